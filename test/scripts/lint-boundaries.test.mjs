// The import boundaries of issue #22 fire: the real eslint.config.mjs is run on fixture imports
// placed (by file path only: nothing is written) in src/element and at several depths of a flow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rooms/boundary reports for `code` linted as if it were the file at `path`. */
async function crossings(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.filter((m) => m.ruleId === 'rooms/boundary' || m.ruleId === 'no-restricted-imports').map((m) => m.ruleId);
}

test('src/element may not import transport, ui or a flow, statically or lazily', async () => {
  assert.deepEqual(await crossings('src/element/fixture.ts', "export { createClient } from '../transport/client.ts';\n"), ['rooms/boundary']);
  assert.deepEqual(await crossings('src/element/fixture.ts', "import { Spinner } from '../ui/spinner.tsx';\nexport { Spinner };\n"), ['rooms/boundary']);
  assert.deepEqual(await crossings('src/element/host/fixture.ts', "import { x } from '../../flows/p2p/model.ts';\nexport { x };\n"), ['rooms/boundary']);
  assert.deepEqual(await crossings('src/element/fixture.ts', "export const load = () => import('../flows/sweep/model.ts');\n"), ['rooms/boundary']);
});

test('src/element may import the app, stores, domain and i18n', async () => {
  const code = [
    "import { startCashier } from '../app/start.ts';",
    "import { $config } from '../stores/config.ts';",
    "import { isRecord } from '../domain/is-record.ts';",
    "import { startI18n } from '../i18n/i18n.ts';",
    'export { startCashier, $config, isRecord, startI18n };',
  ].join('\n');
  assert.deepEqual(await crossings('src/element/fixture.ts', `${code}\n`), []);
});

test('a flow never imports another flow, from any depth and by any path', async () => {
  const reached = (path, spec) => crossings(path, `import { x } from '${spec}';\nexport { x };\n`);
  assert.deepEqual(await reached('src/flows/p2p/fixture.ts', '../sweep/model.ts'), ['rooms/boundary']);
  assert.deepEqual(await reached('src/flows/p2p/fixture.ts', '../../flows/sweep/model.ts'), ['rooms/boundary']);
  assert.deepEqual(await reached('src/flows/p2p/parts/fixture.ts', '../../sweep/model.ts'), ['rooms/boundary']);
  assert.deepEqual(await reached('src/flows/p2p/parts/deep/fixture.ts', '../../../../../src/flows/sweep/model.ts'), ['rooms/boundary']);
  assert.deepEqual(await crossings('src/flows/p2p/fixture.ts', "export const load = () => import('../cash/cash.screen.tsx');\n"), ['rooms/boundary']);
});

test('a flow may import its own files and the shared rooms', async () => {
  const code = [
    "import { a } from '../model.ts';",
    "import { b } from '../../p2p/model.ts';",
    "import { c } from '../../../stores/config.ts';",
    "import { d } from '../../../ui/spinner.tsx';",
    'export { a, b, c, d };',
  ].join('\n');
  assert.deepEqual(await crossings('src/flows/p2p/parts/fixture.ts', `${code}\n`), []);
});
