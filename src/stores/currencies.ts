/**
 * `$currencies`: the initial fiat and crypto currencies (methods-v5 `initCurrencies`, flows §3),
 * falling back to USD / USDT (DOM-09, shell §9). Codes are normalised, so legacy QGC arrives as
 * QSC (DOM-08).
 */
import { atom } from 'nanostores';
import { FALLBACK_CRYPTO_CURRENCY, FALLBACK_FIAT_CURRENCY } from '../domain/constants.ts';
import { getCurrency, normalizeCurrencyCode } from '../domain/currencies.ts';
import { rememberPlayerCurrency, storedPlayerCurrency } from './player-currency-hint.ts';
import { scoped, type Scope } from './scope.ts';

export interface InitCurrencies {
  fiat: string;
  crypto: string;
}

const fallback = (): InitCurrencies => ({ fiat: FALLBACK_FIAT_CURRENCY, crypto: FALLBACK_CRYPTO_CURRENCY });

/** The current initial currencies per kind. */
export const $currencies = scoped(() => (atom<InitCurrencies>(fallback())));

function pick(value: unknown, wantCrypto: boolean, otherwise: string): string {
  if (typeof value !== 'string') return otherwise;
  const code = normalizeCurrencyCode(value);
  // A known crypto code in the fiat slot (or a known fiat in the crypto slot) is server noise;
  // unknown codes pass, the server may know currencies our table does not.
  const known = getCurrency(code);
  if (code === '' || (known !== undefined && known.crypto !== wantCrypto)) return otherwise;
  return code;
}

/** Applies `initCurrencies` from the methods response; missing or wrong-kind codes fall back. */
export function setInitCurrencies(scope: Scope, value: Partial<Record<keyof InitCurrencies, unknown>> | null | undefined): void {
  const base = fallback();
  const fiat = pick(value?.fiat, false, '');
  rememberPlayerCurrency(fiat || undefined);
  $currencies(scope).set({
    fiat: fiat || base.fiat,
    crypto: pick(value?.crypto, true, base.crypto),
  });
}

/**
 * Decision LIST-T1: before the first methods request, the fiat currency the last answer in this
 * tab named stands in for the USD fallback. The handshake `currency` and the user's still win
 * (`$depositCurrency`); the answer's `initCurrencies` replaces it.
 */
export function seedPlayerCurrency(scope: Scope): void {
  const fiat = storedPlayerCurrency();
  if (fiat) $currencies(scope).set({ ...$currencies(scope).get(), fiat });
}

