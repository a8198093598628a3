/**
 * What the host hears about translations (I18N-09, I18N-10; channel chosen in
 * docs/decisions.md): both go out as `Error` messages with a readable `message`.
 */
import type { HostNotifier } from '../domain/host-messages.ts';


/** Prefixes of the two messages, exported for tests and host-side filtering. */
export const MISSING_TRANSLATION_PREFIX = 'Missing translation: ';
export const LOCALE_LOAD_FAILED_PREFIX = 'Locale load failed: ';

/** I18N-09: reports a locale file that could not be loaded; the caller then shows English. */
export function reportLocaleFailure(notify: HostNotifier, fileLocale: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  notify('Error', { message: `${LOCALE_LOAD_FAILED_PREFIX}${fileLocale}`, locale: fileLocale, reason });
}

/**
 * I18N-10: returns a reporter that notifies the host once per (file locale, key), so a key
 * rendered on every frame does not flood the host.
 */
export function createMissingKeyReporter(notify: HostNotifier): (key: string, fileLocale: string) => void {
  const seen = new Set<string>();
  return (key, fileLocale) => {
    const id = `${fileLocale}\u0000${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    notify('Error', { message: `${MISSING_TRANSLATION_PREFIX}${key}`, key, language: fileLocale });
  };
}

/** Keeps only non-empty string values, so a bad or empty entry counts as missing (→ English). */
export function toBundle(data: Record<string, unknown>): Record<string, string> {
  const bundle: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && value !== '') bundle[key] = value;
  }
  return bundle;
}
