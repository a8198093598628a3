// `npm test`: installs what is missing, then runs every check in order, failing fast. Checks in one
// group run side by side (their output is printed whole, in order, as each ends): the suite waits on
// timers and sockets more than it computes, and CI has 20 minutes.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDependencies } from './ensure.mjs';

ensureDependencies();
ensureChromium();

const groups = [
  [['no focused tests', 'node scripts/check-no-only.mjs']],
  [
    ['typecheck', 'npm run -s typecheck'],
    ['lint', 'npx eslint .'],
    ['locales complete and translated', 'node scripts/check-locales.mjs'],
  ],
  // The widget and the sandbox server, once: the suites below run with CASHIER_PREBUILT and do not
  // rebuild (the e2e server and the server tests would otherwise rewrite dist/ side by side).
  [['build', 'node esbuild.config.mjs && node scripts/build-server.mjs']],
  [['size budgets', 'node scripts/check-budgets.mjs']],
  // The unit runner (~75 s) and the server tests (~2–3 min) side by side; the e2e run then has the
  // machine to itself (beside it, the server tests made its tests time out on a busy CI machine).
  [
    ['unit and element tests (Chromium)', 'npx web-test-runner'],
    ['server and script tests', 'node --test test/server/ test/scripts/'],
  ],
  [['end-to-end tests (Playwright)', 'npx playwright test']],
  // The short slice of every part of the reliability and security suite (docs/security.md).
  [['reliability suite, short slice', 'node scripts/reliability.mjs --slice']],
];

/** Runs one check; resolves with its exit status and everything it printed. */
function run(name, cmd, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, { shell: true, env: { ...process.env, FORCE_COLOR: '0', ...(built ? { CASHIER_PREBUILT: '1' } : {}) }, stdio: live ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ name, cmd, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

const only = process.argv.slice(2);
/** True once the build group passed in this run: later suites use its output as is. */
let built = false;
for (const group of groups) {
  const checks = group.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (!checks.length) continue;
  const live = checks.length === 1;
  if (live) console.log(`\n▶ ${checks[0][0]}: ${checks[0][1]}`);
  else console.log(`\n▶ side by side: ${checks.map(([name]) => name).join(' | ')}`);
  const results = await Promise.all(checks.map(([name, cmd]) => run(name, cmd, live)));
  let failed = 0;
  // A failed check prints last, so its failures end the log (CI keeps the log's tail).
  for (const r of [...results].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0))) {
    if (!live) process.stdout.write(`\n▶ ${r.name}: ${r.cmd}\n${r.output}`);
    console.log(`◀ ${r.name}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${r.seconds} s`);
    if (r.status !== 0) failed = r.status ?? 1;
  }
  if (failed) process.exit(failed);
  if (checks.some(([name]) => name === 'build')) built = true;
}
console.log('\nAll checks passed.');
