/**
 * Decision LIST-T1: the player's fiat currency as the last methods answer in this tab named it
 * (`initCurrencies.fiat`), kept in tab storage. A token-only start asks for its first list in it
 * instead of the USD fallback (DOM-09), so a reload, or the host's next page in the same tab,
 * waits for one methods request instead of two. It is a currency code only (not a secret, never
 * the token). A wrong hint (another player in the tab, another country) costs what a token-only
 * start cost before: the answer's currency reloads the list (decision HOST-31).
 */
import { isCryptoCurrency, normalizeCurrencyCode } from '../domain/currencies.ts';
import { readTabStorage, TAB_STORAGE_KEYS, writeTabStorage } from './tab-storage.ts';

const KEY = TAB_STORAGE_KEYS.playerCurrency;
/** The shape of a currency code (QSC, USD, unknown codes the server may add); anything else is noise. */
const CODE = /^[A-Z][A-Z0-9]{1,9}$/;

/** Stores the answer's fiat currency; `undefined` (the answer named none) removes the hint. */
export function rememberPlayerCurrency(code: string | undefined): void {
  writeTabStorage(KEY, code !== undefined && CODE.test(code) && !isCryptoCurrency(code) ? code : null);
}

/** The stored fiat currency, or undefined; a value that is not one (tampered, foreign) is removed. */
export function storedPlayerCurrency(): string | undefined {
  const raw = readTabStorage(KEY);
  if (raw === null) return undefined;
  const code = normalizeCurrencyCode(raw);
  if (CODE.test(code) && !isCryptoCurrency(code)) return code;
  writeTabStorage(KEY, null);
  return undefined;
}
