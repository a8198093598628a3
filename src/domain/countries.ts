/** Country helpers (flows §9; CONST-14, CONST-15). */
import { INTERNATIONAL_ICON_COUNTRIES } from './constants.ts';
import { methodIconUrl } from './method-icon-url.ts';

/** CONST-14: true for the international countries with their own icons (az, kg, kz, tj, uz). */
export function hasInternationalIcon(country: string): boolean {
  return typeof country === 'string' && INTERNATIONAL_ICON_COUNTRIES.includes(country.trim().toLowerCase());
}

/**
 * Decision CONST-15: the icon of an international country with icons, icon id `country-<code>` in
 * the method icon folder (so a host's content network serves it with the method icons); null for
 * every other country (the globe is shown).
 */
export function countryIconUrl(country: string, iconBase: string): string | null {
  return hasInternationalIcon(country) ? methodIconUrl(`country-${country.trim().toLowerCase()}`, iconBase) : null;
}
