// scripts/build/cdn-release.mjs (issue #23 deliverable 3): the CDN release folder, its precompressed
// twins and integrity.json, built from a small stand-in for dist/ in a temporary folder.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { widgetVersion, writeCdnRelease } from '../../scripts/build/cdn-release.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const entry = `import("./chunks/screen-AB12CD34.js");${'/* the widget */'.repeat(200)}`;
const files = {
  'payment-cashier.js': entry,
  'payment-cashier.js.map': '{"version":3,"mappings":""}',
  'chunks/screen-AB12CD34.js': `export const screen = ${JSON.stringify('x'.repeat(500))};`,
  'locales/de.1a2b3c4d.json': JSON.stringify({ deposit: 'Einzahlung'.repeat(40) }),
  'icons/EUR.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(30)}</svg>`,
  'iframe.html': '<!doctype html><title>x</title>',
  'meta.json': '{"outputs":{}}',
  'esm/index.js': 'export {};',
  'integrity.json': '{"stale":"sha384-old"}',
};
let root;
let result;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'cdn-release-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, 'dist', name)), { recursive: true });
    await writeFile(join(root, 'dist', name), text);
  }
  result = await writeCdnRelease({ root, version: 'v9.8.7' });
});
after(() => rm(root, { recursive: true, force: true }));

const released = (name) => join(root, 'release/cdn/v9.8.7', name);
const sha384 = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('CDN-01: the release holds the self-contained build under its version, without the bundler build or the metafile', async () => {
  for (const name of ['payment-cashier.js', 'payment-cashier.js.map', 'chunks/screen-AB12CD34.js', 'locales/de.1a2b3c4d.json', 'icons/EUR.svg', 'iframe.html'])
    assert.equal(await readFile(released(name), 'utf8'), files[name], name);
  for (const name of ['meta.json', 'esm/index.js']) assert.equal(existsSync(released(name)), false, name);
  assert.equal(result.dir, join(root, 'release/cdn/v9.8.7'));
});

test('CDN-02: each text file has a brotli and a gzip twin that unpack to its bytes; a twin that would be larger is not written', async () => {
  for (const name of ['payment-cashier.js', 'chunks/screen-AB12CD34.js', 'locales/de.1a2b3c4d.json', 'icons/EUR.svg']) {
    const bytes = await readFile(released(name));
    const br = await readFile(`${released(name)}.br`);
    const gz = await readFile(`${released(name)}.gz`);
    assert.ok(br.length < bytes.length && gz.length < bytes.length, name);
    assert.deepEqual(brotliDecompressSync(br), bytes, `${name}.br`);
    assert.deepEqual(gunzipSync(gz), bytes, `${name}.gz`);
  }
  // 31 bytes of HTML: gzip's own header and trailer make it larger.
  assert.equal(existsSync(`${released('iframe.html')}.gz`), false);
});

test('CDN-03: integrity.json gives the sha384 of every JS file, the entry first, the same in dist/ and in the release', async () => {
  const published = JSON.parse(await readFile(join(root, 'dist/integrity.json'), 'utf8'));
  assert.deepEqual(Object.keys(published), ['payment-cashier.js', 'chunks/screen-AB12CD34.js']);
  assert.equal(published['payment-cashier.js'], sha384(entry));
  assert.equal(published['chunks/screen-AB12CD34.js'], sha384(files['chunks/screen-AB12CD34.js']));
  assert.equal(await readFile(released('integrity.json'), 'utf8'), await readFile(join(root, 'dist/integrity.json'), 'utf8'));
  assert.deepEqual(result.integrity, published);
});

test('CDN-01: the release version is WIDGET_VERSION of src/domain/constants.ts', async () => {
  const constants = await readFile(join(repo, 'src/domain/constants.ts'), 'utf8');
  const version = await widgetVersion(repo);
  assert.match(version, /^v\d+\.\d+\.\d+$/);
  assert.ok(constants.includes(`WIDGET_VERSION = '${version}'`));
});

test('CDN-01: a second release of the same version replaces the first, leaving no file of it behind', async () => {
  await rm(join(root, 'dist/icons/EUR.svg'));
  await writeCdnRelease({ root, version: 'v9.8.7' });
  assert.equal(existsSync(released('icons/EUR.svg')), false);
  assert.equal(existsSync(`${released('icons/EUR.svg')}.br`), false);
});
