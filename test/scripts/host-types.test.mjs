// The integrators' typings and manifest are generated from the source (issues #22 and #23,
// deliverable 5): types/payment-cashier.d.ts, types/react.d.ts and custom-elements.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostTypes } from '../../scripts/build/host-types.mjs';
import { hostTokens } from '../../scripts/build/typings-css.mjs';
import { propertyMembers } from '../../scripts/build/typings-dom.mjs';
import { BLOCK_BEGIN, BLOCK_END, publicBlock, readSources } from '../../scripts/build/typings-source.mjs';

const root = new URL('../../', import.meta.url);
const generated = await hostTypes(root);
const text = (file) => generated.find((g) => g.file === file).generated;
const sources = await readSources(root);

test('HOST-29, TYPES-01: every committed typings file and custom-elements.json equals what the generator writes (`npm run build` refreshes them)', () => {
  assert.deepEqual(generated.map((g) => g.file), ['types/payment-cashier.d.ts', 'types/react.d.ts', 'custom-elements.json']);
  for (const { file, generated: fresh, committed } of generated) assert.equal(committed, fresh, `${file} is stale: run node scripts/build/host-types.mjs`);
});

test('TYPES-01: each public block is copied as it is, only what lies between its markers, and it may import nothing', () => {
  const source = (body) => `/** the file's own comment */\n${BLOCK_BEGIN}\n${body}${BLOCK_END}\n\nexport const LIST = ['A'];\n`;
  assert.equal(publicBlock(source('export type A = 1;\n'), 'a.ts'), 'export type A = 1;\n');
  assert.throws(() => publicBlock(source("import type { X } from './x.ts';\n"), 'a.ts'), /a\.ts must import nothing/);
  assert.throws(() => publicBlock('export type A = 1;\n', 'b.ts'), /b\.ts has lost its marker lines/);
  for (const { file, text: block } of sources.blocks) assert.ok(text('types/payment-cashier.d.ts').includes(`// ---- from ${file} ----\n${block}`), file);
});

test("TYPES-01: a property the element has but the typings lack (or the reverse) stops the generation with both lists", () => {
  const typings = 'export interface CashierHandshake { token?: string; }\nexport interface CashierWidgetOptions { debug?: boolean; }\n';
  assert.equal(propertyMembers(typings, ['debug', 'token']).length, 2);
  assert.throws(() => propertyMembers(typings, ['debug', 'token', 'route']), /runtime: debug, route, token\n {2}typings: debug, token/);
});

test('TYPES-01: the typings name every attribute of ATTRIBUTE_TO_PROPERTY with its property, and schema.meta every key the widget reads', () => {
  const dom = text('types/payment-cashier.d.ts');
  assert.equal(sources.attributes.length, 22);
  for (const { attribute, property } of sources.attributes) assert.match(dom, new RegExp(`'${attribute}'\\?: PaymentCashierProperties\\['${property}'\\]`));
  assert.match(dom, /'pwa'\?: PaymentCashierProperties\['pwa'\] \| 'true' \| 'false' \| '';/);
  for (const key of ['geetestCaptchaId', 'recaptchaSiteKey', 'recaptchaEnterpriseSiteKey', 'captchaScripts', 'showCryptoInstruction', 'isCryptoBonusAvailable', 'hideVpnHint']) {
    assert.match(dom, new RegExp(`\\n {4}${key}\\?:`), key);
  }
});

test('EVT-01, TYPES-02: the colon-free event names in the typings are dashedEventName\'s, and the DOM typings never reach for React', () => {
  const dom = text('types/payment-cashier.d.ts');
  assert.equal(sources.events.length, 16);
  for (const [type, dashed] of [['Loaded', 'cashier-loaded'], ['onTokenExpired', 'cashier-token-expired'], ['openExtBrowser', 'cashier-open-ext-browser'], ['onInvalidP2PResponse', 'cashier-invalid-p2p-response']]) {
    assert.match(dom, new RegExp(`\\n  ${type}: '${dashed}';\\n`));
  }
  assert.doesNotMatch(dom, /from 'react'|import\('react'\)|reference types="react"/);
  assert.match(text('types/react.d.ts'), /declare module 'react' \{\n {2}namespace JSX \{\n {4}interface IntrinsicElements \{\n {6}'payment-cashier': PaymentCashierJSXProps;/);
});

test('TYPES-04: custom-elements.json lists <payment-cashier> with its attributes, properties, both names of every event, the --cashier-* properties and the parts', () => {
  const manifest = JSON.parse(text('custom-elements.json'));
  assert.equal(manifest.schemaVersion, '2.1.0');
  const [module] = manifest.modules;
  const [element] = module.declarations;
  assert.equal(element.tagName, 'payment-cashier');
  assert.equal(element.customElement, true);
  assert.deepEqual(module.exports[0], { kind: 'custom-element-definition', name: 'payment-cashier', declaration: { name: element.name, module: module.path } });
  assert.deepEqual(element.attributes.map((a) => [a.name, a.fieldName]), sources.attributes.map((a) => [a.attribute, a.property]));
  assert.deepEqual(element.attributes.find((a) => a.name === 'widget-view-type'), {
    name: 'widget-view-type', fieldName: 'widgetViewType', type: { text: "'main' | 'sweep'" }, default: '"main"', description: 'Default `main`.',
  });
  assert.deepEqual(element.members.map((m) => m.name).sort(), [...sources.properties].sort());
  assert.equal(element.members.find((m) => m.name === 'schema').type.text, 'CashierSchema');
  assert.equal(element.members.find((m) => m.name === 'schema').attribute, undefined);
  const events = new Map(element.events.map((e) => [e.name, e]));
  assert.equal(events.size, 32);
  assert.equal(events.get('cashier:onClose').type.text, "CustomEvent<CashierMessage<'onClose'>>");
  assert.equal(events.get('cashier-close').type.text, "CustomEvent<CashierMessage<'onClose'>>");
  assert.match(events.get('cashier:onTokenExpired').description, /A call answered 401/);
  assert.equal(element.cssProperties.length, 47);
  assert.ok(element.cssProperties.every((p) => p.name.startsWith('--cashier-')));
  assert.deepEqual(element.cssProperties.find((p) => p.name === '--cashier-color-bg'), {
    name: '--cashier-color-bg', default: '#ffffff', description: 'Dark theme (the native app, HOST-06): #0f1117.',
  });
  assert.deepEqual(element.cssParts.map((p) => p.name), ['header', 'main', 'snackbar']);
});

test("TYPES-04: tokens.css's :host values become the defaults, the dark theme's the descriptions", () => {
  const css = ":host {\n  /* note */\n  --cashier-a: 1px;\n  --cashier-b: red;\n  color-scheme: light;\n}\n:host([data-theme='dark']) {\n  --cashier-b: blue;\n}\n";
  assert.deepEqual(hostTokens(css), [
    { name: '--cashier-a', default: '1px' },
    { name: '--cashier-b', default: 'red', description: 'Dark theme (the native app, HOST-06): blue.' },
  ]);
  assert.throws(() => hostTokens('p { color: red }'), /styles\/tokens\.css has no :host\(\[data-theme='dark'\]\)/);
});
