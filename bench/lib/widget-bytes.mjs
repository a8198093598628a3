/**
 * The widget's bytes from what `npm run build` produced: the entry is package.json `main`, the
 * chunks and their kinds come from the build's meta.json (esbuild's metafile), locale files are
 * every JSON file the build wrote except the metafile. No file name is assumed beyond `main`.
 * Everything is read from the bench's snapshot of the build folder (see site.mjs), so another
 * build running meanwhile cannot change the files under measurement.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { biggestInputs, importTarget, jsOutputs, reachable, staticClosure, staticWaves } from './metafile.mjs';
import { measure, sum } from './sizes.mjs';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The build folder and the self-contained entry package.json exports as `./standalone` (`dist`, `dist/payment-cashier.js`). */
export function buildLayout(root) {
  // The self-contained build a <script> tag loads (`exports['./standalone']`): `main` names the
  // bundler build since issue #23, whose bare imports only a host's bundler resolves.
  const main = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports['./standalone'].replace(/^\.\//, '');
  return { main, distName: main.split('/')[0] };
}

/**
 * Sizes of the initial JS, each lazy chunk, each locale file and the total.
 * @param {string} root repository root
 * @param {string} snapshot the copy of the build folder
 * @param {string[]} requestedBeforeList metafile paths (`dist/…`) the browser fetched before the list showed
 */
export function widgetBytes(root, snapshot, requestedBeforeList = []) {
  const { main, distName } = buildLayout(root);
  const meta = JSON.parse(readFileSync(join(snapshot, 'meta.json'), 'utf8'));
  if (!meta.outputs[main]) throw new Error(`${main} (package.json exports ./standalone) is not in the build's meta.json`);
  const distDir = snapshot;
  const size = (p) => measure(readFileSync(join(snapshot, relative(distName, p))));
  const statics = [...staticClosure(meta, main)];
  const all = [...reachable(meta, main)];
  // Initial = the metafile's static closure plus whatever the browser really fetched before the list.
  const extra = requestedBeforeList.filter((p) => !statics.includes(p) && meta.outputs[p]);
  const initialFiles = [...statics, ...extra];
  const lazy = all.filter((p) => !initialFiles.includes(p)).map((file) => ({ file, ...size(file), biggest: biggestInputs(meta, [file], 3) }));
  const locales = walk(distDir)
    .map((p) => `${distName}/${relative(snapshot, p).split('\\').join('/')}`)
    .filter((p) => p.endsWith('.json') && !p.endsWith('/meta.json') && !p.endsWith('/integrity.json'))
    .sort()
    .map((file) => ({ file, ...size(file) }));
  const initial = sum(initialFiles.map(size));
  return {
    entry: main,
    initial: { ...initial, files: initialFiles, staticFiles: statics, loadedLazilyBeforeList: extra, staticWaves: staticWaves(meta, main) },
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    locales,
    total: sum(all.map(size)),
    otherEntries: jsOutputs(meta).filter((p) => meta.outputs[p].entryPoint && p !== main && !all.includes(p)),
    biggestInitial: biggestInputs(meta, initialFiles, 10),
  };
}

/**
 * Each flow's lazy chunks, from the build's meta.json: `own` = the outputs whose entry point is
 * under `src/flows/<flow>/` (its screens), `shared` = the chunks those import statically (the build
 * starts them in parallel with the screen, docs/build.md). A flow with no such output is in the entry.
 * @param {string} root repository root
 * @param {string} snapshot the copy of the build folder
 * @param {string[]} flows flow names (src/app/flows.ts FLOWS)
 * @returns {Record<string, { own: Array<{ file: string, min: number, gzip: number, brotli: number }>, shared: Array<{ file: string, min: number, gzip: number, brotli: number }> }>}
 */
export function flowChunks(root, snapshot, flows) {
  const { distName } = buildLayout(root);
  const meta = JSON.parse(readFileSync(join(snapshot, 'meta.json'), 'utf8'));
  const size = (file) => ({ file, ...measure(readFileSync(join(snapshot, relative(distName, file)))) });
  return Object.fromEntries(
    flows.map((flow) => {
      const own = jsOutputs(meta).filter((p) => meta.outputs[p].entryPoint?.startsWith(`src/flows/${flow}/`));
      const shared = [...new Set(own.flatMap((p) => meta.outputs[p].imports.filter((i) => i.kind === 'import-statement').map((i) => importTarget(meta, p, i))))].filter((p) => p && !own.includes(p));
      return [flow, { own: own.map(size), shared: shared.map(size) }];
    }),
  );
}
