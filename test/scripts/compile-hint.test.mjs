// The entry's V8 compile hint (decision CRIT-07, issue #24): its first line, before the closures'
// banner, so Chromium compiles the entry on the streaming thread instead of in the load's longest task.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { COMPILE_HINT, withCompileHint } from '../../scripts/build/compile-hint.mjs';

const root = new URL('../../', import.meta.url);

test('CRIT-07: the hint is V8\'s whole-file magic comment, on a line of its own before the banner', () => {
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad');
  assert.equal(withCompileHint('var __cc={};'), '//# allFunctionsCalledOnLoad\nvar __cc={};');
});

test('CRIT-07: the built entry starts with the compile hint; lazy chunks do not carry it', async () => {
  if (!existsSync(new URL('dist/meta.json', root))) await (await import('../../esbuild.config.mjs')).buildAll({ quiet: true });
  const entry = readFileSync(new URL('dist/payment-cashier.js', root), 'utf8');
  assert.equal(entry.split('\n', 1)[0], COMPILE_HINT);
  const meta = JSON.parse(readFileSync(new URL('dist/meta.json', root), 'utf8'));
  const chunk = Object.keys(meta.outputs).find((path) => /^dist\/chunks\/flows-.*\.js$/.test(path));
  assert.ok(chunk, 'a flow chunk exists');
  assert.ok(!readFileSync(new URL(chunk, root), 'utf8').includes(COMPILE_HINT));
});
