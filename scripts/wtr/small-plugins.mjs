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
