// The one place the framework hosts under test resolve `@payment-cashier/widget` (issue #23, decision FW-01).
// Each host imports the widget by its package name, as an integrator's app does; Vite then reads the
// package.json of the folder named here and follows its `exports` (`import` → dist/esm/index.js).
// That folder is the unpacked `npm pack` tarball of the built repository (unpackPackage(), run by
// build.mjs before the hosts build), so the hosts get exactly the files a registry install gives;
// its libraries resolve from the repository's node_modules, as a host's hoisted install would.
// CASHIER_PACKAGE_ROOT points the hosts at another unpacked package instead.
// An integrator's vite.config needs none of this: the installed package resolves by itself.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_NAME = '@payment-cashier/widget';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const unpacked = join(repoRoot, '.cache', 'package');

/** The folder whose package.json stands for `@payment-cashier/widget`. */
export const packageRoot = resolve(process.env.CASHIER_PACKAGE_ROOT ?? join(unpacked, 'package'));

/**
 * Packs the built repository as `npm publish` would (without running prepack: the widget is built
 * already) and unpacks the tarball into .cache/package/package/. Skipped with CASHIER_PACKAGE_ROOT.
 */
export function unpackPackage() {
  if (process.env.CASHIER_PACKAGE_ROOT) return;
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', unpacked], { cwd: repoRoot, encoding: 'utf8' }));
  execFileSync('tar', ['xzf', join(unpacked, packed.filename), '-C', unpacked]);
}

/** The Vite plugin every host under test adds: the bare name (and only it) maps to the package folder. */
export function widgetPackage() {
  return {
    name: 'payment-cashier-package-under-test',
    config: () => ({ resolve: { alias: [{ find: /^@payment-cashier\/widget$/, replacement: packageRoot }] } }),
  };
}
