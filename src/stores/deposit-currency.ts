/**
 * `$depositCurrency`: the currency a deposit is made in (flows §3, DOM-09). Every deposit flow
 * reads it; the methods request sends it.
 */
import { atom, computed } from 'nanostores';
import { normalizeCurrencyCode } from '../domain/currencies.ts';
import { $config } from './config.ts';
import { $currencies } from './currencies.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

/** The currency the player picked in the crypto-balance mode (CB-05), '' when none: it outranks the rest. */
export const $chosenCurrency = scoped(() => (atom<string>('')));

/**
 * The currency a deposit is made in: the player's pick in the crypto-balance mode, else the
 * handshake `currency`, else the user's, else the methods answer's initial fiat currency (USD by
 * default, DOM-09).
 */
export const $depositCurrency = scoped((scope: Scope) => (computed([$config(scope), $user(scope), $currencies(scope), $chosenCurrency(scope)], (config, user, currencies, chosen): string => {
  const given = chosen || (config.currency ?? (typeof user.currency === 'string' ? user.currency : undefined));
  const code = given ? normalizeCurrencyCode(given) : '';
  return code || currencies.fiat;
})));
