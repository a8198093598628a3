// Serves styles/*.css imported from modules as text, like esbuild's `.css: text` loader does in the build.
export function cssTextPlugin() {
  return {
    name: 'css-text',
    resolveMimeType(context) {
      if (context.path.endsWith('.css')) return 'js';
      return undefined;
    },
    transform(context) {
      if (context.path.endsWith('.css')) return { body: `export default ${JSON.stringify(context.body)};` };
      return undefined;
    },
  };
}

// Every unit test file imports the act() guard first (test/unit/act-guard.ts): a test in which React
// logs an act() warning fails, in every file, including files written later.
export function actGuardPlugin() {
  return {
    name: 'act-guard',
    transform(context) {
      if (/^\/test\/unit\/.+\.test\.tsx?$/.test(context.path)) return { body: `import '/test/unit/act-guard.ts';\n${context.body}` };
      return undefined;
    },
  };
}

// The widget's method icons come from a content network; the unit runner has none, and an icon
// that fails swaps itself for the method's initial (a React state update) whenever the 404
// happens to arrive, often after a test's last act(). A blank icon keeps screens still.
export function methodIconsPlugin() {
  return {
    name: 'method-icons',
    serve(context) {
      if (/^\/icons\/methods\/[\w.-]+\.svg$/.test(context.path)) {
        return { body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>', type: 'image/svg+xml' };
      }
      return undefined;
    },
  };
}
