// Fails the run on a stray `.only`, which would silently skip the rest of the suite.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const hits = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) {
      readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
        if (/\b(it|describe|test)\.only\(/.test(line)) hits.push(`${path}:${i + 1}: ${line.trim()}`);
      });
    }
  }
};
walk('test');
if (hits.length) {
  console.error(`Focused tests found (remove .only):\n${hits.join('\n')}`);
  process.exit(1);
}
console.log('no focused tests');
