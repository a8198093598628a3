/**
 * The currency table as plain data (shell §3 "Currency"; decision DOM-06 in docs/decisions.md).
 * One row per currency: [code, symbol]. Decimals and the crypto flag are derived from the section a
 * row sits in, so the spec's "fiat 2, crypto 8" holds by construction. The full names live in
 * currency-names.ts: only the pages with a currency selector need them, and this table is in the
 * entry (every amount is formatted with it). scripts/generate-currency-icons.mjs reads both.
 */

/** A table row: ISO-style code, display symbol. */
export type CurrencyRow = readonly [code: string, symbol: string];

/** shell §3: about 70 fiat codes (decision DOM-06 lists the choice). */
export const FIAT_ROWS: readonly CurrencyRow[] = [
  // Core and Europe
  ['USD', '$'],
  ['EUR', '€'],
  ['GBP', '£'],
  ['CHF', 'Fr'],
  ['PLN', 'zł'],
  ['CZK', 'Kč'],
  ['HUF', 'Ft'],
  ['RON', 'lei'],
  ['BGN', 'лв'],
  ['RSD', 'дин'],
  ['SEK', 'kr'],
  ['NOK', 'kr'],
  ['DKK', 'kr'],
  ['TRY', '₺'],
  // CIS and Caucasus
  ['RUB', '₽'],
  ['UAH', '₴'],
  ['BYN', 'Br'],
  ['KZT', '₸'],
  ['UZS', 'сўм'],
  ['KGS', 'с'],
  ['TJS', 'SM'],
  ['TMT', 'm'],
  ['AZN', '₼'],
  ['AMD', '֏'],
  ['GEL', '₾'],
  ['MDL', 'L'],
  // South and South-East Asia
  ['INR', '₹'],
  ['BDT', '৳'],
  ['PKR', '₨'],
  ['LKR', 'Rs'],
  ['NPR', 'रू'],
  ['IDR', 'Rp'],
  ['MYR', 'RM'],
  ['THB', '฿'],
  ['VND', '₫'],
  ['PHP', '₱'],
  ['KHR', '៛'],
  ['MMK', 'K'],
  ['SGD', 'S$'],
  // East Asia and Oceania
  ['JPY', '¥'],
  ['KRW', '₩'],
  ['CNY', '¥'],
  ['HKD', 'HK$'],
  ['TWD', 'NT$'],
  ['MNT', '₮'],
  ['AUD', 'A$'],
  ['NZD', 'NZ$'],
  // Americas
  ['CAD', 'C$'],
  ['BRL', 'R$'],
  ['MXN', '$'],
  ['ARS', '$'],
  ['CLP', '$'],
  ['COP', '$'],
  ['PEN', 'S/'],
  ['UYU', '$U'],
  ['PYG', '₲'],
  ['BOB', 'Bs'],
  ['VES', 'Bs.S'],
  ['CRC', '₡'],
  ['GTQ', 'Q'],
  ['DOP', 'RD$'],
  // Africa
  ['NGN', '₦'],
  ['KES', 'KSh'],
  ['GHS', '₵'],
  ['ZAR', 'R'],
  ['EGP', 'E£'],
  ['MAD', 'DH'],
  ['TND', 'DT'],
  ['DZD', 'DA'],
  ['UGX', 'USh'],
  ['TZS', 'TSh'],
  ['ZMW', 'ZK'],
  ['XOF', 'CFA'],
  ['XAF', 'FCFA'],
  // Middle East
  ['AED', 'AED'],
  ['SAR', 'SR'],
  ['ILS', '₪'],
];

/** shell §3: the 16 crypto codes, in the spec's order. */
export const CRYPTO_ROWS: readonly CurrencyRow[] = [
  ['BTC', '₿'],
  ['ETH', 'Ξ'],
  ['LTC', 'Ł'],
  ['USDT', '₮'],
  ['TRX', 'TRX'],
  ['XMR', 'ɱ'],
  ['BCH', 'BCH'],
  ['DASH', 'DASH'],
  ['NEO', 'NEO'],
  ['DOGE', 'Ð'],
  ['ZEC', 'ⓩ'],
  ['XRP', 'XRP'],
  ['XLM', 'XLM'],
  ['BNB', 'BNB'],
  ['USDC', 'USDC'],
  ['TON', 'TON'],
];

/**
 * Non-fiat, non-crypto wallets (decision DOM-06): the bonus wallet and the sweepstake coin
 * that the legacy code QGC maps to (shell §3). Both count 2 decimals like fiat.
 */
export const SPECIAL_ROWS: readonly CurrencyRow[] = [
  ['BONUS', 'B'],
  ['QSC', 'SC'],
];
