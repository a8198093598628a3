#!/usr/bin/env node
// Checks locales/*.json against locales/en.json (I18N-01): all 32 files exist, each has exactly
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
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
for (const code of EXPECTED) if (!files.includes(code)) problems.push(`${code}.json: file missing`);
for (const code of files) if (!EXPECTED.includes(code)) problems.push(`${code}.json: not one of the 32 locales`);

const en = readJson(join(dir, 'en.json'));
for (const [key, value] of Object.entries(en)) {
  if (typeof value !== 'string' || value === '') problems.push(`en.json: ${key} must be a non-empty string`);
}

for (const code of files.filter((c) => c !== 'en' && EXPECTED.includes(c))) {
  let data;
  try {
    data = readJson(join(dir, `${code}.json`));
  } catch (error) {
    problems.push(`${code}.json: not valid JSON (${error.message})`);
    continue;
  }
  const allowed = new Set([...(allow['*'] ?? []), ...(allow[code] ?? [])]);
  for (const key of Object.keys(en)) {
    if (!(key in data)) problems.push(`${code}.json: missing key ${key}`);
  }
  for (const [key, value] of Object.entries(data)) {
    if (!(key in en)) {
      problems.push(`${code}.json: extra key ${key}`);
      continue;
    }
    if (typeof value !== 'string' || value === '') {
      problems.push(`${code}.json: ${key} must be a non-empty string`);
      continue;
    }
    if (placeholders(value) !== placeholders(en[key])) {
      problems.push(`${code}.json: ${key} placeholders {{${placeholders(value)}}} differ from en {{${placeholders(en[key])}}}`);
    }
    if (value === en[key] && !allowed.has(key)) problems.push(`${code}.json: ${key} is still English ("${value}")`);
  }
}

if (problems.length > 0) {
  console.error(`check-locales: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-locales: ${files.length} locale files, ${Object.keys(en).length} keys each, all translated`);
