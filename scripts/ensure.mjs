// "Installs what is missing" for `npm start` and `npm test` on a fresh clone:
// node_modules via `npm ci`, and Debian's Chromium (Playwright cannot download browsers here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });

export function ensureDependencies() {
  if (!existsSync('node_modules/.package-lock.json')) {
    console.log('› installing npm dependencies (npm ci)…');
    run('npm ci --no-audit --no-fund');
  }
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log('› installing Chromium from Debian packages…');
  const sudo = root ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
}
