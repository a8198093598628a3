/**
 * The one picker for server texts keyed by language (method labels, group labels, badges, field
 * placeholders; flows §2 "falling back to English"): the user language (`es-MX`), then its base
 * (`es`), then English. Used by every list, field and page, so the fallback is the same everywhere.
 */

/** Text keyed by language code (`en`, `ru`, `es-MX`, …); English is the fallback (flows §2 search). */
export type LocalizedText = Record<string, string | undefined>;

/** LIST-23/24: the language every localized server text falls back to. */
export const FALLBACK_TEXT_LANGUAGE = 'en';

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * A plain string is itself; a per-language record gives `language`, its base language, the
 * lower-cased tag, then English. Undefined when none has text.
 */
export function localized(text: LocalizedText | string | undefined | null, language: string): string | undefined {
  if (nonEmpty(text)) return text;
  if (!text || typeof text !== 'object') return undefined;
  const base = language.split('-')[0] ?? language;
  for (const key of [language, base, language.toLowerCase(), FALLBACK_TEXT_LANGUAGE]) {
    const value = text[key];
    if (nonEmpty(value)) return value;
  }
  return undefined;
}
