// docs/go-live.md keeps what integrators style and handle in step with the source (issue #23,
// deliverable 8; decisions LIVE-01..08): every `--cashier-*` variable the styles use with its defaults,
// every `::part` the element exposes, every error code the banking API (the sandbox) answers or the
// widget reads, every text the widget sends in `Error`/`onInitError`, and the English a player reads
// for each. Nothing is generated: a drift on either side fails here, naming what is missing.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { tableAfter as markdownTable } from './markdown-table.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');
const doc = read('docs/go-live.md');

/** Every file under `dir` whose name ends with one of `exts`. */
function files(dir, exts) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && exts.some((ext) => e.name.endsWith(ext)))
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(root.length));
}

const tableAfter = (heading) => markdownTable(doc, heading, 'docs/go-live.md');

const ticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The source's own tables, evaluated (esbuild strips the types; these modules touch no browser API). */
async function sourceTables() {
  const entry = [
    "export { PAYMENT_MESSAGE_BY_STATUS, PAYMENT_MESSAGE_BY_CODE, MERCHANT_CLIENT_ERROR, PAYMENT_METHOD_REGEX_ERROR, GENERIC_PAYMENT_ERROR_KEY } from './src/stores/deposit/payment-error.ts';",
    "export { WITHDRAWAL_ERROR_KEYS } from './src/flows/withdrawal/errors.ts';",
    "export { WITHDRAWAL_ERROR_CODES } from './src/domain/withdrawal.ts';",
    "export { NETWORK_ERROR_KEY } from './src/transport/errors.ts';",
    "export { THROWN } from './src/transport/thrown.ts';",
    "export { PLAYER_ERROR_KEYS } from './src/app/screens/player-error-keys.ts';",
    "export { MISSING_TRANSLATION_PREFIX, LOCALE_LOAD_FAILED_PREFIX } from './src/i18n/reporting.ts';",
    "export { KEY_REUSED_CODE } from './src/transport/idempotency.ts';",
  ].join('\n');
  const out = await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

/** `export const NAME = '…'` of a source file (for files that import the browser-side stores). */
function constant(path, name) {
  const match = read(path).match(new RegExp(`export const ${name}\\s*=\\s*'([^']*)'`));
  assert.ok(match, `${path} no longer exports ${name} as a string`);
  return match[1];
}

/** The English of a locale key: the main file, else the part named by its first segment. */
function english(key) {
  const main = JSON.parse(read('locales/en.json'));
  if (key in main) return main[key];
  const part = JSON.parse(read(`locales/${key.split('.')[0]}/en.json`));
  assert.ok(key in part, `no English text for ${key}`);
  return part[key];
}

test('LIVE-06: the variables table lists every --cashier-* custom property the styles use, with its light and dark defaults from styles/tokens.css', () => {
  const used = new Set(files('styles', ['.css']).flatMap((f) => read(f).match(/--cashier-[a-z0-9-]+/g) ?? []));
  const rows = tableAfter('### CSS custom properties');
  const documented = rows.map(([name]) => ticked(name)[0]);
  assert.deepEqual([...used].filter((v) => !documented.includes(v)).sort(), [], 'used in styles/ but missing from docs/go-live.md');
  assert.deepEqual(documented.filter((v) => !used.has(v)), [], 'documented but used nowhere in styles/');
  const tokens = read('styles/tokens.css');
  const [light, dark] = tokens.split(":host([data-theme='dark'])");
  const valueIn = (css, name) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim().replace(/\s+/g, ' ');
  for (const [name, , lightCell, darkCell] of rows) {
    const variable = ticked(name)[0];
    assert.equal(ticked(lightCell)[0], valueIn(light, variable), `${variable}: light default`);
    assert.equal(darkCell === '—' ? undefined : ticked(darkCell)[0], valueIn(dark, variable), `${variable}: dark (native app) default`);
  }
});

test('LIVE-06: the parts table lists exactly the part="…" names the element exposes', () => {
  const parts = new Set(files('src', ['.tsx', '.ts']).flatMap((f) => [...read(f).matchAll(/\bpart="([a-z-]+)"/g)].map((m) => m[1])));
  const documented = tableAfter('### Parts').map(([cell]) => ticked(cell)[0].replace(/^::part\((.*)\)$/, '$1'));
  assert.deepEqual(documented.sort(), [...parts].sort());
});

test('LIVE-04: the error table has a row for every error code the sandbox answers and the widget reads, and its English is the locale\'s', async () => {
  const t = await sourceTables();
  const server = files('demo/server', ['.ts']).flatMap((f) => [...read(f).matchAll(/'((?:auth|banking|validation|request|server|call|sandbox)\.[a-zA-Z]+|captcha_required)'/g)].map((m) => m[1]));
  const widget = [
    ...Object.keys(t.PAYMENT_MESSAGE_BY_CODE),
    ...Object.keys(t.WITHDRAWAL_ERROR_KEYS),
    ...Object.values(t.WITHDRAWAL_ERROR_CODES),
    t.MERCHANT_CLIENT_ERROR,
    t.PAYMENT_METHOD_REGEX_ERROR,
    t.KEY_REUSED_CODE,
    constant('src/stores/deposit/send-with-captcha.ts', 'CAPTCHA_REQUIRED'),
  ];
  const rows = tableAfter('### One error table');
  const codes = new Set(rows.flatMap(([, code]) => ticked(code)));
  assert.deepEqual([...new Set([...server, ...widget])].filter((c) => !codes.has(c)).sort(), [], 'codes missing from the error table');

  // Every key the widget shows for a failure, each row's English equal to locales/.
  const keys = [
    ...Object.values(t.PAYMENT_MESSAGE_BY_CODE),
    ...Object.values(t.PAYMENT_MESSAGE_BY_STATUS),
    ...Object.values(t.WITHDRAWAL_ERROR_KEYS),
    ...Object.values(t.PLAYER_ERROR_KEYS),
    t.GENERIC_PAYMENT_ERROR_KEY,
    t.NETWORK_ERROR_KEY,
  ];
  const shown = new Map();
  for (const [, , , , sees] of rows) for (const m of sees.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)+)` "([^"]*)"/g)) shown.set(m[1], m[2]);
  assert.deepEqual([...new Set(keys)].filter((k) => !shown.has(k)).sort(), [], 'player messages missing from the error table');
  for (const [key, text] of shown) assert.equal(text, english(key).replace(/\{\{(\w+)\}\}/g, '{$1}'), `${key}: the English in the table`);

  // Statuses the widget maps to a message are in the status column of some row.
  const statuses = new Set(rows.flatMap(([, , status]) => status.match(/\d{3}/g) ?? []));
  for (const status of Object.keys(t.PAYMENT_MESSAGE_BY_STATUS)) assert.ok(statuses.has(status), `status ${status} missing from the error table`);
});

test('LIVE-04: every text the widget sends in Error and onInitError is in the error table', async () => {
  const t = await sourceTables();
  const hostColumn = tableAfter('### One error table').map(([, , , host]) => host).join('\n');
  const texts = [
    'Server.HTTP.request.ERROR: ',
    'Server.Socket.request.ERROR: ',
    t.MISSING_TRANSLATION_PREFIX.trim(),
    t.LOCALE_LOAD_FAILED_PREFIX.trim(),
    constant('src/element/host/inbound-actions.ts', 'INCORRECT_DATA_MESSAGE'),
    constant('src/stores/rejected-link.ts', 'REJECTED_LINK_MESSAGE'),
    constant('src/stores/deposit/create-call.ts', 'SILENT_HELPER_MESSAGE'),
    ...Object.values(t.THROWN),
    `Property ${constant('src/element/host/native.ts', 'NATIVE_USER_PROPERTY')} not found`,
    'No token or loaded handshake received within 30 s',
  ];
  assert.deepEqual(texts.filter((text) => !hostColumn.includes(text)), [], 'host texts missing from the error table');
  // The Error payload's fields, as the typed map has them.
  const map = read('src/domain/host-messages.ts');
  const errorFields = map.slice(map.indexOf('  Error: {'), map.indexOf('};', map.indexOf('  Error: {'))).match(/^\s+(\w+)\??:/gm).map((f) => f.trim().replace(/\??:$/, ''));
  assert.deepEqual(errorFields.filter((f) => !doc.includes(`\`${f}\``)), [], 'Error payload fields missing from docs/go-live.md');
});
