// The one place the framework hosts under test resolve `@payment-cashier/widget` (issue #23, decision FW-01).
// Each host imports the widget by its package name, as an integrator's app does; Vite then reads the
// package.json of the folder named here and follows its `exports` (`import` → dist/esm/index.js once
// the package build is merged; until then `main` → dist/payment-cashier.js).
// Today that folder is the repository itself (built by `node esbuild.config.mjs`, as the e2e
// webServer does); to try the published shape, point CASHIER_PACKAGE_ROOT at an unpacked `npm pack`
// tarball (`tar xzf payment-cashier-widget-1.0.486.tgz` gives `package/`).
// An integrator's vite.config needs none of this: the installed package resolves by itself.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_NAME = '@payment-cashier/widget';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folder whose package.json stands for `@payment-cashier/widget`. */
export const packageRoot = resolve(process.env.CASHIER_PACKAGE_ROOT ?? repoRoot);

/** True while the package has no `exports` and a bundler gets the self-contained build through `main`. */
export const standaloneOnly = () => !JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).exports;

/**
 * The Vite plugin every host under test adds: the bare name (and only it) maps to the package folder.
 * Stopgap (decision FW-01): the self-contained build finds its locales and icons next to its own
 * module URL, which a bundler moves into the host's `assets/`; while that is the build a bundler gets,
 * the plugin copies them there, as an integrator of today's main would have to. Once the package's
 * bundler build resolves its own assets, nothing is copied and the e2e checks that nothing 404s.
 */
export function widgetPackage() {
  let outDir = '';
  return {
    name: 'payment-cashier-package-under-test',
    config: () => ({ resolve: { alias: [{ find: /^@payment-cashier\/widget$/, replacement: packageRoot }] } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      if (!standaloneOnly()) return;
      for (const folder of ['locales', 'icons']) {
        const from = join(packageRoot, 'dist', folder);
        if (existsSync(from)) cpSync(from, join(outDir, folder), { recursive: true });
      }
    },
  };
}
