/**
 * Country data for the region page (LIST-13/14): shapes the methods-country-selector-v2
 * answer, names countries in the user language and filters them for the search field.
 */
import { regionName } from '../../domain/region-names.ts';
import { isRecord } from '../../domain/is-record.ts';

/** One country as the page shows it. */
export interface CountryItem {
  code: string;
  name: string;
}

/** The page's view of the answer: the list and the server's current country, if any. */
export interface CountryList {
  countries: CountryItem[];
  current?: string;
}


/**
 * Accepts `{ countries: [{ code, name? }], current? }` (or a bare array, or code strings),
 * drops invalid and duplicate codes, names each country in `language` via Intl.DisplayNames
 * (the server name, then the code, as fallbacks) and sorts by name in that language.
 */
export function toCountryList(response: unknown, language: string): CountryList {
  const raw = Array.isArray(response) ? response : isRecord(response) && Array.isArray(response.countries) ? response.countries : [];
  const seen = new Set<string>();
  const countries: CountryItem[] = [];
  for (const entry of raw) {
    const code = typeof entry === 'string' ? entry : isRecord(entry) && typeof entry.code === 'string' ? entry.code : '';
    const upper = code.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(upper) || seen.has(upper)) continue;
    seen.add(upper);
    const serverName = isRecord(entry) && typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : undefined;
    countries.push({ code: upper, name: regionName(upper, language) ?? serverName ?? upper });
  }
  const collator = new Intl.Collator([language, 'en'], { sensitivity: 'base' });
  countries.sort((a, b) => collator.compare(a.name, b.name));
  const current = isRecord(response) && typeof response.current === 'string' ? response.current.trim().toUpperCase() : undefined;
  return current ? { countries, current } : { countries };
}

// Case- and accent-insensitive: "reunion" finds "Réunion", "turk" finds "Türkiye".
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Countries whose name contains the query, or whose code equals it (decision LIST-14). */
export function filterCountries(countries: readonly CountryItem[], query: string): CountryItem[] {
  const q = fold(query.trim());
  if (!q) return [...countries];
  return countries.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase() === q);
}
