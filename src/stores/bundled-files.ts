/**
 * The bundler build's own copies of the widget's static files (decision PKG-03). Empty here: the
 * self-contained build, the tests and dev resolve every file under the assets root (the script's
 * folder, or `assetsBase`), and esbuild drops the branch that reads this constant. The bundler
 * build (scripts/build/esm.mjs) swaps this module for one whose table holds
 * `new URL('…', import.meta.url)` literals, which a host's bundler (Vite, webpack 5) follows and
 * emits; it answers only while `root` is the widget's own folder, so `assetsBase` still wins.
 */
export const bundledFileUrl: ((path: string, root: string) => string | undefined) | undefined = undefined;
