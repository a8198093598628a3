// The bundler build dist/esm/ (issue #23 deliverable 2, decisions PKG-02 and PKG-03), read as a
// host's bundler reads it: its only bare imports are the six libraries the host dedupes, nothing
// calls `require`, every lazy part is a dynamic import with a literal specifier that names a file
// of the build, each locale is such a module holding that locale's texts, and every
// `new URL(…, import.meta.url)` names a file the package ships. (The real Vite host: scripts/measure-host-js.mjs.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const esm = join(root, 'dist/esm');
if (!existsSync(join(esm, 'index.js'))) execFileSync('node', ['esbuild.config.mjs'], { cwd: root, stdio: 'ignore' });

const EXTERNAL = /^(react|react-dom|nanostores|@nanostores\/react|socket\.io-client|i18next)(\/[\w./-]+)?$/;
const files = readdirSync(esm).filter((f) => f.endsWith('.js'));
const code = new Map(files.map((f) => [f, readFileSync(join(esm, f), 'utf8')]));

/** Every specifier: `from"x"`, `import"x"` (static), `import("x")` (dynamic, literal only). */
function specifiers(text) {
  const staticOnes = [...text.matchAll(/(?<![\w$."'])(?:from|import)\s*"([\w@./-]+)"/g)].map((m) => m[1]);
  const dynamicOnes = [...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]);
  return { staticOnes, dynamicOnes, allDynamic: (text.match(/\bimport\(/g) ?? []).length };
}

test('PKG-02: dist/esm imports no bare module but react, react-dom, nanostores, @nanostores/react, socket.io-client and i18next', () => {
  const bare = new Set();
  for (const text of code.values()) {
    const { staticOnes, dynamicOnes } = specifiers(text);
    for (const s of [...staticOnes, ...dynamicOnes]) if (!s.startsWith('./')) bare.add(s);
  }
  assert.ok(bare.size > 0);
  for (const s of bare) assert.match(s, EXTERNAL, `${s} would reach the host's bundler as a bare import`);
  assert.ok(bare.has('react') && bare.has('react-dom/client') && bare.has('nanostores'));
});

test('PKG-02: nothing in dist/esm calls require (a bundled CommonJS require of an external throws in the browser)', () => {
  for (const [file, text] of code) {
    assert.doesNotMatch(text, /Dynamic require of|Calling `require`/, file);
    assert.doesNotMatch(text, /\brequire\(\s*"/, file);
  }
});

test('PKG-03: every dynamic import in dist/esm has a literal specifier naming a file of the build', () => {
  let literal = 0;
  for (const [file, text] of code) {
    const { staticOnes, dynamicOnes, allDynamic } = specifiers(text);
    assert.equal(dynamicOnes.length, allDynamic, `${file} has a dynamic import a bundler cannot follow`);
    literal += dynamicOnes.length;
    for (const s of [...staticOnes, ...dynamicOnes].filter((x) => x.startsWith('./'))) {
      assert.ok(existsSync(resolve(esm, s)), `${file} imports ${s}, which is not in dist/esm`);
    }
  }
  assert.ok(literal > 100, `only ${literal} literal dynamic imports: the lazy parts and the locales are each one`);
});

test('PKG-03: each locale file is a module behind a literal dynamic import, holding that locale', async () => {
  const locales = readdirSync(join(root, 'locales'), { recursive: true }).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5).replace(/\\/g, '/'));
  const imported = new Set([...code.values()].flatMap((text) => specifiers(text).dynamicOnes));
  for (const name of locales) {
    const module = files.find((f) => f.startsWith(`locale-${name.replace('/', '-')}-`) && /^locale-[\w-]+-[A-Z0-9]{8}\.js$/.test(f));
    assert.ok(module, `no module for locales/${name}.json`);
    assert.ok(imported.has(`./${module}`), `${module} is not imported by a literal specifier`);
  }
  const de = (await import(pathToFileURL(join(esm, files.find((f) => /^locale-de-[A-Z0-9]{8}\.js$/.test(f)))).href)).default;
  assert.deepEqual(de, JSON.parse(readFileSync(join(root, 'locales/de.json'), 'utf8')));
});

test('PKG-03: every new URL(…, import.meta.url) in dist/esm names a file the package ships', () => {
  const urls = [...code.values()].flatMap((text) => [...text.matchAll(/new URL\("([^"]+)",\s*import\.meta\.url\)/g)].map((m) => m[1]));
  assert.ok(urls.some((u) => u.endsWith('icons/messengers/telegram.svg')), 'the messenger icons are referenced');
  // `new URL('.', import.meta.url)`: the module's own folder (src/element/assets.ts), not a file.
  for (const u of urls.filter((x) => x !== '.')) {
    assert.match(u, /^\.\.\/(icons|locales)\//, u);
    assert.ok(existsSync(resolve(esm, u)), `${u} is not in dist/`);
  }
});
