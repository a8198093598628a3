// "Kernel" code splitting for the widget bundle (issue #4: exactly one JS request before the
// method list). esbuild's splitting makes the entry import chunks it shares with lazy screens,
// which costs a blocking round trip. Instead the entry is built whole, without splitting, and
// registers the modules lazy chunks need in a registry on globalThis; the lazy chunks, built
// separately, read those modules from the registry instead of bundling their own copies, so
// React, the stores and everything else stay single instances.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';

/**
 * The registry's name on globalThis: one per build (`buildId` hashes the entry's code), so two
 * different builds on one page never read each other's modules, and the same build loaded twice
 * registers once (first registration wins).
 */
export const kernelKey = (buildId) => `payment-cashier.kernel/${buildId}`;
const IDENT = /^[A-Za-z_$][\w$]*$/;
/** Prefix of the registry keys in lazy chunks, so the used exports can be read back from them. */
const MARK = 'kernel:';
/** Separates a kernel module's path from its importer's (one read module per importer). */
const FROM = '?from=';

/** Prefix of a dynamic import that names a built chunk file directly. */
const CHUNK_FILE = 'cashier-chunk:';

/** Marks every dynamic import external, pointing at `chunks/<name>.js` as `nameOf` decides. */
export function lazyImports(root, onLazy) {
  return {
    name: 'lazy-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        if (args.path.startsWith(CHUNK_FILE)) return { path: `./${args.path.slice(CHUNK_FILE.length)}`, external: true };
        const abs = resolve(args.resolveDir, args.path);
        return { path: onLazy(relative(root, abs)), external: true };
      });
    },
  };
}

/** Export names of a module, as the registry's `import * as` namespace will hold them. */
async function exportNames(root, file, options) {
  const abs = resolve(root, file);
  const result = await build({
    ...options,
    entryPoints: [abs],
    bundle: true,
    write: false,
    metafile: true,
    splitting: false,
    minify: false,
    sourcemap: false,
    outdir: '/kernel-probe',
    logLevel: 'silent',
  });
  const names = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.exports ?? [];
  // A CommonJS package (React) shows only `default`: its real names are module.exports' keys.
  if (file.includes('node_modules/') && names.length <= 1) {
    return ['default', ...Object.keys(createRequire(abs)(abs))];
  }
  return names;
}

/** A number, string or boolean literal. */
const LITERAL = String.raw`-?\d[\d_]*(?:\.\d[\d_]*)?|'[^'\\\n]*'|"[^"\\\n]*"|true|false`;
/**
 * `export const NAME = <literal>;`, or an array of literals the type system keeps from being changed
 * (`NAME: readonly string[] = [...]`, `[...] as const`), at the start of a line of our own source.
 */
const LITERAL_EXPORT = new RegExp(
  String.raw`^export const ([A-Za-z_$][\w$]*)(?:: *(?:number|string|boolean))? = (${LITERAL});$` +
    String.raw`|^export const ([A-Za-z_$][\w$]*)(?:: *readonly (?:number|string)\[\])? = (\[(?:\s*(?:${LITERAL})\s*,?)*\s*\])( as const)?;$`,
  'gm',
);

/**
 * A module's exported literal constants, by name (issue #24, decision ROOM-06). A lazy chunk gets
 * their values, not a registry read: a primitive cannot differ between two copies (nor can a
 * read-only array of them, which our code never compares by identity), and the registry then carries
 * no entry for a constant only the lazy pages use (the entry drops it altogether).
 */
async function literalConstants(root, file) {
  if (file.includes('node_modules/') || !/\.tsx?$/.test(file)) return new Map();
  const source = await readFile(resolve(root, file), 'utf8');
  const found = new Map();
  for (const [whole, name, value, arrayName, array, asConst] of source.matchAll(LITERAL_EXPORT)) {
    if (name) found.set(name, value);
    else if (asConst || whole.includes(': readonly ')) found.set(arrayName, array);
  }
  return found;
}

/**
 * Short registry keys (issue #9): every flow is a chunk now, so the registry lists more exports, and
 * spelled out (`"src/stores/deposit/pending-deposit.ts": { setPendingDeposit: … }`) its keys cost the
 * entry ~3 KB. A module is keyed by its index among the entry's modules and an export by its index
 * among the module's exports, both base 36; `kernelKeys` maps them back when the entry is written.
 */
export function createKernelKeys(entryModules) {
  const files = [...entryModules].sort();
  const fileIds = new Map(files.map((file, i) => [file, i.toString(36)]));
  /** file → its export names in a fixed order (filled as pass B reads them). */
  const names = new Map();
  return {
    fileId: (file) => fileIds.get(file),
    nameId: (file, name) => names.get(file).indexOf(name).toString(36),
    setNames: (file, list) => names.set(file, list),
    /** From the ids pass B wrote back to the file and export name. */
    resolve(fileId, nameId) {
      const file = files[parseInt(fileId, 36)];
      return { file, name: names.get(file)?.[parseInt(nameId, 36)] };
    },
  };
}

