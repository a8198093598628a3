// The integrators' typings carry the host-message map as it is in the source (issue #22,
// deliverable 5): types/payment-cashier.d.ts is generated from src/domain/host-messages.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BEGIN, END, MAP_BEGIN, MAP_END, hostTypes, renderHostTypes } from '../../scripts/build/host-types.mjs';

const root = new URL('../../', import.meta.url);
const map = (types) => `/** the map's own comment */\n${MAP_BEGIN}\n${types}${MAP_END}\n\nexport const LIST = ['A'];\n`;

test('HOST-29: the committed types/payment-cashier.d.ts equals the one generated from the host-message map (`npm run build` refreshes it)', async () => {
  const [, generated, committed] = await hostTypes(root);
  assert.equal(committed, generated);
});

test('only the public typings of the map are copied, only between the markers, and copying again changes nothing', () => {
  const typings = `head\n${BEGIN}\nold\n${END}\ntail\n`;
  const once = renderHostTypes(map('export type A = 1;\n'), typings);
  assert.equal(once, `head\n${BEGIN}\nexport type A = 1;\n${END}\ntail\n`);
  assert.equal(renderHostTypes(map('export type A = 1;\n'), once), once);
});

test('public typings that import, or files without their markers, stop the generation with the reason', () => {
  const typings = `${BEGIN}\n${END}\n`;
  assert.throws(() => renderHostTypes(map("import type { X } from './x.ts';\n"), typings), /must import nothing/);
  assert.throws(() => renderHostTypes('export type A = 1;\n', typings), /host-messages\.ts has lost its marker lines/);
  assert.throws(() => renderHostTypes(map('export type A = 1;\n'), 'no markers here\n'), /payment-cashier\.d\.ts has lost its marker lines/);
});
