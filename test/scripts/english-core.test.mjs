// scripts/build/english-core.mjs: the entry carries only the English its own screens use; the
// rest of locales/en.json loads before a money flow's page (src/i18n/english.ts).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ENTRY_PREFIXES, isEntryKey, trimEnglish } from '../../scripts/build/english-core.mjs';

const root = new URL('../../', import.meta.url);
const en = JSON.parse(readFileSync(new URL('locales/en.json', root), 'utf8'));

test('the trimmed English keeps the entry prefixes only, and says it is partial', () => {
  const trimmed = trimEnglish(en);
  assert.equal(trimmed['@partial'], '1');
  assert.ok(trimmed['header.back'] && trimmed['list.methods'] && trimmed['error.snackbar.title']);
  assert.equal(trimmed['redirect.deposit'], undefined);
  assert.equal(trimmed['complete.close'], undefined);
  assert.ok(Object.keys(trimmed).length < Object.keys(en).length);
});

test('every English key an entry module names is kept (a new entry screen adds its prefix to ENTRY_PREFIXES)', async () => {
  const meta = new URL('dist/meta.json', root);
  if (!existsSync(meta)) await (await import('../../esbuild.config.mjs')).buildAll({ quiet: true });
  const outputs = JSON.parse(readFileSync(meta, 'utf8')).outputs;
  const entry = Object.entries(outputs).find(([file]) => file.endsWith('payment-cashier.js'))[1];
  const sources = Object.keys(entry.inputs).filter((file) => file.startsWith('src/'));
  assert.ok(sources.length > 50, 'the entry modules are listed');
  const missing = [];
  for (const file of sources) {
    const text = readFileSync(new URL(file, root), 'utf8');
    for (const key of Object.keys(en)) {
      if (!isEntryKey(key) && new RegExp(`['"\`]${key.replace(/\./g, '\\.')}['"\`]`).test(text)) missing.push(`${file}: ${key}`);
    }
    // Keys built at run time (`header.title.${kind}`) must start with a kept prefix.
    for (const [, prefix] of text.matchAll(/`([a-z]+\.[\w.]*)\$\{/gi)) {
      if (Object.keys(en).some((key) => key.startsWith(prefix)) && !isEntryKey(prefix)) missing.push(`${file}: ${prefix}…`);
    }
  }
  assert.deepEqual(missing, [], `keys the entry names but ENTRY_PREFIXES (${ENTRY_PREFIXES.join(' ')}) drops`);
});
