// Consumer code type-checks against the published typings as integrators compile it: strict, with
// `skipLibCheck: false` (issue #23 deliverable 5). Each fixture also holds `@ts-expect-error` lines,
// which tsc reports as errors when a wrong value stops being refused.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

/** tsc on one fixture project: { ok, output } (output lists the files the program saw with --listFiles). */
async function typecheck(project, ...flags) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', project, ...flags], { cwd: root });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: `${error.stdout}${error.stderr}` };
  }
}

test('TYPES-02: a DOM-only TypeScript host with no React types in scope compiles: properties (schema.meta.recaptchaSiteKey), both event names with typed detail, wrong values refused', async () => {
  const { ok, output } = await typecheck('test/types/dom/tsconfig.json', '--listFiles');
  assert.ok(ok, output);
  const seen = output.split('\n').filter((line) => line.trim() && !line.includes('/typescript/lib/'));
  assert.deepEqual(seen.map((file) => file.slice(root.length)).sort(), ['test/types/dom/host.ts', 'types/payment-cashier.d.ts']);
});

test('TYPES-03: a React 19 TSX host compiles <payment-cashier id style hidden key ref token transport="http" oncashier-loaded={…}>, and transport="ftp", an unknown attribute and a misspelt detail field are refused', async () => {
  const { ok, output } = await typecheck('test/types/react/tsconfig.json');
  assert.ok(ok, output);
});

test('TYPES-03, FW-03: the React 19 host under test (test/frameworks/react) compiles against the typings it documents', async () => {
  const { ok, output } = await typecheck('test/frameworks/react/tsconfig.json');
  assert.ok(ok, output);
});
