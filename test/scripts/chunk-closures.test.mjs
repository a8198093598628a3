// scripts/build/closures.mjs (issue #24): a lazy import asks for its chunk's whole closure in one
// wave — shared chunks and the UI parts it imports as it runs — from the entry's table (the chunks a
// host can open first) or from the closure manifest the app loads once the list is idle.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { chunkClosures, chunkKey, closureName, closuresBanner, closuresChunk, IMPORT_FN, renderedWithScreen, routeLazyImports } from '../../scripts/build/closures.mjs';

const metafile = {
  outputs: {
    'dist/chunks/flows-redirect-AAAAAAAA.js': { entryPoint: 'src/flows/redirect/redirect.screen.tsx', imports: [{ path: 'dist/chunks/chunk-ENGINE11.js', kind: 'import-statement' }] },
    'dist/chunks/chunk-ENGINE11.js': {
      imports: [
        { path: 'dist/chunks/chunk-CSS22222.js', kind: 'import-statement' },
        { path: 'dist/chunks/form-fields-BBBBBBBB.js', kind: 'dynamic-import' },
        { path: 'dist/chunks/captcha-CCCCCCCC.js', kind: 'dynamic-import' },
      ],
    },
    'dist/chunks/chunk-CSS22222.js': { imports: [] },
    'dist/chunks/form-fields-BBBBBBBB.js': { entryPoint: 'src/ui/form-fields.tsx', imports: [{ path: 'dist/chunks/chunk-FIELDS33.js', kind: 'import-statement' }] },
    'dist/chunks/chunk-FIELDS33.js': { imports: [] },
    'dist/chunks/captcha-CCCCCCCC.js': { entryPoint: 'src/stores/deposit/captcha/geetest-slider.ts', imports: [] },
    'dist/chunks/flows-form-DDDDDDDD.js': { entryPoint: 'src/flows/form/form.screen.tsx', imports: [] },
  },
};

test('TAP-02: a closure holds the static shared chunks and the UI parts the chunk imports as it runs, not store actions', () => {
  const closures = chunkClosures(metafile);
  assert.deepEqual(closures.get('AAAAAAAA'), ['CSS22222', 'ENGINE11', 'FIELDS33', 'form-fields-BBBBBBBB']);
  assert.deepEqual(closures.get('BBBBBBBB'), ['FIELDS33']);
  assert.deepEqual(closures.get('DDDDDDDD'), []);
  assert.equal(renderedWithScreen('src/stores/analytics.ts'), false);
  assert.equal(renderedWithScreen('src/ui/qr-symbol.ts'), true);
});

test('chunks are keyed by their hash and named as the preload helper takes them', () => {
  assert.equal(chunkKey('./chunks/app-wallet-flows-TBCA5ASI.js'), 'TBCA5ASI');
  assert.equal(closureName('chunks/chunk-AB12CD34.js'), 'AB12CD34');
  assert.equal(closureName('chunks/form-fields-AB12CD34.js'), 'form-fields-AB12CD34');
});

test('TAP-01: the first chunks\' closures are in the banner, every other one in the manifest chunk', () => {
  const closures = chunkClosures(metafile);
  const first = new Set(['BBBBBBBB']);
  const manifest = closuresChunk(closures, first);
  assert.match(manifest.file, /^chunks\/closures-[A-Z0-9]{8}\.js$/);
  assert.deepEqual(Object.keys(JSON.parse(manifest.text.replace(/^export default /, '').replace(/;\n$/, ''))), ['AAAAAAAA']);
  const banner = closuresBanner(closures, first, manifest.file);
  assert.match(banner, /^var __cc=\{"BBBBBBBB":\["FIELDS33"\]\},/);
  assert.ok(banner.includes(`import("./${manifest.file}")`));
});

test('a lazy import asks for its closure beside the chunk, in the same task; an unknown chunk just loads', async () => {
  const banner = closuresBanner(new Map([['AAAAAAAA', ['ENGINE11', 'form-fields-BBBBBBBB']]]), new Set(['AAAAAAAA']), 'chunks/closures-X.js');
  const asked = [];
  const lazyImport = new Function('track', `${banner.replaceAll('import(', 'track(')} return ${IMPORT_FN};`)((path) => (asked.push(path), Promise.resolve({})));
  void lazyImport('./chunks/flows-redirect-AAAAAAAA.js');
  assert.deepEqual(asked, ['./chunks/chunk-ENGINE11.js', './chunks/form-fields-BBBBBBBB.js', './chunks/flows-redirect-AAAAAAAA.js']);
  asked.length = 0;
  void lazyImport('./chunks/flows-form-DDDDDDDD.js');
  assert.deepEqual(asked, ['./chunks/flows-form-DDDDDDDD.js']);
});

