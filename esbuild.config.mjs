// Production build: dist/payment-cashier.js (ESM, split into lazy chunks), the iframe fallback
// page, content-hashed locale files (one hash, baked into the bundle), and currency icons.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { createKernelKeys, kernelEntry, kernelImports, lazyImports, usedKernelExports } from './scripts/build/kernel.mjs';
import { chunkClosures, chunkKey, closuresBanner, closuresChunk, LOAD_DEFINE, routeLazyImports } from './scripts/build/closures.mjs';
import { websocketOnly } from './scripts/build/websocket-only.mjs';
import { withCompileHint } from './scripts/build/compile-hint.mjs';
import { libraryTrims } from './scripts/build/library-trims.mjs';
import { englishCore } from './scripts/build/english-core.mjs';
import { writeCdnRelease } from './scripts/build/cdn-release.mjs';
import { buildEsm } from './scripts/build/esm.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const out = join(root, 'dist');

/**
 * Minified copies of locales/*.json and of each locale part's folder (locales/<part>/*.json,
 * decision I18N-11), every name suffixed with one hash of them all (decision I18N-08); returns it.
 */
async function emitLocales() {
  const files = []; // [relative name without .json, minified JSON]
  const readFolder = async (sub) => {
    const entries = await readdir(join(root, 'locales', sub), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory() && !sub) await readFolder(entry.name);
      else if (entry.name.endsWith('.json')) {
        const json = JSON.stringify(JSON.parse(await readFile(join(root, 'locales', sub, entry.name), 'utf8')));
        files.push([join(sub, entry.name.slice(0, -5)), json]);
      }
    }
  };
  await readFolder('');
  const all = createHash('sha256');
  for (const [name, json] of files) all.update(name).update('\0').update(json);
  const hash = all.digest('hex').slice(0, 8);
  for (const [name, json] of files) {
    await mkdir(dirname(join(out, 'locales', name)), { recursive: true });
    await writeFile(join(out, 'locales', `${name}.${hash}.json`), json);
  }
  return hash;
}

async function copyDir(from, to, filter) {
  await mkdir(to, { recursive: true });
  for (const file of (await readdir(from)).filter(filter)) await copyFile(join(from, file), join(to, file));
}

/**
 * esbuild keeps a custom property's value as written (`--x: 0 1px 2px rgba(26, 31, 54, .06)`);
 * the whitespace after its colon and after its commas means nothing (CSS Variables: leading white
 * space is trimmed, tokens are re-read where var() lands), and the tokens sheet is in the entry.
 */
const tightCustomProperties = (css) => css.replace(/(--[\w-]+):\s*([^;}]*)/g, (_, name, value) => `${name}:${value.replace(/,\s+/g, ',')}`);

/** styles/*.css arrive as text (adopted as constructable sheets), minified by esbuild's CSS minifier. */
const minifiedCssText = {
  name: 'minified-css-text',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true, target: ['chrome100', 'safari15', 'firefox100'] });
      return { contents: tightCustomProperties(code), loader: 'text' };
    });
  },
};

export const sharedOptions = {
  bundle: true,
  format: 'esm',
  target: 'es2020',
  jsx: 'automatic',
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  plugins: [minifiedCssText, websocketOnly, libraryTrims],
};

