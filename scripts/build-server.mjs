// Builds the sandbox banking server (demo/server/*.ts) into dist-server/main.mjs and
// dist-server/app.mjs. The server imports the widget's call map and entity types straight from
// src/, so the bundle is the one place both sides meet; npm packages stay external (Node
// resolves them from node_modules at run time).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles the server (about 0.1 s). Returns esbuild's result. */
export async function buildServer({ quiet = true } = {}) {
  return build({
    entryPoints: { main: 'demo/server/main.ts', app: 'demo/server/app.ts' },
    outdir: 'dist-server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    absWorkingDir: root,
    logLevel: quiet ? 'warning' : 'info',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer({ quiet: false });
}
