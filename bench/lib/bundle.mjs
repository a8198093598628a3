/**
 * Builds a peer or page bundle "the same way" as the widget (esbuild.config.mjs): bundle, ESM,
 * es2020, minify, production define, code splitting, legal comments in a side file. Returns the
 * sizes of what the entry loads before it runs (entry + static imports), its CSS and the rest.
 */
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { staticClosure, reachable, staticWaves, biggestInputs } from './metafile.mjs';
import { measure, sum } from './sizes.mjs';

/**
 * @param {{ entry: string, outdir: string, absWorkingDir: string, alias?: Record<string,string>, write?: boolean, name?: string }} options
 * @returns {Promise<{ initial: {min:number,gzip:number,brotli:number}, css: {min:number,gzip:number,brotli:number}|null, lazy: {min:number,gzip:number,brotli:number}, files: string[], waves: number, biggest: Array<{name:string,bytes:number}>, entryFile: string }>}
 */
export async function buildBundle({ entry, outdir, absWorkingDir, alias, write = false, name = 'bundle' }) {
  const result = await build({
    entryPoints: { [name]: entry },
    absWorkingDir,
    outdir,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    minify: true,
    splitting: true,
    legalComments: 'linked',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl' },
    alias,
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const meta = result.metafile;
  const contents = new Map(result.outputFiles.map((f) => [relative(absWorkingDir, f.path).split('\\').join('/'), f.contents]));
  if (write)
    for (const f of result.outputFiles) {
      await mkdir(dirname(f.path), { recursive: true });
      await writeFile(f.path, f.contents);
    }
  const entryFile = Object.keys(meta.outputs).find((p) => meta.outputs[p].entryPoint && p.endsWith('.js'));
  const initial = [...staticClosure(meta, entryFile)];
  const lazy = [...reachable(meta, entryFile)].filter((p) => !initial.includes(p));
  const cssFile = meta.outputs[entryFile].cssBundle;
  const sizeOf = (p) => measure(Buffer.from(contents.get(p) ?? ''));
  return {
    entryFile,
    files: initial,
    initial: sum(initial.map(sizeOf)),
    lazy: sum(lazy.map(sizeOf)),
    css: cssFile ? sizeOf(cssFile) : null,
    waves: staticWaves(meta, entryFile),
    biggest: biggestInputs(meta, initial, 5),
  };
}
