/**
 * Dropdown options of dynamic fields (flows §5, §9; FORM-14): the search threshold, the search
 * itself, and option labels for countries and currencies in the user's language (Intl.DisplayNames).
 */
import type { FieldOption, FormField } from './form-field.ts';
import { regionName } from './region-names.ts';

/** FORM-14: a dropdown with more than this many items shows a search box. */
export const SEARCH_THRESHOLD = 5;

/** The options whose text contains the query (case- and accent-insensitive); all for an empty query. */
export function filterOptions<T extends { text: string }>(options: readonly T[], query: string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const q = fold(query.trim());
  return q === '' ? [...options] : options.filter((o) => fold(o.text).includes(q));
}

function currencyName(code: string, language: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([language, 'en'], { type: 'currency', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined; // not a currency code Intl knows
  }
}

/**
 * An option's label: a country by its name in the user's language (dropdown_country), a currency as
 * `USD · US Dollar` (dropdown_currency); other fields show the server's text.
 */
export function optionText(field: FormField, option: FieldOption, language: string): string {
  const text = typeof option.text === 'string' && option.text.trim() !== '' ? option.text : String(option.value);
  if (field.type === 'dropdown_country' && /^[A-Za-z]{2}$/.test(option.value)) return regionName(option.value, language) ?? text;
  if (field.type === 'dropdown_currency' && /^[A-Za-z]{3}$/.test(option.value)) {
    const name = currencyName(option.value.toUpperCase(), language);
    return name ? `${option.value.toUpperCase()} · ${name}` : text;
  }
  return text;
}
