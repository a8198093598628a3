// Size budgets (gzip bytes) for the initial JS, each lazy chunk and each locale file, checked
// against bench/budgets.json after `npm run build`. A failure names the file, its size, its
// budget and the biggest modules in it (from esbuild's metafile).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const outputs = Object.entries(meta.outputs).filter(([p]) => p.endsWith('.js'));
const entry = outputs.find(([path]) => path === 'dist/payment-cashier.js');
if (!entry) throw new Error('dist/meta.json has no output dist/payment-cashier.js');

/** The entry plus every chunk it imports statically: what loads before anything renders. */
function initialFiles(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  for (const imp of meta.outputs[path].imports) if (imp.kind === 'import-statement') initialFiles(imp.path, seen);
  return seen;
}

function biggestModules(paths) {
  const sizes = new Map();
  for (const p of paths)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[p].inputs)) {
      const key = input.replace(/^node_modules\/((@[^/]+\/)?[^/]+).*/, 'node_modules/$1');
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([m, b]) => `    ${m}: ${kb(b)} minified`).join('\n');
}

const failures = [];
const rows = [];
const check = (label, size, budget, paths) => {
  rows.push(`${size <= budget ? 'ok  ' : 'OVER'} ${label}: ${kb(size)} gzip (budget ${kb(budget)})`);
  if (size > budget) failures.push(`${label} is ${kb(size)} gzip, over its budget of ${kb(budget)}. Biggest modules:\n${paths ? biggestModules(paths) : '    (data file)'}`);
};

const initial = [...initialFiles(entry[0])];
// issue #4: exactly one JS request before the method list — the entry imports no chunk statically.
if (initial.length !== 1) failures.push(`the entry statically imports ${initial.length - 1} chunk(s) (${initial.slice(1).join(', ')}): each is a blocking round trip`);
check(`initial JS (${initial.join(' + ')})`, initial.reduce((n, p) => n + gz(p), 0), budgets.initialJsGzip, initial);
for (const [path] of outputs) {
  if (initial.includes(path) || !path.startsWith('dist/chunks/')) continue;
  // A library loaded off the first-paint path (i18next) is not a flow: it has its own budget.
  const library = Object.entries(budgets.libraryChunksGzip ?? {}).find(([prefix]) => path.startsWith(`dist/chunks/${prefix}-`));
  check(`${library ? 'library' : 'lazy'} chunk ${path}`, gz(path), library ? library[1] : budgets.lazyChunkGzip, [path]);
}
// Registry reads are copied into each chunk (scripts/build/kernel.mjs): a chunk made of them alone
// is a request that carries nothing of its own, in a second wave when a screen opens.
for (const [path, output] of outputs) {
  const inputs = Object.keys(output.inputs);
  if (path.startsWith('dist/chunks/') && inputs.length && inputs.every((input) => /^kernel(-runtime)?:/.test(input)))
    failures.push(`${path} only reads the kernel registry (${inputs.join(', ')}): an extra round trip when its screen opens`);
}
// A locale file and each locale part's file (decision I18N-11) have the same budget.
for (const file of readdirSync('dist/locales', { recursive: true })) {
  if (String(file).endsWith('.json')) check(`locale ${file}`, gz(join('dist/locales', String(file))), budgets.localeGzip);
}

console.log(rows.join('\n'));
if (failures.length) {
  console.error(`\nSize budgets exceeded (bench/budgets.json; loosen only with a reason in docs/performance.md):\n${failures.join('\n')}`);
  process.exit(1);
}
