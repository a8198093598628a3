// Issue #21 "Names are the player's" (decision NAMES-01): group names and page titles come from
// locale keys, so no English name may come back as a literal in the widget's code, and every key
// the widget names a group by exists in English.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const en = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8'));

/** Every .ts/.tsx file under src. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may quote the English it is about). */
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** The English names: the group names and the header titles (the texts a player reads as a name). */
const names = Object.entries(en)
  .filter(([key]) => key.startsWith('list.group.') || key.startsWith('header.title.') || key.startsWith('header.sweep.'))
  .map(([, text]) => text)
  .filter((text) => !text.includes('{{'));

test('LIST-28: no English group name or page title is a string literal in src (they come from locale keys)', () => {
  assert.ok(names.includes('Transfer to card') && names.includes('Cash'), 'the names under check');
  const found = [];
  for (const file of sources(join(root, 'src'))) {
    const code = withoutComments(readFileSync(file, 'utf8'));
    for (const name of names) {
      for (const quote of ["'", '"', '`']) {
        if (code.includes(`${quote}${name}${quote}`)) found.push(`${file.slice(root.length)}: ${quote}${name}${quote}`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('LIST-28: every locale key a group is named by exists in locales/en.json', () => {
  const code = readFileSync(join(root, 'src/domain/group-keys.ts'), 'utf8');
  const block = code.slice(code.indexOf('GROUP_NAME_KEYS'));
  const keys = [...block.matchAll(/'(list\.group\.[A-Za-z]+)'/g)].map((m) => m[1]);
  assert.ok(keys.length >= 3);
  for (const key of keys) assert.ok(en[key], `${key} is missing in locales/en.json`);
});
