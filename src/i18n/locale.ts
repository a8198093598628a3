/**
 * Locale → language → locale file (shell §1, §3). Pure string rules; no i18next here so the
 * transport (socket `Language`) and the element can use them too.
 */
import { DEFAULT_FILE_LOCALE, DEFAULT_LOCALE } from '../domain/constants.ts';

/** shell §1: the 32 locales that have a translation file (`locales/<code>.json`). */
export const SUPPORTED_LOCALES = [
  'ar', 'az', 'bn', 'de', 'el', 'en', 'es', 'fil', 'fr', 'hi', 'id', 'it', 'ja', 'kk', 'ko', 'ky',
  'mr', 'ms', 'pl', 'pt', 'ro', 'ru', 'sw', 'te', 'tg', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** shell §3: these locales are kept whole; every other one is reduced to its language part. */
const KEPT_WHOLE = ['hi-Latn-IN', 'hi-IN', 'es-MX', 'es-ES'] as const;

/**
 * Decision I18N-03: only Arabic and Urdu are right-to-left among the 32 files. Other RTL
 * languages (he, fa, …) have no file and show English, which must stay left-to-right.
 */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'ur']);

/** Legacy or alternative codes for a language we do have a file for (decision I18N-08). */
const FILE_ALIASES: Readonly<Record<string, SupportedLocale>> = { tl: 'fil', in: 'id' };

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);

/** Splits `pt_br`, `PT-BR`, ` hi-latn-in ` into BCP 47 casing: `pt-BR`, `hi-Latn-IN`. */
function canonicalTag(locale: string): string[] {
  return locale
    .trim()
    .split(/[-_]/)
    .filter((part) => part.length > 0)
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      return part.toUpperCase();
    });
}

/**
 * Maps a host locale to the widget language (I18N-04..06): `hi-Latn-IN`, `hi-IN`, `es-MX` and
 * `es-ES` stay whole, any other locale becomes its language part (`de-DE` → `de`, `pt_BR` →
 * `pt`). Missing or malformed input falls back to the default `en-US` → `en`.
 */
export function localeToLanguage(locale?: string): string {
  const parts = canonicalTag(locale ?? '');
  const language = parts[0];
  if (language === undefined || !/^[a-z]{2,3}$/.test(language)) return localeToLanguage(DEFAULT_LOCALE);
  const whole = parts.join('-');
  const kept = KEPT_WHOLE.find((tag) => tag === whole);
  return kept ?? language;
}

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
