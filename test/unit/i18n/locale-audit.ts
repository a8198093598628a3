/**
 * The locale-file rules of scripts/check-locales.mjs, for the browser test (I18N-01). Keep the
 * two in step: same keys, same placeholders, no untranslated English outside the allow-list.
 */
const placeholders = (text: string): string =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** Lists every problem of one locale file compared with en.json. */
export function auditLocale(
  code: string,
  en: Record<string, unknown>,
  data: Record<string, unknown>,
  allowed: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in data)) problems.push(`${code}: missing key ${key}`);
  for (const [key, value] of Object.entries(data)) {
    const english = en[key];
    if (typeof english !== 'string') {
      problems.push(`${code}: extra key ${key}`);
    } else if (typeof value !== 'string' || value === '') {
      problems.push(`${code}: ${key} is not a non-empty string`);
    } else {
      if (placeholders(value) !== placeholders(english)) problems.push(`${code}: ${key} placeholders differ`);
      if (value === english && !allowed.has(key)) problems.push(`${code}: ${key} is still English`);
    }
  }
  return problems;
}
