// scripts/build/kernel.mjs: a lazy screen's shared chunks start loading with it (issue #9: every
// flow is its own chunk, and the deposit engine they share must not cost a second round trip).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PRELOAD_BANNER, preloadName, staticChunkDeps, withChunkPreloads } from '../../scripts/build/kernel.mjs';

const metafile = {
  outputs: {
    'dist/chunks/flows-redirect-AAAA.js': { entryPoint: 'src/flows/redirect/redirect.screen.tsx', imports: [{ path: 'dist/chunks/chunk-ENGINE.js', kind: 'import-statement' }] },
    'dist/chunks/chunk-ENGINE.js': { imports: [{ path: 'dist/chunks/chunk-CSS.js', kind: 'import-statement' }, { path: 'dist/chunks/qr-BBBB.js', kind: 'dynamic-import' }] },
    'dist/chunks/chunk-CSS.js': { imports: [] },
    'dist/chunks/qr-BBBB.js': { entryPoint: 'node_modules/qrcode/lib/browser.js', imports: [] },
    'dist/chunks/flows-form-CCCC.js': { entryPoint: 'src/flows/form/form.screen.tsx', imports: [] },
  },
};

test('static chunk deps are transitive, static only, and relative to dist', () => {
  const deps = staticChunkDeps(metafile);
  assert.deepEqual(deps.get('src/flows/redirect/redirect.screen.tsx'), ['chunks/chunk-CSS.js', 'chunks/chunk-ENGINE.js']);
  assert.equal(deps.has('src/flows/form/form.screen.tsx'), false);
});

test("a lazy import gets its shared chunks' imports beside it; others are left alone", () => {
  const deps = staticChunkDeps(metafile);
  const source = "const a = () => import('./redirect.screen.tsx');\nconst b = () => import('../form/form.screen.tsx');";
  const out = withChunkPreloads(source, 'src/flows/redirect/index.ts', '/repo', deps);
  assert.equal(
    out.split('\n')[0],
    'const a = () => (__cashierPreload("CSS", "ENGINE"), import(\'./redirect.screen.tsx\'));',
  );
  assert.equal(out.split('\n')[1], "const b = () => import('../form/form.screen.tsx');");
});

test('decision UNI-12: an import marked /* no-preload */ gets no preload list (its screen follows another lazy page)', () => {
  const deps = staticChunkDeps(metafile);
  const source = "const a = () => import(/* no-preload */ './redirect.screen.tsx');";
  assert.equal(withChunkPreloads(source, 'src/flows/redirect/index.ts', '/repo', deps), source);
});

test('a shared chunk is named by its hash alone; the helper puts the path back', async () => {
  assert.equal(preloadName('chunks/chunk-AB12CD.js'), 'AB12CD');
  assert.equal(preloadName('chunks/other-AB12.js'), 'chunks/other-AB12.js');
  const asked = [];
  const helper = new Function('track', `${PRELOAD_BANNER.replaceAll('import(', 'track(')} return __cashierPreload;`)((path) => {
    asked.push(path);
    return Promise.resolve();
  });
  helper('AB12CD', 'chunks/other-AB12.js');
  assert.deepEqual(asked, ['./chunks/chunk-AB12CD.js', './chunks/other-AB12.js']);
});
