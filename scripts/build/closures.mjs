// Chunk closures (issue #24 deliverable 3: one wave per screen). A lazy screen's chunk is not the
// whole of what its first render waits for: its static shared chunks, and the UI parts it imports
// dynamically the moment it runs (the field controls, the QR encoder, the HTML sanitizer, the wallet
// registry's pages). Fetched one after the other, they cost a round trip each (~0.56 s on slow 4G).
// The build writes each lazy chunk's FULL closure, and every lazy import of the entry goes through
// one helper that asks for the closure beside the chunk: one wave.
//
// Where the closures live (decision TAP-01): the entry holds only those of the chunks a host can
// open FIRST (FIRST_CHUNKS in esbuild.config.mjs: the wallet registry, the crypto-balance index,
// start-up's lazy stores, the app's own pages); every other closure is in a small lazy chunk,
// `chunks/closures-<hash>.js`, fetched once the list is idle (src/app/chunk-closures.ts), long
// before a tap needs it. The entry lost its 30 per-import lists (~0.9 KB gzip) for it.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * Dynamic imports inside lazy chunks that a closure includes (decision TAP-02): UI parts and pages
 * (src/ui, src/app, src/flows) render with the screen. Store actions (captcha, analytics, token
 * renewal), transport and i18n engines load on their own occasion and stay out.
 */
export const renderedWithScreen = (entryPoint) => /^src\/(ui|app|flows)\//.test(entryPoint ?? '');

/** The helper every lazy import of the entry is routed through: six letters, as `import`. */
export const IMPORT_FN = '__cimp';
/**
 * The manifest loader's name in the entry; the source calls it `__cashierClosuresLoad`
 * (src/app/chunk-closures.ts) and the build's `define` shortens it (the entry's budget is tight).
 */
export const LOAD_FN = '__cl';
export const LOAD_DEFINE = { __cashierClosuresLoad: LOAD_FN };

/** A lazy chunk's key in the closure tables: the content hash of its file name (unique per file). */
export const chunkKey = (file) => /-([A-Z0-9]{8})\.js$/.exec(file)?.[1] ?? file;

/**
 * A file as the preload helper takes it: a shared chunk (`chunks/chunk-AB12.js`) by its hash, a
 * named chunk (`chunks/form-fields-AB12.js`) by its name; the helper puts `chunks/…js` back.
 */
export const closureName = (file) => file.replace(/^chunks\/(chunk-)?/, '').replace(/\.js$/, '');

/**
 * For each lazy chunk (by chunkKey), every other file its first render needs: static shared chunks,
 * transitively, and the dynamic imports `nested` accepts with their own closures. Preload names.
 */
export function chunkClosures(metafile, distDir = 'dist', nested = renderedWithScreen) {
  const outputs = metafile.outputs;
  const walk = (path, seen) => {
    for (const imp of outputs[path]?.imports ?? []) {
      if (seen.has(imp.path)) continue;
      const follows = imp.kind === 'import-statement' || (imp.kind === 'dynamic-import' && nested(outputs[imp.path]?.entryPoint));
      if (!follows) continue;
      seen.add(imp.path);
      walk(imp.path, seen);
    }
    return seen;
  };
  const closures = new Map();
  for (const [path, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !path.endsWith('.js')) continue;
    const files = [...walk(path, new Set([path]))].filter((file) => file !== path);
    closures.set(chunkKey(relative(distDir, path)), files.map((file) => closureName(relative(distDir, file))).sort());
  }
  return closures;
}

/** The lazy manifest chunk: every closure not in the entry, as a module; returns its file and text. */
export function closuresChunk(closures, first) {
  const rest = Object.fromEntries([...closures].filter(([key, list]) => list.length && !first.has(key)));
  const text = `export default ${JSON.stringify(rest)};\n`;
  const hash = createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
  return { file: `chunks/closures-${hash}.js`, text };
}

/**
 * The entry's banner: the first chunks' closures, the preload helper, the import helper and the
 * manifest loader. A chunk whose closure is not known yet (the manifest is not in) is queued, and
 * its closure asked for the moment the manifest arrives: a tap before then costs the chunk and its
 * closure in two waves, never the three or four of the chunk's own discovery. Queuing fetches
 * nothing, so nothing joins the list's wave. A failed early fetch is silent: the real import reports it.
 */
export function closuresBanner(closures, first, manifestFile) {
  const inline = Object.fromEntries([...closures].filter(([key, list]) => list.length && first.has(key)));
  return [
    `var __cc=${JSON.stringify(inline)}`,
    '__cq=[]',
    `__cp=(...c)=>{for(const f of c)import("./chunks/"+(f.includes("-")?f:"chunk-"+f)+".js").catch(()=>{})}`,
    `${IMPORT_FN}=(f,h=f.slice(-11,-3))=>(__cc[h]?__cp(...__cc[h]):__cq.push(h),import(f))`,
    `${LOAD_FN}=()=>import("./${manifestFile}").then(m=>{Object.assign(__cc,m.default);for(const h of __cq.splice(0))__cp(...__cc[h]||[])})`,
  ].join(',') + ';';
}

/**
 * Routes every lazy import of the built entry (after its banner, whose helpers import plainly)
 * through IMPORT_FN. Same length as `import`, so the source map's columns stay true.
 */
export function routeLazyImports(code, banner) {
  if (!code.startsWith(banner)) throw new Error('closures: the entry does not start with its banner');
  const rest = code.slice(banner.length);
  // The helpers are globals of the entry's module: its own code must not name them otherwise.
  for (const name of [IMPORT_FN, '__cc', '__cp', '__cq']) {
    if (new RegExp(`\\b${name}\\b`).test(rest)) throw new Error(`closures: the entry's code already names ${name}`);
  }
  return banner + rest.replaceAll('import("./chunks/', `${IMPORT_FN}("./chunks/`);
}
