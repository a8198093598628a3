// Issue #23 (decision FW-05): docs/frameworks.md shows the recipes the e2e runs. Every code block
// announced by `<!-- excerpt: <file> -->` must be lines of that file (whitespace at the ends aside),
// so a recipe changed in test/frameworks/ cannot leave a stale copy in the docs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const doc = read('docs/frameworks.md');
const excerpts = [...doc.matchAll(/<!-- excerpt: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map(([, file, code]) => ({ file, code }));

test('FW-05: docs/frameworks.md has an excerpt of each tested host', () => {
  const files = excerpts.map((e) => e.file);
  for (const host of ['react/App.tsx', 'vue/App.vue', 'svelte/App.svelte']) assert.ok(files.includes(`test/frameworks/${host}`), host);
});

test('FW-05: every line of every excerpt is in the file it names', () => {
  for (const { file, code } of excerpts) {
    const lines = new Set(read(file).split('\n').map((line) => line.trim()));
    const missing = code.split('\n').map((line) => line.trim()).filter((line) => line && !lines.has(line));
    assert.deepEqual(missing, [], `${file}: lines not in the file`);
  }
});
