/**
 * `$language`: the language the widget speaks to the server in — the socket `Language` query and
 * the HTTP `Accept-Language` header (shell §3 "Locale to language", §7; decision I18N-08). It is
 * always the *reduced* language (`de`, `pt`, `hi-IN`, `es-MX`), never the raw host locale
 * (`de-DE`), also for the first requests, which leave before i18n has loaded anything. Stores may
 * not import src/i18n (ARCHITECTURE §2), so the rule comes from src/domain/locale.ts, the same
 * one i18n applies.
 */
import { computed } from 'nanostores';
import { DEFAULT_LOCALE } from '../domain/constants.ts';
import { localeToLanguage } from '../domain/locale.ts';
import { $config } from './config.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

/**
 * The language for requests: the handshake locale, else the user's `lang`, else `en-US` (ENT-02,
 * I18N-06), reduced by `localeToLanguage` (I18N-04/05). It is the player's language even when its
 * locale file fails to load and English is shown (I18N-09): the server answers in what they asked for.
 */
export const $language = scoped((scope: Scope) => (computed([$config(scope), $user(scope)], (config, user): string => localeToLanguage(config.locale ?? user.lang ?? DEFAULT_LOCALE))));
