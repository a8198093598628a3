/**
 * Currencies (shell §3 "Currency", rules DOM-01..09): symbol, decimals, crypto flag, and the
 * lookups everything else uses. The rows live in currency-table.ts, the full names in currency-names.ts.
 */
import { CRYPTO_DECIMALS, FIAT_DECIMALS } from './constants.ts';
import type { CurrencyRow } from './currency-table.ts';
import { CRYPTO_ROWS, FIAT_ROWS, SPECIAL_ROWS } from './currency-table.ts';

/** One supported currency. */
export interface CurrencyInfo {
  /** Upper-case code, also the icon file name: icons/{code}.svg (DOM-02). */
  code: string;
  symbol: string;
  /** shell §3, §9: fiat 2, crypto 8 (DOM-03, DOM-04). */
  decimals: number;
  crypto: boolean;
}

/** Decision DOM-06: the bonus wallet's code. */
export const BONUS_WALLET_CODE = 'BONUS';
/** shell §3: the sweepstake coin that the legacy code QGC is mapped to (DOM-08). */
export const SWEEP_COIN_CODE = 'QSC';
/** shell §3: legacy code → current code, applied on load (DOM-08). */
const LEGACY_CODES: Readonly<Record<string, string>> = { QGC: SWEEP_COIN_CODE };

const toInfo = (crypto: boolean) => ([code, symbol]: CurrencyRow): CurrencyInfo =>
  Object.freeze({ code, symbol, decimals: crypto ? CRYPTO_DECIMALS : FIAT_DECIMALS, crypto });

/** Every supported currency by code: fiat, crypto, the bonus wallet and QSC. */
export const CURRENCIES: Readonly<Record<string, CurrencyInfo>> = Object.freeze(
  Object.fromEntries(
    [...FIAT_ROWS.map(toInfo(false)), ...SPECIAL_ROWS.map(toInfo(false)), ...CRYPTO_ROWS.map(toInfo(true))].map(
      (info) => [info.code, info],
    ),
  ),
);

/** shell §3: the fiat codes (about 70; the bonus wallet and QSC are not in this list). */
export const FIAT_CODES: readonly string[] = Object.freeze(FIAT_ROWS.map(([code]) => code));
/** shell §3: the 16 crypto codes (DOM-07). */
export const CRYPTO_CODES: readonly string[] = Object.freeze(CRYPTO_ROWS.map(([code]) => code));

/** Trims, upper-cases and maps legacy codes (QGC → QSC, DOM-08). Non-strings become ''. */
export function normalizeCurrencyCode(code: string): string {
  if (typeof code !== 'string') return '';
  const upper = code.trim().toUpperCase();
  return LEGACY_CODES[upper] ?? upper;
}

/** The table entry for a code (normalised first), or undefined when unsupported. */
export function getCurrency(code: string): CurrencyInfo | undefined {
  const key = normalizeCurrencyCode(code);
  return Object.prototype.hasOwnProperty.call(CURRENCIES, key) ? CURRENCIES[key] : undefined;
}

/** True only for the 16 crypto codes (DOM-04). */
export function isCryptoCurrency(code: string): boolean {
  return getCurrency(code)?.crypto === true;
}

/** Decimal places for a code: 8 for crypto, 2 for fiat and for anything unknown (DOM-03/04). */
export function decimalsOf(code: string): number {
  return getCurrency(code)?.decimals ?? FIAT_DECIMALS;
}
