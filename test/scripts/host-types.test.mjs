// The integrators' typings carry the host-message map as it is in the source (issue #22,
// deliverable 5): types/payment-cashier.d.ts is generated from src/domain/host-message-map.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BEGIN, END, hostTypes, renderHostTypes } from '../../scripts/build/host-types.mjs';

const root = new URL('../../', import.meta.url);

test('HOST-29: the committed types/payment-cashier.d.ts equals the one generated from the host-message map (run `npm run build` to refresh it)', async () => {
  const [, generated, committed] = await hostTypes(root);
  assert.equal(committed, generated);
});

test('the map replaces only what lies between the markers, and again gives the same file', () => {
  const typings = `head\n${BEGIN}\nold\n${END}\ntail\n`;
  const once = renderHostTypes('/** the map file comment */\nexport type A = 1;\n', typings);
  assert.equal(once, `head\n${BEGIN}\nexport type A = 1;\n${END}\ntail\n`);
  assert.equal(renderHostTypes('/** the map file comment */\nexport type A = 1;\n', once), once);
});

test('a map that imports, or typings without their markers, stop the generation with the reason', () => {
  assert.throws(() => renderHostTypes("/** c */\nimport type { X } from './x.ts';\n", `${BEGIN}\n${END}\n`), /must import nothing/);
  assert.throws(() => renderHostTypes('export type A = 1;\n', 'no markers here\n'), /lost its marker lines/);
});
