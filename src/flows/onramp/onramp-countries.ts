/**
 * The on-ramp country → currency map (flows §9; ONRAMP-13, decision ONRAMP-14): the fiat
 * currency a card buys crypto in, for 70 countries (ONRAMP-13: "about 70"); any other country buys in USD. The list is
 * ours (the spec gives only its size): each country's own currency where card on-ramp providers
 * sell in it, the euro for the euro area, USD for dollarised economies.
 */
export const ONRAMP_FALLBACK_CURRENCY = 'USD';

const EURO_AREA = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'] as const;

/** Country (ISO 3166-1 alpha-2) → currency (ISO 4217). */
export const ONRAMP_COUNTRY_CURRENCY: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(EURO_AREA.map((country) => [country, 'EUR'])),
  // Americas
  US: 'USD', CA: 'CAD', MX: 'MXN', BR: 'BRL', AR: 'ARS', CL: 'CLP', CO: 'COP', PE: 'PEN', UY: 'UYU', EC: 'USD', PA: 'USD', SV: 'USD', DO: 'DOP',
  // Europe outside the euro area
  GB: 'GBP', CH: 'CHF', NO: 'NOK', SE: 'SEK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN', IS: 'ISK', TR: 'TRY', UA: 'UAH', GE: 'GEL',
  // Asia and Oceania
  IN: 'INR', ID: 'IDR', JP: 'JPY', KR: 'KRW', PH: 'PHP', TH: 'THB', VN: 'VND', MY: 'MYR', SG: 'SGD', HK: 'HKD', AU: 'AUD', NZ: 'NZD', KZ: 'KZT', AE: 'AED', SA: 'SAR', IL: 'ILS',
  // Africa
  NG: 'NGN', ZA: 'ZAR', KE: 'KES', GH: 'GHS', EG: 'EGP', MA: 'MAD', TZ: 'TZS',
});

/** ONRAMP-13: the currency for a country (case-insensitive), USD when the map does not name it. */
export function onrampCurrencyFor(country: string | null | undefined): string {
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return ONRAMP_COUNTRY_CURRENCY[code] ?? ONRAMP_FALLBACK_CURRENCY;
}

/**
 * Decision ONRAMP-14: the currency the currency dropdown takes when the country changes: the
 * map's currency when the method offers it, else USD when offered, else none (the player picks).
 */
export function onrampCurrencyChoice(country: string | null | undefined, offered: readonly string[]): string | null {
  const has = (code: string): boolean => offered.some((c) => c.toUpperCase() === code);
  const mapped = onrampCurrencyFor(country);
  if (has(mapped)) return mapped;
  return has(ONRAMP_FALLBACK_CURRENCY) ? ONRAMP_FALLBACK_CURRENCY : null;
}
