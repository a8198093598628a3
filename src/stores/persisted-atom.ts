/**
 * A nanostores atom mirrored into sessionStorage (ENT-06..08). Written here instead of adding
 * @nanostores/persistent: we need sessionStorage (not localStorage), a per-store encoder that
 * can strip secrets (the user token, ENT-10) and tolerant decoding of foreign or stale values.
 */
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { readTabStorage, writeTabStorage } from './tab-storage.ts';

export interface StoredCodec<T> {
  /** Turns the stored text into a value; return `undefined` to fall back to the initial value. */
  decode(raw: string): T | undefined;
  /** Turns a value into stored text; `null` removes the key (used for the initial value). */
  encode(value: T): string | null;
}

/** Creates an atom seeded from the tab's storage (sessionStorage) `key` and written back on every change. */
export function tabStoredAtom<T>(key: string, initial: T, codec: StoredCodec<T>): WritableAtom<T> {
  const raw = readTabStorage(key);
  let start = initial;
  if (raw !== null) {
    try {
      start = codec.decode(raw) ?? initial;
    } catch {
      start = initial;
    }
  }
  const $store = atom<T>(start);
  // Decision FUZZ-05: a value the codec cannot write (a host's user record holding a BigInt or a
  // cycle) is not kept across reloads, and the throw never escapes into the store's listeners.
  const write = (value: T) => {
    let text: string | null = null;
    try {
      text = codec.encode(value);
    } catch {
      // the key is removed: a stale copy must not outlive the value it stood for
    }
    writeTabStorage(key, text);
  };
  // Re-encode once so a stale or tampered entry (for example one holding a token) is cleaned.
  if (raw !== null) write(start);
  $store.listen(write);
  return $store;
}
