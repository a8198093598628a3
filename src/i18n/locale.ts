/**
 * Locale → language → locale file (shell §1, §3). Pure string rules; no i18next here so the
 * element can use them too. The locale → language rule itself lives in src/domain/locale.ts,
 * where the stores (the socket `Language`, the HTTP `Accept-Language`) can reach it too.
 */
import { DEFAULT_FILE_LOCALE } from '../domain/constants.ts';
import { canonicalTag } from '../domain/locale.ts';

export { KEPT_WHOLE_LOCALES, localeToLanguage } from '../domain/locale.ts';

/** shell §1: the 32 locales that have a translation file (`locales/<code>.json`). */
export const SUPPORTED_LOCALES = [
  'ar', 'az', 'bn', 'de', 'el', 'en', 'es', 'fil', 'fr', 'hi', 'id', 'it', 'ja', 'kk', 'ko', 'ky',
  'mr', 'ms', 'pl', 'pt', 'ro', 'ru', 'sw', 'te', 'tg', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * Decision I18N-03: only Arabic and Urdu are right-to-left among the 32 files. Other RTL
 * languages (he, fa, …) have no file and show English, which must stay left-to-right.
 */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'ur']);

/** Legacy or alternative codes for a language we do have a file for (decision I18N-08). */
const FILE_ALIASES: Readonly<Record<string, SupportedLocale>> = { tl: 'fil', in: 'id' };

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);

/** The language part of a language or locale, lower-case: `es-MX` → `es`. */
export function baseLanguage(language: string): string {
  return canonicalTag(language)[0] ?? DEFAULT_FILE_LOCALE;
}

/**
 * Which `locales/*.json` file a language loads (decision I18N-08): the kept-whole locales load
 * their base file (`hi-IN`, `hi-Latn-IN` → `hi`; `es-MX`, `es-ES` → `es`); a language without a
 * file loads `en`.
 */
export function fileLocaleFor(language: string): SupportedLocale {
  const base = baseLanguage(language);
  const alias = FILE_ALIASES[base];
  if (alias !== undefined) return alias;
  return SUPPORTED.has(base) ? (base as SupportedLocale) : (DEFAULT_FILE_LOCALE as SupportedLocale);
}

/** True for right-to-left languages: ar and ur (I18N-02, decision I18N-03). */
export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.has(baseLanguage(language));
}
