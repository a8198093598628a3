/**
 * The currency table as plain data (shell §3 "Currency"; decision DOM-06 in docs/decisions.md).
 * One row per currency: [code, symbol, full English name]. Decimals and the crypto flag are
 * derived from the section a row sits in, so the spec's "fiat 2, crypto 8" holds by construction.
 * scripts/generate-currency-icons.mjs reads this file to draw icons/{CODE}.svg.
 */

/** A table row: ISO-style code, display symbol, full English name. */
export type CurrencyRow = readonly [code: string, symbol: string, name: string];

/** shell §3: about 70 fiat codes (decision DOM-06 lists the choice). */
export const FIAT_ROWS: readonly CurrencyRow[] = [
  // Core and Europe
  ['USD', '$', 'US Dollar'],
  ['EUR', '€', 'Euro'],
  ['GBP', '£', 'British Pound'],
  ['CHF', 'Fr', 'Swiss Franc'],
  ['PLN', 'zł', 'Polish Zloty'],
  ['CZK', 'Kč', 'Czech Koruna'],
  ['HUF', 'Ft', 'Hungarian Forint'],
  ['RON', 'lei', 'Romanian Leu'],
  ['BGN', 'лв', 'Bulgarian Lev'],
  ['RSD', 'дин', 'Serbian Dinar'],
  ['SEK', 'kr', 'Swedish Krona'],
  ['NOK', 'kr', 'Norwegian Krone'],
  ['DKK', 'kr', 'Danish Krone'],
  ['TRY', '₺', 'Turkish Lira'],
  // CIS and Caucasus
  ['RUB', '₽', 'Russian Ruble'],
  ['UAH', '₴', 'Ukrainian Hryvnia'],
  ['BYN', 'Br', 'Belarusian Ruble'],
  ['KZT', '₸', 'Kazakhstani Tenge'],
  ['UZS', 'сўм', 'Uzbekistani Som'],
  ['KGS', 'с', 'Kyrgyzstani Som'],
  ['TJS', 'SM', 'Tajikistani Somoni'],
  ['TMT', 'm', 'Turkmenistani Manat'],
  ['AZN', '₼', 'Azerbaijani Manat'],
  ['AMD', '֏', 'Armenian Dram'],
  ['GEL', '₾', 'Georgian Lari'],
  ['MDL', 'L', 'Moldovan Leu'],
  // South and South-East Asia
  ['INR', '₹', 'Indian Rupee'],
  ['BDT', '৳', 'Bangladeshi Taka'],
  ['PKR', '₨', 'Pakistani Rupee'],
  ['LKR', 'Rs', 'Sri Lankan Rupee'],
  ['NPR', 'रू', 'Nepalese Rupee'],
  ['IDR', 'Rp', 'Indonesian Rupiah'],
  ['MYR', 'RM', 'Malaysian Ringgit'],
  ['THB', '฿', 'Thai Baht'],
  ['VND', '₫', 'Vietnamese Dong'],
  ['PHP', '₱', 'Philippine Peso'],
  ['KHR', '៛', 'Cambodian Riel'],
  ['MMK', 'K', 'Myanmar Kyat'],
  ['SGD', 'S$', 'Singapore Dollar'],
  // East Asia and Oceania
  ['JPY', '¥', 'Japanese Yen'],
  ['KRW', '₩', 'South Korean Won'],
  ['CNY', '¥', 'Chinese Yuan'],
  ['HKD', 'HK$', 'Hong Kong Dollar'],
  ['TWD', 'NT$', 'New Taiwan Dollar'],
  ['MNT', '₮', 'Mongolian Tugrik'],
  ['AUD', 'A$', 'Australian Dollar'],
  ['NZD', 'NZ$', 'New Zealand Dollar'],
  // Americas
  ['CAD', 'C$', 'Canadian Dollar'],
  ['BRL', 'R$', 'Brazilian Real'],
  ['MXN', '$', 'Mexican Peso'],
  ['ARS', '$', 'Argentine Peso'],
  ['CLP', '$', 'Chilean Peso'],
  ['COP', '$', 'Colombian Peso'],
  ['PEN', 'S/', 'Peruvian Sol'],
  ['UYU', '$U', 'Uruguayan Peso'],
  ['PYG', '₲', 'Paraguayan Guarani'],
  ['BOB', 'Bs', 'Bolivian Boliviano'],
  ['VES', 'Bs.S', 'Venezuelan Bolivar'],
  ['CRC', '₡', 'Costa Rican Colon'],
  ['GTQ', 'Q', 'Guatemalan Quetzal'],
  ['DOP', 'RD$', 'Dominican Peso'],
  // Africa
  ['NGN', '₦', 'Nigerian Naira'],
  ['KES', 'KSh', 'Kenyan Shilling'],
  ['GHS', '₵', 'Ghanaian Cedi'],
  ['ZAR', 'R', 'South African Rand'],
  ['EGP', 'E£', 'Egyptian Pound'],
  ['MAD', 'DH', 'Moroccan Dirham'],
  ['TND', 'DT', 'Tunisian Dinar'],
  ['DZD', 'DA', 'Algerian Dinar'],
  ['UGX', 'USh', 'Ugandan Shilling'],
  ['TZS', 'TSh', 'Tanzanian Shilling'],
  ['ZMW', 'ZK', 'Zambian Kwacha'],
  ['XOF', 'CFA', 'West African CFA Franc'],
  ['XAF', 'FCFA', 'Central African CFA Franc'],
  // Middle East
  ['AED', 'AED', 'UAE Dirham'],
  ['SAR', 'SR', 'Saudi Riyal'],
  ['ILS', '₪', 'Israeli New Shekel'],
];

/** shell §3: the 16 crypto codes, in the spec's order. */
export const CRYPTO_ROWS: readonly CurrencyRow[] = [
  ['BTC', '₿', 'Bitcoin'],
  ['ETH', 'Ξ', 'Ethereum'],
  ['LTC', 'Ł', 'Litecoin'],
  ['USDT', '₮', 'Tether'],
  ['TRX', 'TRX', 'TRON'],
  ['XMR', 'ɱ', 'Monero'],
  ['BCH', 'BCH', 'Bitcoin Cash'],
  ['DASH', 'DASH', 'Dash'],
  ['NEO', 'NEO', 'Neo'],
  ['DOGE', 'Ð', 'Dogecoin'],
  ['ZEC', 'ⓩ', 'Zcash'],
  ['XRP', 'XRP', 'XRP'],
  ['XLM', 'XLM', 'Stellar'],
  ['BNB', 'BNB', 'BNB'],
  ['USDC', 'USDC', 'USD Coin'],
  ['TON', 'TON', 'Toncoin'],
];

/**
 * Non-fiat, non-crypto wallets (decision DOM-06): the bonus wallet and the sweepstake coin
 * that the legacy code QGC maps to (shell §3). Both count 2 decimals like fiat.
 */
export const SPECIAL_ROWS: readonly CurrencyRow[] = [
  ['BONUS', 'B', 'Bonus wallet'],
  ['QSC', 'SC', 'Sweep Coins'],
];
