/**
 * Locale → language (shell §3 "Locale to language"; I18N-04..06). Pure, so every room can use
 * the one rule: the i18n room (which file to load), the stores (`$language`, which the socket
 * `Language` query and the HTTP `Accept-Language` header carry — decision I18N-08) and the flows.
 * Which files exist, aliases and right-to-left stay in src/i18n/locale.ts.
 */
import { DEFAULT_LOCALE } from './constants.ts';

/** shell §3: these locales are kept whole; every other one is reduced to its language part. */
export const KEPT_WHOLE_LOCALES = ['hi-Latn-IN', 'hi-IN', 'es-MX', 'es-ES'] as const;

/** Splits `pt_br`, `PT-BR`, ` hi-latn-in ` into BCP 47 casing: `pt-BR`, `hi-Latn-IN`. */
export function canonicalTag(locale: string): string[] {
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
 * `pt`). Missing or malformed input falls back to the default `en-US` → `en`. Idempotent: a
 * language maps to itself, so it is safe to apply to a value that is already reduced.
 */
export function localeToLanguage(locale?: string): string {
  const parts = canonicalTag(locale ?? '');
  const language = parts[0];
  if (language === undefined || !/^[a-z]{2,3}$/.test(language)) return localeToLanguage(DEFAULT_LOCALE);
  const whole = parts.join('-');
  const kept = KEPT_WHOLE_LOCALES.find((tag) => tag === whole);
  return kept ?? language;
}
