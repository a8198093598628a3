// Reading the docs' tables in the tests that keep docs and code in step (docs/protocol.md,
// docs/go-live.md): the data rows of the first table after a heading.
import assert from 'node:assert/strict';

/** The data rows of the first table after `heading` in `markdown`, as arrays of trimmed cells. */
export function tableAfter(markdown, heading, file = 'the document') {
  const start = markdown.indexOf(heading);
  assert.notEqual(start, -1, `${file} has no "${heading}"`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim()));
  }
  return rows.slice(2); // header and separator
}
