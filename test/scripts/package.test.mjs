// `npm pack` as CI sees it (issue #23 deliverable 1, decisions PKG-01 and PKG-04): the package holds
// the two builds, the typings, the manifest and the docs — no source, tests, sandbox, build
// scripts, sourcemaps, precompressed copies or build metadata — stays under its size ceiling, and
// every path package.json names (exports, types, customElements, main) is in it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** PKG-04: packed (what `npm install` downloads) and unpacked ceilings, about 40 % above today's 0.82 MB and 3.1 MB. */
const MAX_PACKED_BYTES = 1_150_000;
const MAX_UNPACKED_BYTES = 4_400_000;
const MAX_FILES = 850;

/** What may be in the package: the two builds and their files, typings, manifest, docs. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^CHANGELOG\.md$/,
  /^LICENSE(\.md)?$/,
  /^custom-elements\.json$/,
  // The integrators' guides README links to (decision PKG-04); the maintainers' docs stay in the repository.
  /^docs\/(host-contract|frameworks|server-rendering|go-live|security)\.md$/,
  /^types\/[\w-]+\.d\.ts$/,
  /^dist\/payment-cashier\.js(\.LEGAL\.txt)?$/,
  /^dist\/(iframe\.(html|js|css)|host-messages\.js|integrity\.json)$/,
  /^dist\/chunks\/[\w.-]+\.(js|LEGAL\.txt)$/,
  /^dist\/locales\/([\w-]+\/)?[\w-]+\.[0-9a-f]{8}\.json$/,
  /^dist\/icons\/(messengers\/)?[\w-]+\.svg$/,
  /^dist\/esm\/[\w.-]+\.js$/,
];

/** The build the package is packed from: `npm test` builds before this suite; alone, build first. */
function ensureBuilt() {
  if (existsSync(`${root}/dist/payment-cashier.js`) && existsSync(`${root}/dist/esm/index.js`)) return;
  execFileSync('node', ['esbuild.config.mjs'], { cwd: root, stdio: 'ignore' });
}

/** `npm pack --dry-run --json` without its prepack build (the build above stands for it). */
function packList() {
  ensureBuilt();
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [report] = JSON.parse(out);
  return { ...report, paths: new Set(report.files.map((f) => f.path)) };
}

const pack = packList();

test('PKG-01: the package is @payment-cashier/widget, publishable, with both builds and their files', () => {
  assert.equal(pack.name, '@payment-cashier/widget');
  assert.equal(pkg.private, undefined, 'a private package cannot be published');
  for (const path of ['dist/payment-cashier.js', 'dist/esm/index.js', 'dist/iframe.html', 'dist/host-messages.js', 'types/payment-cashier.d.ts', 'README.md']) {
    assert.ok(pack.paths.has(path), `${path} is missing from the package`);
  }
  for (const folder of ['dist/chunks/', 'dist/locales/', 'dist/icons/', 'dist/esm/']) {
    assert.ok([...pack.paths].some((p) => p.startsWith(folder)), `nothing from ${folder} is in the package`);
  }
});

test('PKG-04: no source, tests, sandbox, scripts, sourcemaps, precompressed copies or build metadata in the package', () => {
  const stray = [...pack.paths].filter((p) => !ALLOWED.some((re) => re.test(p)));
  assert.deepEqual(stray, [], `files outside the package's list: ${stray.slice(0, 10).join(', ')}`);
  for (const p of pack.paths) {
    assert.doesNotMatch(p, /^(src|test|demo|scripts|release|bench|locales|icons)\//, p);
    assert.doesNotMatch(p, /\.(map|br|gz)$/, p);
  }
  assert.ok(!pack.paths.has('dist/meta.json'), 'dist/meta.json is build metadata');
});

test(`PKG-04: the package stays under ${MAX_PACKED_BYTES} bytes packed, ${MAX_UNPACKED_BYTES} unpacked, ${MAX_FILES} files`, () => {
  assert.ok(pack.size <= MAX_PACKED_BYTES, `packed ${pack.size} bytes > ${MAX_PACKED_BYTES}`);
  assert.ok(pack.unpackedSize <= MAX_UNPACKED_BYTES, `unpacked ${pack.unpackedSize} bytes > ${MAX_UNPACKED_BYTES}`);
  assert.ok(pack.entryCount <= MAX_FILES, `${pack.entryCount} files > ${MAX_FILES}`);
});

/** Every file path a string in `value` names (exports' conditions, nested). */
const pathsIn = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(pathsIn));

test('PKG-01: every path named by exports, types, main and customElements is in the package', () => {
  const named = [...pathsIn(pkg.exports), pkg.types, pkg.main, pkg.customElements].map((p) => p.replace(/^\.\//, ''));
  assert.deepEqual(Object.keys(pkg.exports), ['.', './standalone', './react', './custom-elements.json', './package.json']);
  assert.deepEqual(pkg.exports['.'], { types: './types/payment-cashier.d.ts', import: './dist/esm/index.js' });
  assert.equal(pkg.exports['./standalone'], './dist/payment-cashier.js');
  for (const path of named) assert.ok(pack.paths.has(path), `${path} is named by package.json but not packed`);
});

test('PKG-02: what the bundler build leaves to the host is what a host install brings, and nothing it bundles', () => {
  const external = ['react', 'react-dom', 'nanostores', '@nanostores/react', 'socket.io-client', 'i18next'];
  const reaching = { ...pkg.dependencies, ...pkg.peerDependencies };
  assert.deepEqual(Object.keys(reaching).sort(), [...external].sort());
  assert.deepEqual(Object.keys(pkg.peerDependencies).sort(), ['react', 'react-dom']);
  for (const bundled of ['@r2wc/react-to-web-component', 'wouter', 'dompurify', 'qrcode']) {
    assert.ok(pkg.devDependencies[bundled], `${bundled} is bundled: a devDependency`);
    assert.equal(reaching[bundled], undefined, `${bundled} would be installed on every host for nothing`);
  }
  assert.equal(pkg.scripts.prepack, 'npm run build');
});
