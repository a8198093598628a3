// Issue #23 (decision FW-03): the framework hosts under test keep their own copy of the widget's
// message names, as an integrator's app does; it must not drift from the widget's list, or the
// e2e would stop hearing a message nobody noticed was added.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const widget = read('src/domain/host-messages.ts');
const hosts = read('test/frameworks/shared/host-page.ts');

/** The quoted names of the array literal that follows `marker`. */
const namesAfter = (text, marker) => {
  const start = text.indexOf(marker);
  assert.ok(start >= 0, `${marker} not found`);
  const body = text.slice(start, text.indexOf(']', start));
  return [...body.matchAll(/'([A-Za-z0-9]+)'/g)].map((m) => m[1]);
};
/** The arrow function's body after `marker`, without spaces. */
const bodyAfter = (text, marker) => text.slice(text.indexOf(marker)).split(';')[0].split('=>').slice(1).join('=>').replace(/\s+/g, '');

test('FW-03: the hosts log every message the widget sends, in the widget order', () => {
  assert.deepEqual(namesAfter(hosts, 'export const CASHIER_MESSAGES'), namesAfter(widget, 'export const OUTBOUND_MESSAGES'));
});

test('FW-03: the hosts make the colon-free names exactly as the widget does (EVT-01)', () => {
  assert.equal(bodyAfter(hosts, 'export const dashedEventName'), bodyAfter(widget, 'export const dashedEventName'));
});
