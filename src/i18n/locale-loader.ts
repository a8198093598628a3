/**
 * Where locale files come from (shell §7: GET `locales/{locale}.json` with a hash suffix).
 * The build writes each file as `<locale>.<hash>.json` and hands the element a manifest
 * `{ de: 'de.3f2a9c1b.json', … }` (decision I18N-08); without one (tests, dev) the plain
 * `<locale>.json` is fetched.
 */
import { LOCALE_LOAD_TIMEOUT_MS } from '../domain/constants.ts';

/** Locale code → hashed file name, as produced by the build. */
export type LocaleManifest = Readonly<Record<string, string>>;

/** Loads one locale file's flat key → text record. */
export type LocaleLoader = (fileLocale: string) => Promise<Record<string, unknown>>;

let manifest: LocaleManifest = {};
let assetsBase = '';

/**
 * Configures the default loader: the build's manifest and the base URL the `locales/` folder
 * lives under (`''` = same origin root). Called once by the element at start-up.
 */
export function setLocaleManifest(next: LocaleManifest, base: string): void {
  manifest = { ...next };
  assetsBase = base.replace(/\/+$/, '');
}

/** The URL the default loader fetches for a file locale. */
export function localeUrl(fileLocale: string): string {
  const file = manifest[fileLocale] ?? `${fileLocale}.json`;
  return `${assetsBase}/locales/${file}`;
}

/**
 * Builds a loader on top of `fetch` (injectable for tests). It rejects on a non-2xx answer,
 * a body that is not a JSON object, or after LOCALE_LOAD_TIMEOUT_MS.
 */
export function createFetchLoader(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): LocaleLoader {
  return async (fileLocale) => {
    const url = localeUrl(fileLocale);
    const response = await fetchImpl(url, {
      credentials: 'omit',
      signal: AbortSignal.timeout(LOCALE_LOAD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const body: unknown = await response.json();
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new Error(`Not a locale object: ${url}`);
    }
    return body as Record<string, unknown>;
  };
}

/** The loader createI18n uses when none is passed. */
export const defaultLocaleLoader: LocaleLoader = (fileLocale) => createFetchLoader()(fileLocale);
