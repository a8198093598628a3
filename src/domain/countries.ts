/** Country helpers (flows §9; CONST-14). */
import { INTERNATIONAL_ICON_COUNTRIES } from './constants.ts';

/** CONST-14: true for the international countries with their own icons (az, kg, kz, tj, uz). */
export function hasInternationalIcon(country: string): boolean {
  return typeof country === 'string' && INTERNATIONAL_ICON_COUNTRIES.includes(country.trim().toLowerCase());
}
