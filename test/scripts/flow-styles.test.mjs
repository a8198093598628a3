// Lazy screens adopt the stylesheets of the shared parts they render (src/stores/stylesheets.ts):
// those sheets are not in the entry, so a screen that forgets one renders that part unstyled when
// it is the first screen opened (the withdrawal group list's search field and the withdrawal amount
// field once did). A screen file that renders a part must import the part's sheet itself.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';

/** Part → the stylesheets (any one of them) that style it. */
const SHEETS = [
  { parts: ['<SearchField', '<ChoiceList', '<SearchableMethodList', '<GroupMethodsPage'], sheets: ['styles/choices.css'] },
  { parts: ['<AmountField', '<AmountForm'], sheets: ['styles/deposit-payment.css'] },
];

async function screenFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await screenFiles(path)));
    else if (entry.name.endsWith('.screen.tsx')) out.push(path);
  }
  return out;
}

test('every lazy screen imports the stylesheet of each shared part it renders', async () => {
  const missing = [];
  for (const file of [...(await screenFiles('src/flows')), ...(await screenFiles('src/app/screens'))]) {
    const source = await readFile(file, 'utf8');
    for (const { parts, sheets } of SHEETS) {
      const used = parts.filter((p) => source.includes(p));
      if (used.length && !sheets.some((s) => source.includes(s))) missing.push(`${file}: ${used.join(', ')} without ${sheets.join(' or ')}`);
    }
  }
  assert.deepEqual(missing, []);
});
