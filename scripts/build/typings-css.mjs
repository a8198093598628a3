// The element's styling surface for custom-elements.json: the `--cashier-*` custom properties (with
// the light theme's value, and the dark theme's where it differs, from styles/tokens.css) and the
// `::part()` names the source renders (`part="header"`).
import { readdir, readFile } from 'node:fs/promises';

export const TOKENS_FILE = 'styles/tokens.css';
const PROPERTY = /--cashier-[a-z0-9-]+/g;

/** The `--cashier-*` declarations of the rule whose selector is `selector` in tokens.css: Map(name → value). */
function declaredIn(css, selector) {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${TOKENS_FILE} has no ${selector} { … } rule`);
  const body = css.slice(start, css.indexOf('\n}', start));
  return new Map([...body.matchAll(/^\s*(--cashier-[a-z0-9-]+):\s*([^;]+);/gm)].map((m) => [m[1], m[2]]));
}

/** The tokens `:host` declares, with their light value and, when it differs, the dark theme's: [{ name, default, description? }]. */
export function hostTokens(css) {
  const dark = declaredIn(css, ":host([data-theme='dark'])");
  return [...declaredIn(css, ':host')].map(([name, value]) => ({
    name,
    default: value,
    ...(dark.has(name) ? { description: `Dark theme (the native app, HOST-06): ${dark.get(name)}.` } : {}),
  }));
}

async function filesUnder(root, dir, ext) {
  const entries = await readdir(new URL(dir, root), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && ext.test(e.name)).map((e) => new URL(`${e.parentPath ?? e.path}/${e.name}`, 'file:///'));
}

/** The custom properties (declared in tokens.css first, then any others the styles read) and the parts. */
export async function styleSurface(root) {
  const tokens = hostTokens(await readFile(new URL(TOKENS_FILE, root), 'utf8'));
  const styles = await Promise.all((await filesUnder(root, 'styles/', /\.css$/)).map((f) => readFile(f, 'utf8')));
  const declared = new Set(tokens.map((t) => t.name));
  const others = [...new Set(styles.join('\n').match(PROPERTY) ?? [])].filter((n) => !declared.has(n)).sort();
  const sources = await Promise.all((await filesUnder(root, 'src/', /\.tsx$/)).map((f) => readFile(f, 'utf8')));
  const parts = [...new Set(sources.join('\n').match(/\bpart="[a-z-]+"/g) ?? [])].map((p) => p.slice(6, -1)).sort();
  return { cssProperties: [...tokens, ...others.map((name) => ({ name }))], cssParts: parts.map((name) => ({ name })) };
}
