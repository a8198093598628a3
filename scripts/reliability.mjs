// `npm run test:reliability`: the reliability and security suite (issue #25, docs/security.md) at full
// scale, then every figure it measured. `--slice` runs the short slice of each part (`npm test` does).
// Other arguments go to Playwright (a file or `-g <title>` to run one part).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const slice = args.includes('--slice');
const passOn = args.filter((a) => a !== '--slice');
const figuresFile = '.cache/reliability/figures.jsonl';
rmSync(figuresFile, { force: true });

const started = Date.now();
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.reliability.config.ts', ...passOn], {
  stdio: 'inherit',
  env: { ...process.env, RELIABILITY_SCALE: slice ? 'slice' : 'full', RELIABILITY_FIGURES: figuresFile },
});

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
  : [];
const parts = new Map();
for (const f of figures) parts.set(f.part, [...(parts.get(f.part) ?? []), f]);
console.log(`\nReliability suite (${slice ? 'short slice' : 'full'}), ${Math.round((Date.now() - started) / 1000)} s:`);
for (const [part, list] of parts) {
  console.log(`\n  ${part}`);
  for (const f of list) console.log(`    ${f.ok ? '✓' : '✗'} ${f.name}: ${f.value} (expected ${f.expected})`);
}
const missed = figures.filter((f) => !f.ok).length;
console.log(`\n  ${figures.length} figures, ${missed} off their expected value.`);
process.exit(run.status || (missed ? 1 : 0));
