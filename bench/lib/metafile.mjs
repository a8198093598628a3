/**
 * Reading an esbuild metafile: which outputs an entry loads statically (before it runs) and which
 * only through import(), and the biggest inputs of a set of outputs. Nothing here knows a file name.
 */

import { posix } from 'node:path';

/**
 * The output an import points at: esbuild's own output path, or — for an import the build marked
 * external with a relative path (a build made of several esbuild passes) — that path resolved
 * against the importing file.
 */
export function importTarget(meta, from, imp) {
  if (meta.outputs[imp.path]) return imp.path;
  if (imp.external && /^\.\.?\//.test(imp.path)) {
    const resolved = posix.normalize(posix.join(posix.dirname(from), imp.path));
    if (meta.outputs[resolved]) return resolved;
  }
  return null;
}

/** The JS outputs of `meta`. */
export const jsOutputs = (meta) => Object.keys(meta.outputs).filter((p) => p.endsWith('.js'));

/** The entry plus every output it imports statically (the browser fetches these before it runs). */
export function staticClosure(meta, entry, seen = new Set()) {
  if (seen.has(entry) || !meta.outputs[entry]) return seen;
  seen.add(entry);
  for (const imp of meta.outputs[entry].imports) {
    const target = imp.kind === 'import-statement' ? importTarget(meta, entry, imp) : null;
    if (target) staticClosure(meta, target, seen);
  }
  return seen;
}

/** Every JS output reachable from `entry` by static or dynamic imports. */
export function reachable(meta, entry, seen = new Set()) {
  if (seen.has(entry) || !meta.outputs[entry]) return seen;
  seen.add(entry);
  for (const imp of meta.outputs[entry].imports) {
    const target = imp.kind === 'import-statement' || imp.kind === 'dynamic-import' ? importTarget(meta, entry, imp) : null;
    if (target) reachable(meta, target, seen);
  }
  return seen;
}

/**
 * The static import depth of each output from `entry`: the entry is wave 1, what it imports
 * statically wave 2, and so on (each wave is one more round trip before code can run).
 */
export function staticWaves(meta, entry) {
  const depth = new Map([[entry, 1]]);
  const queue = [entry];
  while (queue.length) {
    const path = queue.shift();
    for (const imp of meta.outputs[path]?.imports ?? []) {
      const target = imp.kind === 'import-statement' ? importTarget(meta, path, imp) : null;
      if (target && !depth.has(target)) {
        depth.set(target, (depth.get(path) ?? 1) + 1);
        queue.push(target);
      }
    }
  }
  return Math.max(...depth.values());
}

/** An input's group: its npm package, or its top folder under src/ (`src/flows/x/y.ts` → `src/flows/x`). */
export function inputGroup(input) {
  // A plugin namespace (`kernel:src/x.ts`) keeps its prefix: it says how the module got there.
  const ns = /^([a-z][\w-]*):(?!\/\/)(.*)$/.exec(input);
  if (ns && ns[1] && ns[2] !== undefined) return `${ns[1]}:${inputGroup(ns[2])}`;
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1];
  const own = /^(src\/flows\/[^/]+|src\/[^/]+|[^/]+)\//.exec(input);
  return own ? own[1] : input;
}

/** The biggest input groups (see inputGroup) of `outputs`, minified bytes. */
export function biggestInputs(meta, outputs, count = 8) {
  const sizes = new Map();
  for (const path of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[path]?.inputs ?? {})) {
      const key = inputGroup(input);
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, bytes]) => ({ name, bytes }));
}
