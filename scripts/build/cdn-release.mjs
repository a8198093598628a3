// The CDN release (issue #23 deliverable 3, decisions CDN-01…): the self-contained build copied to
// release/cdn/<version>/, every text file beside its brotli and gzip twin, and the SRI hashes of
// every JS file in integrity.json (there and in dist/). The sandbox serves this folder at
// /widget/<version>/ and /widget/v<major>/ (demo/server/sandbox/cdn.ts).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Not part of the CDN release: the bundler build, the size budgets' metafile, older integrity. */
const LEFT_OUT = [/^esm(\/|$)/, /^meta\.json$/, /^integrity\.json$/];
/** Worth compressing: everything but images that are already compressed (none today). */
const TEXT = /\.(js|json|html|css|svg|map|txt)$/;

/** The widget's version (`v1.0.486`), read from its one source, src/domain/constants.ts. */
export async function widgetVersion(root) {
  const source = await readFile(join(root, 'src/domain/constants.ts'), 'utf8');
  const match = /export const WIDGET_VERSION = '(v\d+\.\d+\.\d+)'/.exec(source);
  if (!match) throw new Error('src/domain/constants.ts: WIDGET_VERSION not found');
  return match[1];
}

/** `sha384-…`, the form of a `<script integrity>` and of an import map's "integrity" entry. */
export const sriHash = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Files under `dir` as forward-slash paths relative to it, sorted (so integrity.json is stable). */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1).split('\\').join('/'))
    .sort();
}

/**
 * Brotli quality: the maximum (11) for what players download; source maps, fetched only by an open
 * devtools, get 5 — q11 on the 1.8 MB of maps doubled the build (+4 s) to save bytes nobody waits for.
 */
const brotliQuality = (file) => (file.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY);

/** Writes `.br` and `.gz` (level 9) beside `file`, each only when it is smaller. */
async function precompress(file, bytes) {
  const [br, gzipped] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed twin larger than the file would only cost bytes: the file is served as it is.
  await Promise.all([br.length < bytes.length && writeFile(`${file}.br`, br), gzipped.length < bytes.length && writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Copies `dist` (the self-contained build) to `<outDir>/<version>/`, precompresses its text files
 * and writes integrity.json there and in `dist`. Returns { version, dir, files, integrity }.
 * Compression runs on libuv's thread pool, all files at once.
 */
export async function writeCdnRelease({ root, dist = join(root, 'dist'), outDir = join(root, 'release/cdn'), version } = {}) {
  const release = version ?? (await widgetVersion(root));
  const dir = join(outDir, release);
  await rm(dir, { recursive: true, force: true });
  const files = (await listFiles(dist)).filter((f) => !LEFT_OUT.some((re) => re.test(f)));
  const integrity = {};
  await Promise.all(
    files.map(async (name) => {
      const bytes = await readFile(join(dist, name));
      if (name.endsWith('.js')) integrity[name] = sriHash(bytes);
      const target = join(dir, name);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(dist, name), target);
      if (TEXT.test(name)) await precompress(target, bytes);
    }),
  );
  // The entry first, then the rest by name: what an integrator copies is on the first line.
  const ordered = Object.fromEntries(Object.keys(integrity).sort((a, b) => Number(b === 'payment-cashier.js') - Number(a === 'payment-cashier.js') || a.localeCompare(b)).map((k) => [k, integrity[k]]));
  const json = `${JSON.stringify(ordered, null, 2)}\n`;
  await writeFile(join(dist, 'integrity.json'), json);
  await writeFile(join(dir, 'integrity.json'), json);
  await precompress(join(dir, 'integrity.json'), Buffer.from(json));
  return { version: release, dir, files, integrity: ordered };
}
