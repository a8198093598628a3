// docs/protocol.md and the code keep one list each (issue #9 deliverable 6): the deposit-status
// words table lists exactly DEPOSIT_STATUS_WORDS (ENT-23), and the push table exactly the push
// map's names (SOCK-14/15/16). Nothing is generated; a drift on either side fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { tableAfter as markdownTable } from '../scripts/markdown-table.mjs';
import { DEPOSIT_STATUS_WORDS, PUSH_NAMES, httpCall, issue, start } from './helpers.mjs';

const protocol = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');

const tableAfter = (heading) => markdownTable(protocol, heading, 'docs/protocol.md');

const unquote = (cell) => cell.replace(/^`|`$/g, '');

describe('docs/protocol.md agrees with the code', () => {
  it('ENT-23 STATUS-18: the deposit-status words table lists exactly DEPOSIT_STATUS_WORDS, with each word\'s meaning and cancelled flag', () => {
    const rows = tableAfter('### deposit-status words');
    const documented = rows.map(([word, meaning, cancelled]) => [unquote(word), unquote(meaning), cancelled]);
    const code = Object.entries(DEPOSIT_STATUS_WORDS).map(([word, spec]) => [word, spec.meaning, spec.cancelled ? 'yes' : 'no']);
    assert.deepEqual(documented, code);
  });

  it('SOCK-14 SOCK-15 SOCK-16: the push table lists exactly the push map\'s names', () => {
    const rows = tableAfter('**Pushes**');
    assert.deepEqual(rows.map(([event]) => unquote(event)), PUSH_NAMES);
  });
});

/** The field names a §6a table documents (every backticked name in the first column). */
const documentedFields = (heading) => new Set(tableAfter(heading).flatMap(([cell]) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])));

describe('docs/protocol.md §6a documents every field the sandbox sends', () => {
  let ctx;
  const seen = { method: new Set(), group: new Set(), field: new Set() };
  before(async () => {
    ctx = await start();
    const { token } = await issue(ctx.base, {});
    const { countries } = (await httpCall(ctx.base, token, 'methods-country-selector-v2')).body;
    for (const { code } of countries) {
      const player = await issue(ctx.base, { country: code });
      const answer = (await httpCall(ctx.base, player.token, 'methods-payment-v5', { country: code, currency: { code: player.user.currency, type: 'fiat' } })).body;
      const methods = [...answer.methods, ...(answer.groups ?? []).flatMap((g) => g.paymentMethods)];
      for (const g of answer.groups ?? []) Object.keys(g).forEach((k) => seen.group.add(k));
      for (const m of methods) {
        Object.keys(m).forEach((k) => seen.method.add(k));
        for (const f of m.fields ?? []) Object.keys(f).forEach((k) => seen.field.add(k));
      }
    }
  });
  after(() => ctx.stop());

  it('ENT-11 ENT-12 ENT-13: every payment method field the sandbox sends has a row', () => {
    assert.ok(seen.method.size > 5);
    assert.deepEqual([...seen.method].filter((k) => !documentedFields('### Payment method').has(k)), []);
  });

  it('ENT-15: every payment group field the sandbox sends has a row', () => {
    assert.deepEqual([...seen.group].filter((k) => !documentedFields('### Payment group').has(k)), []);
  });

  it('ENT-16 ENT-17: every form field key the sandbox sends has a row', () => {
    assert.ok(seen.field.size > 2);
    assert.deepEqual([...seen.field].filter((k) => !documentedFields('### Form field').has(k)), []);
  });
});
