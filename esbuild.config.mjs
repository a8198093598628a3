// Production build: dist/payment-cashier.js (ESM, split into lazy chunks), the iframe fallback
// page, content-hashed locale files with a manifest baked into the bundle, and currency icons.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const out = join(root, 'dist');

/** Minified, content-hashed copies of locales/*.json; returns { en: 'en.1a2b3c4d.json', … }. */
async function emitLocales() {
  await mkdir(join(out, 'locales'), { recursive: true });
  const manifest = {};
  for (const file of (await readdir(join(root, 'locales'))).filter((f) => f.endsWith('.json')).sort()) {
    const json = JSON.stringify(JSON.parse(await readFile(join(root, 'locales', file), 'utf8')));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
    const name = `${file.slice(0, -5)}.${hash}.json`;
    await writeFile(join(out, 'locales', name), json);
    manifest[file.slice(0, -5)] = name;
  }
  return manifest;
}

async function copyDir(from, to, filter) {
  await mkdir(to, { recursive: true });
  for (const file of (await readdir(from)).filter(filter)) await copyFile(join(from, file), join(to, file));
}

export const sharedOptions = {
  bundle: true,
  format: 'esm',
  target: 'es2020',
  jsx: 'automatic',
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
};

export async function buildAll({ quiet = false } = {}) {
  await rm(out, { recursive: true, force: true });
  const manifest = await emitLocales();
  const result = await build({
    ...sharedOptions,
    entryPoints: { 'payment-cashier': 'src/element/index.ts' },
    outdir: out,
    splitting: true,
    minify: true,
    sourcemap: true,
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    define: { ...sharedOptions.define, __CASHIER_LOCALE_MANIFEST__: JSON.stringify(manifest) },
    absWorkingDir: root,
    logLevel: quiet ? 'warning' : 'info',
  });
  // The fallback page's own script is separate so it shares no chunk with the widget entry.
  await build({ ...sharedOptions, entryPoints: { iframe: 'src/iframe/iframe-entry.ts' }, outdir: out, minify: true, absWorkingDir: root, logLevel: 'warning' });
  await copyFile(join(root, 'src/iframe/iframe.html'), join(out, 'iframe.html'));
  await copyFile(join(root, 'src/iframe/iframe.css'), join(out, 'iframe.css'));
  await copyDir(join(root, 'icons'), join(out, 'icons'), (f) => f.endsWith('.svg'));
  await writeFile(join(out, 'meta.json'), JSON.stringify(result.metafile));
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildAll();
}