/**
 * Resolves imports of lazy modules: a module that the entry already contains becomes a read from
 * the registry, one pure read per export. Each importer gets its own copy of these small read
 * modules and of the read function: shared, esbuild made a chunk of each combination of
 * importers — 13 files of 150–800 bytes behind the redirect screen, a second wave of requests
 * when a method opens (issue #4). Duplicated, they sit in the importer's chunk.
 */
export function kernelImports(root, entryModules, options, buildId, keys = createKernelKeys(entryModules)) {
  const names = new Map();
  const literals = new Map();
  return {
    name: 'kernel-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.kernelProbe) return undefined;
        const found = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { kernelProbe: true },
        });
        if (found.errors.length || found.external) return undefined;
        const key = relative(root, found.path);
        if (!entryModules.has(key)) return undefined;
        return { path: `${key}${FROM}${relative(root, args.importer)}`, namespace: 'kernel' };
      });
      b.onLoad({ filter: /.*/, namespace: 'kernel' }, async (args) => {
        const file = args.path.slice(0, args.path.indexOf(FROM));
        if (!names.has(file)) {
          names.set(file, await exportNames(root, file, options));
          keys.setNames(file, names.get(file));
        }
        const all = names.get(file);
        if (!literals.has(file)) literals.set(file, await literalConstants(root, file));
        const literal = literals.get(file);
        // One pure read per export: esbuild drops the reads nobody uses, and the reads that stay
        // tell pass C exactly which exports the registry must carry (usedKernelExports).
        const read = (name) => `/* @__PURE__ */ kernelRead(${JSON.stringify(MARK + keys.fileId(file))}, ${JSON.stringify(keys.nameId(file, name))})`;
        const lines = ["import { kernelRead } from 'kernel-runtime';"];
        if (all.includes('default')) lines.push(`export default ${read('default')};`);
        for (const name of all) if (name !== 'default' && IDENT.test(name)) lines.push(`export const ${name} = ${literal.get(name) ?? read(name)};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
      // The read function, once per importer (its read modules share it).
      b.onResolve({ filter: /^kernel-runtime$/ }, (args) => ({ path: `kernel-runtime${args.importer.slice(args.importer.indexOf(FROM))}`, namespace: 'kernel-runtime' }));
      b.onLoad({ filter: /.*/, namespace: 'kernel-runtime' }, () => ({
        contents: `export function kernelRead(key, name) { return globalThis[Symbol.for(${JSON.stringify(kernelKey(buildId))})][key.slice(${MARK.length})][name]; }`,
        loader: 'js',
      }));
    },
  };
}

/** Reads, from the built lazy chunks, which export of which entry module each chunk uses. */
export function usedKernelExports(outputTexts, keys) {
  const used = new Map();
  const pattern = new RegExp(`"${MARK}([^"]+)","([\\w$]+)"`, 'g');
  for (const text of outputTexts) {
    for (const [, fileKey, nameKey] of text.matchAll(pattern)) {
      const { file, name } = keys ? keys.resolve(fileKey, nameKey) : { file: fileKey, name: nameKey };
      if (!file || !name) throw new Error(`kernel: unknown registry read ${fileKey}/${nameKey}`);
      if (!used.has(file)) used.set(file, new Set());
      used.get(file).add(name);
    }
  }
  return used;
}

/** The entry wrapper: the element's module, plus the registry of exactly the exports lazy chunks read. */
export function kernelEntry(root, entryFile, used, buildId, keys, lead = []) {
  const files = [...used.keys()].sort();
  const imports = files.map((file, i) => {
    const specs = [...used.get(file)].sort().map((name) => (name === 'default' ? `default as m${i}_default` : `${name} as m${i}_${name}`));
    return `import { ${specs.join(', ')} } from ${JSON.stringify(resolve(root, file))};`;
  });
  const fileKey = (file) => JSON.stringify(keys ? keys.fileId(file) : file);
  const nameKey = (file, name) => JSON.stringify(keys ? keys.nameId(file, name) : name);
  const table = files.map((file, i) => `  ${fileKey(file)}: { ${[...used.get(file)].sort().map((n) => `${nameKey(file, n)}: m${i}_${n}`).join(', ')} },`);
  return [
    // Evaluated (so emitted) first: see ENTRY_LEAD in esbuild.config.mjs.
    ...lead.map((spec) => `import ${JSON.stringify(spec.startsWith('src/') ? resolve(root, spec) : spec)};`),
    `export * from ${JSON.stringify(resolve(root, entryFile))};`,
    ...imports,
    `const key = Symbol.for(${JSON.stringify(kernelKey(buildId))});`,
    `globalThis[key] ??= {\n${table.join('\n')}\n};`,
  ].join('\n');
}
