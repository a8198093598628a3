/**
 * A nanostores atom mirrored into sessionStorage (ENT-06..08). Written here instead of adding
 * @nanostores/persistent: we need sessionStorage (not localStorage), a per-store encoder that
 * can strip secrets (the user token, ENT-10) and tolerant decoding of foreign or stale values.
 */
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { readSession, writeSession } from './session-storage.ts';

export interface SessionCodec<T> {
  /** Turns the stored text into a value; return `undefined` to fall back to the initial value. */
  decode(raw: string): T | undefined;
  /** Turns a value into stored text; `null` removes the key (used for the initial value). */
  encode(value: T): string | null;
}

/** Creates an atom seeded from sessionStorage `key` and written back on every change. */
export function sessionAtom<T>(key: string, initial: T, codec: SessionCodec<T>): WritableAtom<T> {
  const raw = readSession(key);
  let start = initial;
  if (raw !== null) {
    try {
      start = codec.decode(raw) ?? initial;
    } catch {
      start = initial;
    }
  }
  const $store = atom<T>(start);
  // Re-encode once so a stale or tampered entry (for example one holding a token) is cleaned.
  if (raw !== null) writeSession(key, codec.encode(start));
  $store.listen((value) => writeSession(key, codec.encode(value)));
  return $store;
}