test('TAP-01: a chunk imported before the manifest is in gets its closure the moment it arrives, and nothing is fetched meanwhile', async () => {
  const banner = closuresBanner(new Map([['AAAAAAAA', ['ENGINE11']], ['DDDDDDDD', ['CSS22222']]]), new Set(), 'chunks/closures-X.js');
  const asked = [];
  const manifest = { default: { DDDDDDDD: ['CSS22222'] } };
  const [lazyImport, loadManifest] = new Function('track', `${banner.replaceAll('import(', 'track(')} return [${IMPORT_FN}, __cl];`)((path) => (asked.push(path), Promise.resolve(path.includes('closures-') ? manifest : {})));
  void lazyImport('./chunks/flows-form-DDDDDDDD.js');
  assert.deepEqual(asked, ['./chunks/flows-form-DDDDDDDD.js']);
  await loadManifest();
  assert.deepEqual(asked, ['./chunks/flows-form-DDDDDDDD.js', './chunks/closures-X.js', './chunks/chunk-CSS22222.js']);
  asked.length = 0;
  void lazyImport('./chunks/flows-form-DDDDDDDD.js');
  assert.deepEqual(asked, ['./chunks/chunk-CSS22222.js', './chunks/flows-form-DDDDDDDD.js']);
});

test('the entry\'s lazy imports go through the helper; the banner\'s own imports and the length stay', () => {
  const banner = 'var __cc={};';
  const code = `${banner}\nconst a=()=>import("./chunks/x-AAAAAAAA.js");`;
  const routed = routeLazyImports(code, banner);
  assert.equal(routed, `${banner}\nconst a=()=>${IMPORT_FN}("./chunks/x-AAAAAAAA.js");`);
  assert.equal(routed.length, code.length);
  assert.throws(() => routeLazyImports(`${banner}\nvar __cp=1;`, banner), /already names __cp/);
});

// The build itself: preloading a chunk with its closure leaves nothing for the browser to discover
// afterwards — every static import and every UI part imported as it runs, of every file in the set,
// is in the set (so a lazy screen arrives in one wave).
test('TAP-02: every lazy chunk of the real build is closed: its closure asks for everything its files import', async () => {
  const root = new URL('../../', import.meta.url);
  const meta = new URL('dist/meta.json', root);
  if (!existsSync(meta)) await (await import('../../esbuild.config.mjs')).buildAll({ quiet: true });
  const outputs = JSON.parse(readFileSync(meta, 'utf8')).outputs;
  const entryText = readFileSync(new URL('dist/payment-cashier.js', root), 'utf8');
  const table = JSON.parse(/^var __cc=(\{.*?\}),__cq=/m.exec(entryText)[1]);
  const manifestFile = /import\("\.\/(chunks\/closures-[A-Z0-9]+\.js)"\)/.exec(entryText)[1];
  Object.assign(table, JSON.parse(readFileSync(new URL(`dist/${manifestFile}`, root), 'utf8').replace(/^export default /, '').replace(/;\s*$/, '')));
  const fileOf = (name) => `chunks/${name.includes('-') ? name : `chunk-${name}`}.js`;
  const lazy = [...entryText.matchAll(new RegExp(`${IMPORT_FN}\\("\\./(chunks/[^"]+\\.js)"\\)`, 'g'))].map((m) => m[1]);
  assert.ok(lazy.length > 25, 'the entry routes its lazy imports through the helper');
  const problems = [];
  for (const chunk of new Set(lazy)) {
    const wave = new Set([chunk, ...(table[chunkKey(chunk)] ?? []).map(fileOf)]);
    for (const file of wave) {
      const text = readFileSync(new URL(`dist/${file}`, root), 'utf8');
      const statics = [...text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `chunks/${m[1]}`);
      const nested = [...text.matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map((m) => `chunks/${m[1]}`).filter((dep) => renderedWithScreen(outputs[`dist/${dep}`]?.entryPoint));
      for (const dep of [...statics, ...nested]) if (!wave.has(dep)) problems.push(`${chunk}: ${file} imports ${dep}, not in its closure`);
    }
  }
  assert.deepEqual(problems, []);
});
