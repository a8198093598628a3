/**
 * `$language`: the language the UI actually uses, reported by the app after i18n resolved the
 * locale (shell §3 "Locale to language"). Stores may not import src/i18n (ARCHITECTURE §2), so
 * the transport reads the language from here.
 */
import { atom, computed } from 'nanostores';
import { DEFAULT_FILE_LOCALE } from '../domain/constants.ts';
import { $config } from './config.ts';
import { $user } from './user.ts';

/** Set by the app from `i18n.language` on start and after every `changeLocale`. */
export const $reportedLanguage = atom<string | undefined>(undefined);

/** Records the language i18n settled on. */
export function setLanguage(language: string): void {
  $reportedLanguage.set(language);
}

/**
 * The language for requests: i18n's answer, else the raw handshake locale, else the user's
 * `lang`, else `en` (ENT-02).
 */
export const $language = computed(
  [$reportedLanguage, $config, $user],
  (reported, config, user): string => reported ?? config.locale ?? user.lang ?? DEFAULT_FILE_LOCALE,
);
