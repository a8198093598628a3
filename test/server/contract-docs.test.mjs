// docs/protocol.md and the code keep one list each (issue #9 deliverable 6): the deposit-status
// words table lists exactly DEPOSIT_STATUS_WORDS (ENT-23), and the push table exactly the push
// map's names (SOCK-14/15/16). Nothing is generated; a drift on either side fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEPOSIT_STATUS_WORDS, PUSH_NAMES } from './helpers.mjs';

const protocol = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');

/** The data rows of the first table after `heading`, as arrays of trimmed cells. */
function tableAfter(heading) {
  const start = protocol.indexOf(heading);
  assert.notEqual(start, -1, `docs/protocol.md has no "${heading}"`);
  const lines = protocol.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
  }
  return rows.slice(2); // header and separator
}

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
