// The host-message part of the integrators' typings, types/payment-cashier.d.ts, is generated from
// the one map of host messages (issue #22): the map's "public typings" part of
// src/domain/host-messages.ts is copied between the .d.ts's two marker lines; the rest of the .d.ts
// (properties, JSX) is written by hand. `node scripts/build/host-types.mjs` (run by `npm run build`)
// rewrites the file; test/scripts/host-types.test.mjs fails when the committed file differs.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const MAP_FILE = 'src/domain/host-messages.ts';
export const TYPES_FILE = 'types/payment-cashier.d.ts';
/** Around the copied part in the map. */
export const MAP_BEGIN = `// ---- public typings: copied into ${TYPES_FILE} by scripts/build/host-types.mjs ----`;
export const MAP_END = '// ---- end of the public typings ----';
/** Around the copy in the typings. */
export const BEGIN = `// ---- generated from ${MAP_FILE} by scripts/build/host-types.mjs: edit the map, not these lines ----`;
export const END = '// ---- end of the generated host messages ----';

/** The text strictly between two marker lines of `text`. */
function between(text, begin, end, file) {
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has lost its marker lines:\n${begin}\n${end}`);
  return [text.slice(0, from + begin.length + 1), text.slice(from + begin.length + 1, to), text.slice(to)];
}

/** The typings with the map's public part between their markers. */
export function renderHostTypes(mapSource, typings) {
  const [, copied] = between(mapSource, MAP_BEGIN, MAP_END, MAP_FILE);
  if (/^\s*import\b/m.test(copied)) throw new Error(`the public typings of ${MAP_FILE} must import nothing: they are copied into ${TYPES_FILE}`);
  const [head, , tail] = between(typings, BEGIN, END, TYPES_FILE);
  return `${head}${copied}${tail}`;
}

/** Reads both files under `root` and returns [the typings' URL, what they should be, what they are]. */
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
