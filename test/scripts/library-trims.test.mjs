// scripts/build/library-trims.mjs: wouter without the React < 18 shim and without the default
// (browser-location) router the cashier never uses (issue #24, ROOM-04, ROOM-05).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { libraryTrims } from '../../scripts/build/library-trims.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundleWouter(plugins) {
  const result = await build({
    stdin: { contents: 'export { Router, useLocation, useSearch, Link } from "wouter";', resolveDir: root, loader: 'js' },
    bundle: true, format: 'esm', minify: true, write: false, plugins, logLevel: 'silent',
    external: ['react'],
  });
  return result.outputFiles[0].text;
}

test('ROOM-04: wouter takes useSyncExternalStore from React itself, without the React < 18 shim', async () => {
  const full = await bundleWouter([]);
  const trimmed = await bundleWouter([libraryTrims]);
  assert.ok(/getSnapshot/.test(full), 'the shim is in the untrimmed build');
  assert.ok(!/getSnapshot/.test(trimmed), 'no shim');
  assert.ok(/useSyncExternalStore/.test(trimmed), 'the hook still comes from react');
  assert.ok(!/require\(/.test(trimmed) && !/__commonJS/.test(trimmed), 'no CommonJS shim wrapper left');
});

test("ROOM-05: the build never patches the host page's history nor reads its location", async () => {
  const full = await bundleWouter([]);
  const trimmed = await bundleWouter([libraryTrims]);
  assert.ok(/wouter_v3/.test(full) && /pushState/.test(full), 'wouter patches history when imported');
  assert.ok(!/wouter_v3|pushState|replaceState|location\.pathname|popstate/.test(trimmed), 'no history patch or browser location');
  assert.ok(/outside the cashier's memory router/.test(trimmed), 'the default router fails loudly if ever used');
});
