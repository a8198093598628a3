/**
 * What the redirect page's guide buttons and the guide pages need to pick a method's guides
 * (decision REDIR-09): the player's language and country, and the origin relative guide URLs
 * point to — the banking API's (`apiBase`, '' = the page's own origin), which served the method.
 */
import { computed } from 'nanostores';
import type { GuideContext } from '../domain/guides.ts';
import { $config } from './config.ts';
import { $language } from './language.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

/** The guide context of the current player. */
export const $guideContext = scoped((scope: Scope) => (computed(
  [$language(scope), $user(scope), $config(scope)],
  (language, user, config): GuideContext => ({
    language,
    country: user.country ?? config.paymentGeo,
    base: config.apiBase !== '' ? config.apiBase : globalThis.location.origin,
  }),
)));
