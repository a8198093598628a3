/** styles/*.css are loaded as text (esbuild `.css: text` loader; the test runner's css-text plugin). */
declare module '*.css' {
  const css: string;
  export default css;
}
