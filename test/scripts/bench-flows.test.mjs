// The bench measures every flow (issue #9): each flow listed in src/app/flows.ts `FLOWS` has a
// "tap → first screen" scenario in bench/flows.mjs, so a new flow shows its cost in the bench's
// per-flow table by adding one entry there.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FLOW_SCENARIOS, FLOWS_FILE, PAGE_SCENARIOS, registeredFlows, WALLET_FLOWS_FILE } from '../../bench/flows.mjs';
import { onlyThese } from '../../bench/lib/tap.mjs';
import { tapWaves } from '../../bench/lib/tap-network.mjs';
import { REGION_SCENARIOS } from '../../bench/region-scenarios.mjs';

const source = readFileSync(new URL(`../../${FLOWS_FILE}`, import.meta.url), 'utf8');
const walletSource = readFileSync(new URL(`../../${WALLET_FLOWS_FILE}`, import.meta.url), 'utf8');
/** Every flow: the entry's and the wallet registry's. */
const allFlows = () => [...registeredFlows(source), ...registeredFlows(walletSource, 'WALLET_FLOWS')];

test('every flow in FLOWS has a bench scenario', () => {
  const flows = allFlows();
  assert.ok(flows.includes('deposit-list') && flows.includes('withdrawal'), `read ${flows.join(', ')} from ${FLOWS_FILE} and ${WALLET_FLOWS_FILE}`);
  const missing = flows.filter((flow) => !Object.hasOwn(FLOW_SCENARIOS, flow));
  assert.deepEqual(missing, [], `flows without a scenario in bench/flows.mjs: ${missing.join(', ')}`);
});

test('every bench scenario belongs to a flow in FLOWS', () => {
  const flows = allFlows();
  const stale = Object.keys(FLOW_SCENARIOS).filter((flow) => !flows.includes(flow));
  assert.deepEqual(stale, [], `scenarios for flows that ${FLOWS_FILE} no longer lists: ${stale.join(', ')}`);
});

test('each scenario says what the tap is, how to get there and what its first screen is', () => {
  for (const [flow, s] of Object.entries(FLOW_SCENARIOS)) {
    assert.equal(typeof s.tap, 'string', flow);
    assert.ok(s.tap.length > 0, flow);
    assert.equal(typeof s.before, 'function', flow);
    assert.equal(typeof s.firstScreen?.selector, 'string', flow);
    assert.ok(['page', 'popup'].includes(s.firstScreen.in), `${flow}: firstScreen.in is 'page' or 'popup'`);
  }
});

test('the FLOWS keys are read from the object literal: quoted, shorthand, comments', () => {
  const text = `import x from './x.ts';
export const FLOWS = {
  'deposit-list': depositList,
  // a comment, with a comma
  redirect,
  "crypto": crypto, /* block, comment */
  p2p: peerToPeer
} satisfies Record<string, FlowIndex>;
export const OTHER = { nope: 1 };`;
  assert.deepEqual(registeredFlows(text), ['deposit-list', 'redirect', 'crypto', 'p2p']);
  assert.throws(() => registeredFlows('export const OTHER = {};'), /no `export const FLOWS/);
});

test('issue #24: the page scenarios (sub-pages, host-opened pages) each name the flow whose chunks they load', () => {
  const flows = allFlows();
  for (const [name, s] of Object.entries(PAGE_SCENARIOS)) {
    assert.ok(flows.includes(s.flow), `${name}: flow ${s.flow} is in FLOWS or WALLET_FLOWS`);
    assert.ok(!Object.hasOwn(FLOW_SCENARIOS, name), `${name} is not also a flow scenario`);
    assert.equal(typeof s.before, 'function', name);
    assert.equal(typeof s.firstScreen?.selector, 'string', name);
  }
  assert.deepEqual(Object.keys(PAGE_SCENARIOS).sort(), ['coin-packs', 'crypto-list', 'redemption', 'redirect-video', 'withdrawal-list']);
});

test('issue #24: the JS waves a tap causes count the scripts discovered only after others of the window loaded', () => {
  const scripts = [
    { url: 'http://127.0.0.1/a.js', start: 50, end: 90 }, // before the tap
    { url: 'http://127.0.0.1/b.js', start: 100, end: 300 },
    { url: 'http://127.0.0.1/c.js', start: 101, end: 250 }, // same wave: asked for before any of the window finished
    { url: 'http://127.0.0.1/d.js', start: 260, end: 400 }, // discovered once the second finished: wave 2
    { url: 'http://127.0.0.1/e.js', start: 900, end: 950 }, // after the first screen
  ];
  assert.deepEqual(tapWaves(scripts, 100, 800), { scripts: 3, waves: 2 });
  assert.deepEqual(tapWaves(scripts, 500, 800), { scripts: 0, waves: 0 });
});

test('TAP-07: a scenario whose host embeds the widget for another region or mode replaces it in `mount`, before the look, never in its steps', () => {
  const all = { ...FLOW_SCENARIOS, ...PAGE_SCENARIOS };
  for (const [name, s] of Object.entries(all)) {
    if (s.mount !== undefined) assert.equal(typeof s.mount, 'function', name);
    assert.doesNotMatch(String(s.before), /remount|sweepHost|createElement\('payment-cashier'\)|bonusList/, `${name}: the widget is replaced (or handed bonuses) in mount, so the 4 s look is at its first page`);
  }
  for (const [name, s] of Object.entries(REGION_SCENARIOS)) assert.equal(typeof s.mount, 'function', `${name} mounts its host's widget`);
  assert.equal(typeof all['bonus-details'].mount, 'function', 'the bonuses are handed over before the look');
  assert.deepEqual(['coin-packs', 'redemption'].map((name) => typeof all[name].mount), ['function', 'function']);
});

test('TAP-07: BENCH_TAP_ONLY picks scenarios by name and refuses an unknown one', () => {
  const scenarios = { a: { tap: 'a' }, b: { tap: 'b' }, c: { tap: 'c' } };
  assert.deepEqual(Object.keys(onlyThese(scenarios, 'c,a')), ['c', 'a']);
  assert.deepEqual(onlyThese(scenarios, undefined), scenarios);
  assert.deepEqual(onlyThese(scenarios, ''), scenarios);
  assert.throws(() => onlyThese(scenarios, 'a,nope'), /no scenario nope/);
});