const ENTRY = 'src/element/index.ts';
const lazyName = (file) => file.replace(/^src\//, '').replace(/\.[jt]sx?$/, '').replace(/\//g, '-');

/**
 * Modules the entry evaluates first, so esbuild writes them first: the socket library and its
 * adapter ahead of React and our own code keeps each family together inside gzip's 32 KB window.
 * Every profile loads them before its list (the socket, or the client that picks HTTP). Measured on
 * the entry: 118,924 → 118,536 bytes gzip (issue #22); check again with `npm run bench` when the
 * entry changes shape.
 */
const ENTRY_LEAD = ['socket.io-client', 'src/transport/client.ts'];

/**
 * The lazy modules a host can open FIRST, before the list is idle and the closure manifest is in
 * (decision TAP-01): their closures stay in the entry so that `route="/withdrawal"`, sweepstake
 * mode and `route="/cryptobalance"` reach their first screen in the entry's wave plus one, as do
 * start-up's lazy stores, the bonus banners, the HTTP transport and the region page. Left out:
 * chunks whose closure is only esbuild's helper chunk, which start-up's stores have loaded by the
 * time they are asked for (i18next, the error and empty pages). Every other closure is in
 * `chunks/closures-<hash>.js`.
 */
const FIRST_CHUNKS = [
  'src/app/wallet-flows.ts',
  'src/flows/crypto-balance/crypto-balance.screen.tsx',
  'src/flows/deposit-list/bonus-banners.tsx',
  'src/stores/analytics.ts',
  'src/stores/bonus.ts',
  'src/transport/http.ts',
  'src/app/screens/region.screen.tsx',
  // Fetched beside the manifest, not after it (decision TAP-10).
  'src/app/tap-prefetch.ts',
];

/**
 * Three esbuild passes (see scripts/build/kernel.mjs): A finds what the entry contains and which
 * modules it loads lazily; B builds those lazy modules, reading shared modules from the kernel
 * registry; C builds the entry with the registry and the hashed lazy file names.
 */
async function buildWidget(options) {
  const lazy = new Set();
  const probe = await build({
    ...options,
    entryPoints: [ENTRY],
    outdir: out,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [minifiedCssText, websocketOnly, libraryTrims, englishCore, lazyImports(root, (file) => (lazy.add(file), `./chunks/${lazyName(file)}.js`))],
  });
  const entryModules = new Set(Object.keys(probe.metafile.inputs));
  const keys = createKernelKeys(entryModules);
  const buildId = createHash('sha256').update(probe.outputFiles.map((f) => f.text).join('\n')).digest('hex').slice(0, 12);
  const lazyBuild = await build({
    ...options,
    // Sorted: the order esbuild found the lazy modules in varies, and with it the minified names and
    // the entry's gzip size (±80 bytes between identical builds); sorted, every build is the same.
    entryPoints: Object.fromEntries([...lazy].sort().map((file) => [lazyName(file), file])),
    outdir: out,
    entryNames: 'chunks/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    minify: true,
    sourcemap: true,
    metafile: true,
    plugins: [minifiedCssText, websocketOnly, libraryTrims, englishCore, kernelImports(root, entryModules, options, buildId, keys)],
    write: false,
  });
  await Promise.all(lazyBuild.outputFiles.map(async (f) => (await mkdir(dirname(f.path), { recursive: true }), writeFile(f.path, f.contents))));
  const used = usedKernelExports(lazyBuild.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text), keys);
  const lazyFiles = new Map(
    Object.entries(lazyBuild.metafile.outputs)
      .filter(([, o]) => o.entryPoint)
      .map(([path, o]) => [o.entryPoint, `./${relative('dist', path)}`]),
  );
  // Each lazy chunk's whole closure (scripts/build/closures.mjs): the first chunks' in the entry's
  // banner, the others in a manifest chunk the app fetches once the list is idle.
  const closures = chunkClosures(lazyBuild.metafile);
  const firstKey = (file) => {
    if (!lazyFiles.has(file)) throw new Error(`FIRST_CHUNKS: ${file} is not a lazy module of the entry`);
    return chunkKey(lazyFiles.get(file));
  };
  const first = new Set(FIRST_CHUNKS.map(firstKey));
  const manifest = closuresChunk(closures, first);
  await writeFile(join(out, manifest.file), manifest.text);
  const banner = withCompileHint(closuresBanner(closures, first, manifest.file));
  const entry = await build({
    ...options,
    define: { ...options.define, ...LOAD_DEFINE },
    stdin: { contents: kernelEntry(root, ENTRY, used, buildId, keys, ENTRY_LEAD), resolveDir: root, sourcefile: 'payment-cashier.entry.js', loader: 'js' },
    outfile: join(out, 'payment-cashier.js'),
    banner: { js: banner },
    minify: true,
    sourcemap: true,
    metafile: true,
    write: false,
    plugins: [minifiedCssText, websocketOnly, libraryTrims, englishCore, lazyImports(root, (file) => lazyFiles.get(file))],
  });
  // Every lazy import of the entry asks for its chunk's closure beside it (routeLazyImports).
  for (const file of entry.outputFiles) await writeFile(file.path, file.path.endsWith('.js') ? routeLazyImports(file.text, banner) : file.contents);
  return { inputs: { ...lazyBuild.metafile.inputs, ...entry.metafile.inputs }, outputs: { ...lazyBuild.metafile.outputs, ...entry.metafile.outputs } };
}

export async function buildAll({ quiet = false } = {}) {
  await rm(out, { recursive: true, force: true });
  const localeHash = await emitLocales();
  const options = {
    ...sharedOptions,
    define: { ...sharedOptions.define, __CASHIER_LOCALE_HASH__: JSON.stringify(localeHash) },
    absWorkingDir: root,
    logLevel: quiet ? 'warning' : 'info',
  };
  const metafile = await buildWidget(options);
  // The fallback page's own script is separate so it shares no chunk with the widget entry; so is
  // host-messages.js, the message names for plain-JS hosts such as the playground's log (decision HM-03).
  const separate = { iframe: 'src/iframe/iframe-entry.ts', 'host-messages': 'src/domain/host-messages.ts' };
  await build({ ...sharedOptions, entryPoints: separate, outdir: out, minify: true, absWorkingDir: root, logLevel: 'warning' });
  await copyFile(join(root, 'src/iframe/iframe.html'), join(out, 'iframe.html'));
  await copyFile(join(root, 'src/iframe/iframe.css'), join(out, 'iframe.css'));
  await copyDir(join(root, 'icons'), join(out, 'icons'), (f) => f.endsWith('.svg'));
  await copyDir(join(root, 'icons/messengers'), join(out, 'icons/messengers'), (f) => f.endsWith('.svg'));
  await writeFile(join(out, 'meta.json'), JSON.stringify(metafile));
  // The bundler build (dist/esm/, decision PKG-02); its metafile stays apart from the budgets' one.
  const esmMetafile = await buildEsm(options, { root, out, entry: ENTRY, plugins: [minifiedCssText, libraryTrims] });
  await writeCdnRelease({ root }); // release/cdn/<version>/ and dist/integrity.json (decision CDN-01)
  return { metafile, esmMetafile };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
}
