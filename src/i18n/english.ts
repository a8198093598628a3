/**
 * The English bundle. English is what the first paint shows without a wait, so it ships in the
 * entry — but only the keys the entry's own screens use (the list, header, errors, region). The
 * build (scripts/build/english-core.mjs) trims `locales/en.json` to those and marks the result
 * `@partial`; the rest of English (money flows' pages) is the full `locales/en.json` file, loaded
 * once, before the first lazy screen renders (src/app/screen-registry.ts awaits `completeEnglish`)
 * and whenever a key is asked for that the trimmed bundle lacks. Without the build (tests, dev)
 * the file is whole and nothing is loaded.
 */
import en from '../../locales/en.json';
import { DEFAULT_FILE_LOCALE } from '../domain/constants.ts';
import { defaultLocaleLoader, type LocaleLoader } from './locale-loader.ts';
import { toBundle } from './reporting.ts';

/** The marker the build adds to a trimmed English bundle. */
export const PARTIAL_MARK = '@partial';

const loaded = toBundle(en);
let partial = PARTIAL_MARK in loaded;
delete loaded[PARTIAL_MARK];

/** The one English bundle every i18n instance reads (it grows in place when the rest arrives). */
export const englishBundle: Record<string, string> = loaded;

/** True while the bundle holds only the entry's keys. */
export const englishIsPartial = (): boolean => partial;

const listeners = new Set<() => void>();
let completing: Promise<void> | undefined;
let loader: LocaleLoader = defaultLocaleLoader;

/** The loader the rest of English comes through (the instance's, so tests and hosts can swap it). */
export function setEnglishLoader(next: LocaleLoader): void {
  loader = next;
}

/**
 * Calls `listener` once the rest of English is in; returns the unsubscribe function. Listeners are
 * dropped once called (English completes once), and none is kept when English is already whole,
 * so instances that come and go (several elements, tests) are not held.
 */
export function onEnglishComplete(listener: () => void): () => void {
  if (!partial) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the rest of English once (a no-op when it is whole). Never rejects: a failed load is
 * retried by the next call, and the trimmed bundle keeps showing what it has.
 */
export function completeEnglish(): Promise<void> {
  if (!partial) return Promise.resolve();
  completing ??= loader(DEFAULT_FILE_LOCALE).then(
    (data) => {
      Object.assign(englishBundle, toBundle(data));
      delete englishBundle[PARTIAL_MARK];
      partial = false;
      const waiting = [...listeners];
      listeners.clear();
      for (const listener of waiting) listener();
    },
    () => {
      completing = undefined;
    },
  );
  return completing;
}
