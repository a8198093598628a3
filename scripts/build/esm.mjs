// The bundler build (issue #23, decisions PKG-02 and PKG-03): dist/esm/index.js for hosts whose own
// bundler (Vite, webpack, esbuild, Rollup) takes the widget in. React, react-dom, nanostores,
// @nanostores/react, socket.io-client and i18next stay imports the host's bundler dedupes; the rest
// is bundled. Plain esbuild splitting, so every lazy part is a dynamic import with a literal
// specifier a bundler follows (the self-contained build's module registry is not needed: one
// bundler graph already shares every module). The widget's own files become what a host's bundler
// follows and emits: each locale a module behind a literal dynamic import (a wrapper around
// src/i18n/locale-loader.ts), the messenger icons `new URL('…', import.meta.url)` literals
// (src/stores/bundled-files.ts swapped).
import { build } from 'esbuild';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { englishCore } from './english-core.mjs';

/** What the host's bundler resolves (esbuild keeps subpaths such as react/jsx-runtime external too). */
export const ESM_EXTERNALS = ['react', 'react-dom', 'nanostores', '@nanostores/react', 'socket.io-client', 'i18next'];

/** Files under dist/ the lazy screens name by path (src/stores/asset-file-url.ts). */
const OWN_FILES = ['icons/messengers'];

const LOCALE = 'cashier-locale';

/** Every locale file as `de` or `p2p/de` (a locale part's, decision I18N-11), sorted. */
async function localeNames(root) {
  const names = [];
  for (const entry of await readdir(join(root, 'locales'), { withFileTypes: true })) {
    if (entry.isDirectory()) {
      for (const file of await readdir(join(root, 'locales', entry.name))) if (file.endsWith('.json')) names.push(`${entry.name}/${file.slice(0, -5)}`);
    } else if (entry.name.endsWith('.json')) names.push(entry.name.slice(0, -5));
  }
  return names.sort();
}

async function ownFiles(root) {
  const files = [];
  for (const folder of OWN_FILES) for (const file of (await readdir(join(root, folder))).sort()) files.push(`${folder}/${file}`);
  return files;
}

const OWN_FOLDER = "const own = (base) => base.replace(/\\/+$/, '') === SCRIPT_FOLDER;";

/**
 * src/stores/bundled-files.ts as this build ships it. Every output of this build sits flat in
 * dist/esm/, so `../<file>` from any of them is dist/<file>.
 */
function bundledFilesModule(root, files) {
  const table = files.map((file) => `  ${JSON.stringify(file)}: new URL(${JSON.stringify(`../${file}`)}, import.meta.url).href,`);
  return [
    `import { SCRIPT_FOLDER } from ${JSON.stringify(join(root, 'src/element/assets.ts'))};`,
    `const files = {\n${table.join('\n')}\n};`,
    OWN_FOLDER,
    'export const bundledFileUrl = (path, root) => (own(root) ? files[path] : undefined);',
  ].join('\n');
}

/**
 * What the widget's modules get for `./locale-loader.ts` in this build: the real module, except
 * that the default loader imports a locale module (a literal dynamic import each) while the
 * element reads assets from its own folder; a host's `assetsBase` still wins and is fetched from,
 * as in the self-contained build. A wrapper rather than a seam in the source: the self-contained
 * entry stays byte for byte what it was (it has 60 bytes of budget left).
 */
function localeLoaderModule(root, real, locales) {
  const table = locales.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${LOCALE}:${name}`)}),`);
  return [
    `import { createFetchLoader, setLocaleFiles as setFiles } from ${JSON.stringify(real)};`,
    `import { SCRIPT_FOLDER } from ${JSON.stringify(join(root, 'src/element/assets.ts'))};`,
    `export * from ${JSON.stringify(real)};`,
    `const locales = {\n${table.join('\n')}\n};`,
    OWN_FOLDER,
    "let base = '';",
    'export function setLocaleFiles(hash, nextBase) {\n  base = nextBase;\n  setFiles(hash, nextBase);\n}',
    'export const defaultLocaleLoader = (name) => {',
    '  if (!own(base)) return createFetchLoader()(name);',
    '  return locales[name] ? locales[name]().then((m) => m.default) : Promise.reject(new Error(`No locale file ${name}`));',
    '};',
  ].join('\n');
}

/**
 * wouter reaches React's useSyncExternalStore through `use-sync-external-store/shim`, a CommonJS
 * file whose `require('react')` esbuild cannot turn into an import of an external (the browser then
 * throws "Calling `require` for react"). React 19, the peer range, has the hook itself.
 */
const syncStoreFromReact = {
  name: 'sync-store-from-react',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: 'use-sync-external-store-shim', namespace: 'react-hook' }));
    b.onLoad({ filter: /.*/, namespace: 'react-hook' }, () => ({ contents: "export { useSyncExternalStore } from 'react';\n", loader: 'js' }));
  },
};

/** Swaps in the modules above and serves each locale file as a module. */
function bundledAssets(root, locales, files) {
  const loader = join(root, 'src/i18n/locale-loader.ts');
  const REAL = '?real';
  return {
    name: 'bundled-assets',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]stores[\\/]bundled-files\.ts$/ }, () => ({ contents: bundledFilesModule(root, files), loader: 'js', resolveDir: root }));
      // Every import of the loader gets the wrapper; the wrapper alone names the real file.
      b.onResolve({ filter: /[\\/]locale-loader\.ts(\?real)?$/ }, (args) => (args.path.endsWith(REAL) ? { path: loader } : { path: 'locale-loader-wrapper', namespace: 'bundled-assets' }));
      b.onLoad({ filter: /^locale-loader-wrapper$/, namespace: 'bundled-assets' }, () => ({ contents: localeLoaderModule(root, `${loader}${REAL}`, locales), loader: 'js', resolveDir: root }));
      // A locale as a module, named so that esbuild calls its chunk `locale-p2p-de-<hash>.js`.
      b.onResolve({ filter: new RegExp(`^${LOCALE}:`) }, (args) => {
        const name = args.path.slice(LOCALE.length + 1);
        return { path: `locale-${name.replace('/', '-')}`, namespace: LOCALE, pluginData: name };
      });
      b.onLoad({ filter: /.*/, namespace: LOCALE }, async (args) => {
        const json = JSON.stringify(JSON.parse(await readFile(join(root, 'locales', `${args.pluginData}.json`), 'utf8')));
        return { contents: `export default JSON.parse(${JSON.stringify(json)});\n`, loader: 'js' };
      });
    },
  };
}

/** Builds dist/esm/ beside the self-contained build; returns esbuild's metafile. */
export async function buildEsm(options, { root, out, entry, plugins }) {
  const outdir = join(out, 'esm');
  await rm(outdir, { recursive: true, force: true });
  const [locales, files] = await Promise.all([localeNames(root), ownFiles(root)]);
  const result = await build({
    ...options,
    entryPoints: { index: entry },
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    splitting: true,
    minify: true,
    // Locale texts stay readable UTF-8 rather than \u escapes (a third of the size for Cyrillic),
    // and licence comments stay in the files for the host's bundler to keep or collect.
    charset: 'utf8',
    legalComments: 'eof',
    external: ESM_EXTERNALS,
    metafile: true,
    plugins: [...plugins, englishCore, syncStoreFromReact, bundledAssets(root, locales, files)],
  });
  return result.metafile;
}
