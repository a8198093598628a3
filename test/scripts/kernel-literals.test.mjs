// scripts/build/kernel.mjs (issue #24, ROOM-06): a lazy chunk gets an entry module's literal
// constants as values; everything else it still reads from the entry's registry.
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';
import { createKernelKeys, kernelImports } from '../../scripts/build/kernel.mjs';

const SHARED = `export const POLL_MS = 5_000;
export const PREFIX: string = 'BANKING';
export const LABEL = "Deposit";
export const ON = true;
export const NEGATIVE = -1.5;
export const SCALE: readonly number[] = [
  1, 2.5,
];
export const COLOURS = ['pink', "blue"] as const;
export const MUTABLE = [1, 2];
export const TYPED: string[] = ['a'];
export const PATH = \`/deposit/\${PREFIX}\`;
export const KEYS = Object.freeze({ A: 'a' });
export let counter = 0;
export function bump() { counter += 1; }
`;
const LAZY = `import { POLL_MS, PREFIX, LABEL, ON, NEGATIVE, SCALE, COLOURS, MUTABLE, TYPED, PATH, KEYS, counter, bump } from './shared.ts';
export const all = [POLL_MS, PREFIX, LABEL, ON, NEGATIVE, SCALE, COLOURS, MUTABLE, TYPED, PATH, KEYS, counter, bump];
`;

test('ROOM-06: number, string and boolean literal exports, and read-only arrays of them, travel as values; other arrays, objects, templates, lets and functions stay registry reads', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kernel-literals-'));
  try {
    await mkdir(join(root, 'src'));
    await writeFile(join(root, 'src/shared.ts'), SHARED);
    await writeFile(join(root, 'src/lazy.ts'), LAZY);
    const entryModules = new Set(['src/shared.ts']);
    const keys = createKernelKeys(entryModules);
    const options = { absWorkingDir: root, format: 'esm', logLevel: 'silent' };
    const result = await build({
      ...options, entryPoints: [join(root, 'src/lazy.ts')], bundle: true, write: false, outdir: join(root, 'out'),
      plugins: [kernelImports(root, entryModules, options, 'test', keys)],
    });
    const text = result.outputFiles[0].text;
    const reads = [...text.matchAll(/kernelRead\("kernel:0", "(\w+)"\)/g)].map(([, id]) => keys.resolve('0', id).name).sort();
    assert.deepEqual(reads, ['KEYS', 'MUTABLE', 'PATH', 'TYPED', 'bump', 'counter']);
    for (const line of ['var POLL_MS = 5e3;', 'var PREFIX = "BANKING";', 'var LABEL = "Deposit";', 'var ON = true;', 'var NEGATIVE = -1.5;', 'var COLOURS = ["pink", "blue"];']) {
      assert.ok(text.includes(line), `${line} in the lazy chunk`);
    }
    assert.match(text, /var SCALE = \[\s*1,\s*2\.5\s*\];/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
