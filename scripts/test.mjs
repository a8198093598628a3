// `npm test`: installs what is missing, then runs every check in order, failing fast.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureDependencies } from './ensure.mjs';

ensureDependencies();
ensureChromium();

const steps = [
  ['no focused tests', 'node scripts/check-no-only.mjs'],
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npx eslint .'],
  ['locales complete and translated', 'node scripts/check-locales.mjs'],
  ['build', 'node esbuild.config.mjs'],
  ['size budgets', 'node scripts/check-budgets.mjs'],
  ['unit and element tests (Chromium)', 'npx web-test-runner'],
  ['server and script tests', 'node --test test/server/ test/scripts/'],
  ['end-to-end tests (Playwright)', 'npx playwright test'],
];

const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}: ${cmd}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log('\nAll checks passed.');
