// Every script a newcomer or CI runs parses: a merge once left `npm run screenshots` with a
// function declared twice, a SyntaxError nothing else ran into.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const folders = ['scripts', 'scripts/build', 'bench'];

test('every .mjs under scripts/ and bench/ parses (node --check)', () => {
  for (const folder of folders) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.mjs'))) {
      execFileSync(process.execPath, ['--check', join(folder, file)], { stdio: 'pipe' });
    }
  }
});
