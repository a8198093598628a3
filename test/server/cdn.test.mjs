// The CDN layout the sandbox serves (issue #23 deliverable 3, decisions CDN-03…06): the exact
// version and the moving major from release/cdn/<version>/, cache headers per kind of file,
// brotli/gzip by Accept-Encoding, CORS for module scripts, and integrity.json against the bytes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { start } from './helpers.mjs';

const VERSION = 'v1.0.486';
const RELEASE = `release/cdn/${VERSION}`;
// `npm test` built dist/ and the release once before the suites (CASHIER_PREBUILT).
if (!process.env.CASHIER_PREBUILT || !existsSync(`${RELEASE}/payment-cashier.js`)) {
  const { buildAll } = await import('../../esbuild.config.mjs');
  await buildAll({ quiet: true });
}

let ctx;
before(async () => (ctx = await start()));
after(() => ctx.stop());

/** GET without fetch's own decoding: { status, headers, body } with the bytes as sent. */
function raw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    get(`${ctx.base}${path}`, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}
const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One file of each kind, named as this build named them. */
const chunk = `chunks/${readdirSync(`${RELEASE}/chunks`).find((f) => f.endsWith('.js'))}`;
const locale = `locales/${readdirSync(`${RELEASE}/locales`).find((f) => /^de\.[0-9a-f]{8}\.json$/.test(f))}`;
const KINDS = {
  'payment-cashier.js': /^text\/javascript/,
  [chunk]: /^text\/javascript/,
  [locale]: /^application\/json/,
  'icons/EUR.svg': /^image\/svg\+xml/,
  'iframe.html': /^text\/html/,
  'integrity.json': /^application\/json/,
};

test('CDN-04: the exact version serves every kind of file immutable, with its media type', async () => {
  for (const [file, type] of Object.entries(KINDS)) {
    const r = await raw(`/widget/${VERSION}/${file}`);
    assert.equal(r.status, 200, file);
    assert.equal(r.headers['cache-control'], IMMUTABLE, file);
    assert.match(r.headers['content-type'], type, file);
  }
});

test('CDN-04: the moving major serves the same release; hashed files immutable, the rest 5 minutes and revalidated by ETag', async () => {
  for (const file of Object.keys(KINDS)) {
    const [major, exact] = await Promise.all([raw(`/widget/v1/${file}`), raw(`/widget/${VERSION}/${file}`)]);
    assert.equal(major.status, 200, file);
    assert.deepEqual(major.body, exact.body, file);
    const hashed = file === chunk || file === locale;
    assert.equal(major.headers['cache-control'], hashed ? IMMUTABLE : 'public, max-age=300', file);
  }
  const first = await raw('/widget/v1/payment-cashier.js');
  assert.ok(first.headers.etag);
  const again = await raw('/widget/v1/payment-cashier.js', { 'if-none-match': first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.headers['cache-control'], 'public, max-age=300');
});

test('CDN-05: brotli or gzip by Accept-Encoding, from the precompressed twins, with Vary: Accept-Encoding', async () => {
  for (const file of ['payment-cashier.js', chunk, locale, 'icons/EUR.svg']) {
    const plain = await raw(`/widget/${VERSION}/${file}`);
    const br = await raw(`/widget/${VERSION}/${file}`, { 'accept-encoding': 'br' });
    const gz = await raw(`/widget/${VERSION}/${file}`, { 'accept-encoding': 'gzip' });
    assert.equal(plain.headers['content-encoding'], undefined, file);
    assert.equal(br.headers['content-encoding'], 'br', file);
    assert.equal(gz.headers['content-encoding'], 'gzip', file);
    assert.deepEqual(brotliDecompressSync(br.body), plain.body, file);
    assert.deepEqual(gunzipSync(gz.body), plain.body, file);
    for (const r of [plain, br, gz]) assert.match(r.headers.vary, /accept-encoding/i, file);
    assert.match(br.headers['content-type'], KINDS[file], file);
  }
  const entry = await raw(`/widget/${VERSION}/payment-cashier.js`, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(entry.headers['content-encoding'], 'br', 'brotli first when both are accepted');
  assert.ok(entry.body.length < 130_000, `entry sent as ${entry.body.length} bytes`);
});

test('CDN-06: every widget file, versioned or not, may be read by a module script of any origin', async () => {
  for (const path of [`/widget/${VERSION}/payment-cashier.js`, `/widget/v1/${chunk}`, `/widget/${VERSION}/${locale}`, '/widget/payment-cashier.js', `/widget/${locale}`]) {
    const r = await raw(path, { origin: 'https://casino.example' });
    assert.equal(r.status, 200, path);
    assert.equal(r.headers['access-control-allow-origin'], '*', path);
    assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin', path);
    assert.equal(r.headers['access-control-allow-credentials'], undefined, path);
  }
});

test('CDN-06: the unversioned /widget/ stays as it was: dist/ as built, revalidated on every use, not compressed', async () => {
  const r = await raw('/widget/payment-cashier.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(r.status, 200);
  assert.equal(r.headers['cache-control'], 'public, max-age=0');
  assert.equal(r.headers['content-encoding'], undefined);
  assert.match(r.headers['content-type'], /^text\/javascript/);
});

test('CDN-03: integrity.json carries the sha384 of the entry and of every JS file as they are served', async () => {
  const published = JSON.parse((await raw(`/widget/${VERSION}/integrity.json`)).body.toString('utf8'));
  assert.equal(Object.keys(published)[0], 'payment-cashier.js');
  const js = readdirSync(RELEASE, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  assert.deepEqual(Object.keys(published).sort(), js.map((f) => f.split('\\').join('/')).sort());
  for (const [file, hash] of Object.entries(published)) {
    const served = await raw(`/widget/${VERSION}/${file}`, { 'accept-encoding': 'br' });
    const bytes = served.headers['content-encoding'] === 'br' ? brotliDecompressSync(served.body) : served.body;
    assert.equal(sha384(bytes), hash, file);
  }
  const dist = JSON.parse((await raw('/widget/integrity.json')).body.toString('utf8'));
  assert.deepEqual(dist, published);
});

test('CDN-04: the sandbox’s method icons (the widget’s default icons/methods/ folder) are in every widget folder, readable from any origin', async () => {
  for (const folder of ['/widget/', `/widget/${VERSION}/`, '/widget/v1/']) {
    const r = await raw(`${folder}icons/methods/visa.svg`);
    assert.equal(r.status, 200, folder);
    assert.match(r.headers['content-type'], /^image\/svg\+xml/, folder);
    assert.match(r.body.toString('utf8'), /^<svg /, folder);
    assert.equal(r.headers['access-control-allow-origin'], '*', folder);
    assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin', folder);
  }
});
