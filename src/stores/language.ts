/**
 * `$language`: the language the widget speaks to the server in — the socket `Language` query and
 * the HTTP `Accept-Language` header (shell §3 "Locale to language", §7; decision I18N-08). It is
 * always the *reduced* language (`de`, `pt`, `hi-IN`, `es-MX`), never the raw host locale
 * (`de-DE`), also for the first requests, which leave before i18n has loaded anything. Stores may
 * not import src/i18n (ARCHITECTURE §2), so the rule comes from src/domain/locale.ts, the same
 * one i18n applies.
 */
import { atom, computed } from 'nanostores';
import { DEFAULT_LOCALE } from '../domain/constants.ts';
import { localeToLanguage } from '../domain/locale.ts';
import { $config } from './config.ts';
import { $user } from './user.ts';

/** Set by the app from `i18n.language` on start and after every `changeLocale`. */
export const $reportedLanguage = atom<string | undefined>(undefined);

/** Records the language i18n settled on. */
export function setLanguage(language: string): void {
  $reportedLanguage.set(language);
}

/**
 * The language for requests: i18n's answer, else the handshake locale, else the user's `lang`,
 * else `en-US` (ENT-02, I18N-06) — each reduced by `localeToLanguage` (I18N-04/05), which leaves
 * an already reduced language as it is.
 */
export const $language = computed(
  [$reportedLanguage, $config, $user],
  (reported, config, user): string => localeToLanguage(reported ?? config.locale ?? user.lang ?? DEFAULT_LOCALE),
);
