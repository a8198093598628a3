#!/usr/bin/env node
// Checks locales/*.json against locales/en.json, and each locale part's folder against its own en.json (I18N-01): all 32 files exist, each has exactly
// en's keys, keeps en's {{placeholders}}, and is truly translated (no value equal to English
// unless src/i18n/same-as-english.json allows it). Exit 1 with a list of problems otherwise.
// The same rules run in the browser as test/unit/i18n/locales.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'locales');
// shell §1: the 32 locales; keep in step with SUPPORTED_LOCALES in src/i18n/locale.ts.
const EXPECTED = 'ar az bn de el en es fil fr hi id it ja kk ko ky mr ms pl pt ro ru sw te tg th tr uk ur uz vi zh'.split(' ');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const placeholders = (text) => [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

const problems = [];
const allow = readJson(join(root, 'src/i18n/same-as-english.json'));

/** Checks one folder of 32 files (`locales/`, or a locale part's `locales/<part>/`) against its en.json. */
function checkFolder(folder, label) {
  const files = readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
  for (const code of EXPECTED) if (!files.includes(code)) problems.push(`${label}${code}.json: file missing`);
  for (const code of files) if (!EXPECTED.includes(code)) problems.push(`${label}${code}.json: not one of the 32 locales`);
  const en = readJson(join(folder, 'en.json'));
  for (const [key, value] of Object.entries(en)) {
    if (typeof value !== 'string' || value === '') problems.push(`${label}en.json: ${key} must be a non-empty string`);
  }
  for (const code of files.filter((c) => c !== 'en' && EXPECTED.includes(c))) {
    let data;
    try {
      data = readJson(join(folder, `${code}.json`));
    } catch (error) {
      problems.push(`${label}${code}.json: not valid JSON (${error.message})`);
      continue;
    }
    const allowed = new Set([...(allow['*'] ?? []), ...(allow[code] ?? [])]);
    for (const key of Object.keys(en)) {
      if (!(key in data)) problems.push(`${label}${code}.json: missing key ${key}`);
    }
    for (const [key, value] of Object.entries(data)) {
      if (!(key in en)) {
        problems.push(`${label}${code}.json: extra key ${key}`);
        continue;
      }
      if (typeof value !== 'string' || value === '') {
        problems.push(`${label}${code}.json: ${key} must be a non-empty string`);
        continue;
      }
      if (placeholders(value) !== placeholders(en[key])) {
        problems.push(`${label}${code}.json: ${key} placeholders {{${placeholders(value)}}} differ from en {{${placeholders(en[key])}}}`);
      }
      if (value === en[key] && !allowed.has(key)) problems.push(`${label}${code}.json: ${key} is still English ("${value}")`);
    }
  }
  return Object.keys(en);
}

// Decision I18N-11: locale parts are folders of their own; a key lives in exactly one place.
const owner = new Map(checkFolder(dir, '').map((key) => [key, 'locales/']));
const parts = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
for (const part of parts) {
  for (const key of checkFolder(join(dir, part), `${part}/`)) {
    if (owner.has(key)) problems.push(`${part}/en.json: ${key} is also in ${owner.get(key)}`);
    else owner.set(key, `locales/${part}/`);
  }
}
const declared = readFileSync(join(root, 'src/i18n/locale-parts.ts'), 'utf8').match(/LOCALE_PARTS = \[([^\]]*)\]/)?.[1] ?? '';
const declaredParts = [...declared.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
if (declaredParts.join() !== [...parts].sort().join()) problems.push(`LOCALE_PARTS (${declaredParts}) differ from the folders under locales/ (${parts})`);

if (problems.length > 0) {
  console.error(`check-locales: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-locales: ${EXPECTED.length} locales, ${owner.size} keys each (parts: ${parts.join(', ') || 'none'}), all translated`);
