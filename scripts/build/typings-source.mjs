// What the integrators' typings are generated from (issue #23, decision TYPES-01): the public
// typings blocks of the domain files, copied as they are, and the element's runtime lists —
// attributes, properties, event names, defaults — taken by running the very source the widget
// runs (bundled with esbuild for Node), so typings and runtime cannot drift apart.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/** The files whose "public typings" block is copied into the DOM typings, in this order. */
export const BLOCK_FILES = ['src/domain/host-messages.ts', 'src/domain/handshake.ts', 'src/domain/widget-options.ts'];
/** Around each copied block in its source file. */
export const BLOCK_BEGIN = '// ---- public typings: copied into types/payment-cashier.d.ts by scripts/build/host-types.mjs ----';
export const BLOCK_END = '// ---- end of the public typings ----';
/** Where the element's tag name is declared (not run: running it would define the element). */
export const TAG_FILE = 'src/element/index.ts';

/** The block strictly between the marker lines of one source file; it must import nothing. */
export function publicBlock(source, file) {
  const from = source.indexOf(BLOCK_BEGIN);
  const to = source.indexOf(BLOCK_END);
  if (from < 0 || to < from) throw new Error(`${file} has lost its marker lines:\n${BLOCK_BEGIN}\n${BLOCK_END}`);
  const block = source.slice(from + BLOCK_BEGIN.length + 1, to);
  if (/^\s*import\b/m.test(block)) throw new Error(`the public typings of ${file} must import nothing: they are copied into the typings`);
  return block;
}

/** `export const TAG_NAME = 'payment-cashier';` → `payment-cashier`. */
export function tagName(source) {
  const found = /export const TAG_NAME = '([a-z][a-z0-9]*-[a-z0-9-]+)'/.exec(source);
  if (!found) throw new Error(`${TAG_FILE} no longer declares TAG_NAME as a literal`);
  return found[1];
}

// Only modules that run in Node without a DOM: the lists, the event names and the defaults.
const RUNTIME_ENTRY = `
export { ATTRIBUTE_TO_PROPERTY, BOOLEAN_PROPERTIES, OBJECT_PROPERTIES, SCALAR_PROPERTIES } from './src/element/fields.ts';
export { OUTBOUND_MESSAGES, OUTBOUND_EVENT_PREFIX, dashedEventName } from './src/domain/host-messages.ts';
export { CONFIG_DEFAULTS } from './src/stores/config.ts';
`;

/** Runs the source's lists in Node (esbuild bundles them in memory) and returns them. */
export async function runtimeLists(rootPath) {
  const out = await build({
    stdin: { contents: RUNTIME_ENTRY, resolveDir: rootPath, loader: 'ts', sourcefile: 'typings-runtime.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  const lists = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return {
    attributes: [...lists.ATTRIBUTE_TO_PROPERTY].map(([attribute, property]) => ({ attribute, property })),
    booleans: new Set(lists.BOOLEAN_PROPERTIES),
    properties: [...lists.SCALAR_PROPERTIES, ...lists.OBJECT_PROPERTIES],
    events: lists.OUTBOUND_MESSAGES.map((type) => ({ type, colon: `${lists.OUTBOUND_EVENT_PREFIX}${type}`, dashed: lists.dashedEventName(type) })),
    defaults: lists.CONFIG_DEFAULTS,
  };
}

/** Everything the generators need, read from the repository at `root` (a URL ending in '/'). */
export async function readSources(root) {
  const read = (file) => readFile(new URL(file, root), 'utf8');
  const blocks = await Promise.all(BLOCK_FILES.map(async (file) => ({ file, text: publicBlock(await read(file), file) })));
  const [tag, lists] = await Promise.all([read(TAG_FILE).then(tagName), runtimeLists(new URL('.', root).pathname)]);
  return { blocks, tag, ...lists };
}
