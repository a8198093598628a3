// The host-message part of the integrators' typings, types/payment-cashier.d.ts, is generated from
// the one map, src/domain/host-message-map.ts (issue #22): its text below the file comment is copied
// between the two marker lines; the rest of the .d.ts (properties, JSX) is written by hand.
// `node scripts/build/host-types.mjs` (run by `npm run build`) rewrites the file;
// test/scripts/host-types.test.mjs fails when the committed file differs from what this makes.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const MAP_FILE = 'src/domain/host-message-map.ts';
export const TYPES_FILE = 'types/payment-cashier.d.ts';
export const BEGIN = `// ---- generated from ${MAP_FILE} by scripts/build/host-types.mjs: edit the map, not these lines ----`;
export const END = '// ---- end of the generated host messages ----';

/** The map's text without its file comment (which speaks of the map, not of the typings). */
function mapBody(mapSource) {
  const body = mapSource.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '');
  if (/^\s*import\b/m.test(body)) throw new Error(`${MAP_FILE} must import nothing: its text is copied into ${TYPES_FILE}`);
  return body.trimEnd();
}

/** The typings with the map's text between the markers. */
export function renderHostTypes(mapSource, typings) {
  const begin = typings.indexOf(BEGIN);
  const end = typings.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${TYPES_FILE} has lost its marker lines:\n${BEGIN}\n${END}`);
  return `${typings.slice(0, begin)}${BEGIN}\n${mapBody(mapSource)}\n${typings.slice(end)}`;
}

/** Reads both files from `root` and returns [path, what the typings should be, what they are]. */
export async function hostTypes(root) {
  const path = new URL(TYPES_FILE, root);
  const [map, typings] = await Promise.all([readFile(new URL(MAP_FILE, root), 'utf8'), readFile(path, 'utf8')]);
  return [path, renderHostTypes(map, typings), typings];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [path, generated, current] = await hostTypes(new URL('../../', import.meta.url));
  if (generated !== current) await writeFile(path, generated);
  console.log(`${TYPES_FILE}: ${generated === current ? 'up to date' : 'regenerated'}`);
}
