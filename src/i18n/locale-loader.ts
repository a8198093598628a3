/**
 * Where locale files come from (shell §7: GET `locales/{locale}.json` with a hash suffix).
 * The build writes each file as `<locale>.<hash>.json` (a locale part's as `<part>/<locale>.<hash>.json`)
 * with one hash of all locale files, and hands the element that hash (decision I18N-08: one hash
 * costs the entry 8 characters, a file list one per file); without it (tests, dev) the plain
 * `<locale>.json` is fetched.
 */
import { LOCALE_LOAD_TIMEOUT_MS } from '../domain/constants.ts';

/** Loads one locale file's flat key → text record. */
export type LocaleLoader = (fileLocale: string) => Promise<Record<string, unknown>>;

let hash = '';
let assetsBase = '';

/**
 * Configures the default loader: the build's locale hash (`''`: none) and the base URL the
 * `locales/` folder lives under (`''` = same origin root). Called once by the element at start-up.
 */
export function setLocaleFiles(nextHash: string, base: string): void {
  hash = nextHash;
  assetsBase = base.replace(/\/+$/, '');
}

/** The URL the default loader fetches for a file locale (`de`) or a locale part's file (`p2p/de`). */
export function localeUrl(fileLocale: string): string {
  return `${assetsBase}/locales/${fileLocale}${hash ? `.${hash}` : ''}.json`;
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
