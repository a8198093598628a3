// docs/server-rendering.md (decision SSR-02): the recipes' own code, taken from the page, compiled
// with the real React 19, Vue 3 and Svelte 5 tool chains and — where no framework runtime beyond
// those is needed — rendered on the server: the server's HTML holds the placeholder, never the
// element or a token. Next.js, Nuxt and SvelteKit themselves are not installed here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { compile } from 'svelte/compiler';
import { render } from 'svelte/server';
import { compileScript, parse } from 'vue/compiler-sfc';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(root, 'dist/payment-cashier.js');
const doc = readFileSync(join(root, 'docs/server-rendering.md'), 'utf8');

/** The page's code block in `lang` (each recipe has exactly one). */
function recipe(lang) {
  const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].filter(([, l]) => l === lang);
  assert.equal(blocks.length, 1, `one ${lang} block`);
  return blocks[0][2];
}

if (!existsSync(ENTRY)) assert.equal(spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root }).status, 0);

/** What `import '@payment-cashier/widget'` resolves to: the bundler build once package.json exports it. */
function packageMain() {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const main = exports?.['.']?.import ?? exports?.['.']?.default;
  return typeof main === 'string' && existsSync(join(root, main)) ? join(root, main) : ENTRY;
}

/** The server's HTML must show the reserved box only. */
function assertPlaceholderOnly(html) {
  assert.match(html, /<div class="cashier-slot"><\/div>/);
  assert.doesNotMatch(html, /payment-cashier/);
  assert.doesNotMatch(html, /token/i);
}

test('SSR-02: the Next.js recipe component renders on the server (React 19 renderToString) as the placeholder only, importing the widget beside it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-next-'));
  try {
    const component = join(dir, 'cashier.tsx');
    writeFileSync(component, recipe('tsx'));
    writeFileSync(
      join(dir, 'server.tsx'),
      `import { renderToString } from 'react-dom/server';\nimport { Cashier } from './cashier.tsx';\nexport const html = renderToString(<Cashier locale="de-DE" />);\n`,
    );
    await build({
      entryPoints: [join(dir, 'server.tsx')],
      outfile: join(dir, 'server.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      logLevel: 'silent',
      nodePaths: [join(root, 'node_modules')],
      // The widget stays a module of its own, imported on the server as a host's server bundle does.
      plugins: [{ name: 'widget', setup: (b) => b.onResolve({ filter: /^@payment-cashier\/widget$/ }, () => ({ path: pathToFileURL(packageMain()).href, external: true })) }],
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    const { html } = await import(pathToFileURL(join(dir, 'server.mjs')).href);
    assertPlaceholderOnly(html);
    assert.equal(typeof globalThis.customElements, 'undefined');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SSR-02: the SvelteKit recipe compiles for server and client without warnings, and its server render is the placeholder only', async () => {
  const source = recipe('svelte');
  for (const generate of ['server', 'client']) assert.deepEqual(compile(source, { generate, filename: 'Cashier.svelte' }).warnings, []);
  // The colon form would make Svelte warn (decision EVT-01): the colon-free names become listeners.
  const client = compile(source, { generate: 'client', filename: 'Cashier.svelte' }).js.code;
  assert.match(client, /\$\.event\('cashier-close', payment_cashier/);
  assert.match(client, /\$\.event\('cashier-token-expired', payment_cashier/);
  const dir = mkdtempSync(join(tmpdir(), 'ssr-svelte-'));
  try {
    const { js } = compile(source, { generate: 'server', filename: 'Cashier.svelte' });
    const resolved = js.code.replace(/from '(svelte[^']*)'/g, (_, spec) => `from '${import.meta.resolve(spec)}'`);
    writeFileSync(join(dir, 'Cashier.mjs'), resolved);
    const { default: Cashier } = await import(pathToFileURL(join(dir, 'Cashier.mjs')).href);
    assertPlaceholderOnly(render(Cashier, { props: { locale: 'de-DE' } }).body);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("SSR-02: the Nuxt recipe compiles; with the config's isCustomElement the tag is an element, not a Vue component to resolve", () => {
  const option = recipe('ts').match(/isCustomElement: (\(tag\) => [^}]+?) \}/)[1];
  const isCustomElement = new Function(`return ${option}`)();
  assert.equal(isCustomElement('payment-cashier'), true);
  assert.equal(isCustomElement('ClientOnly'), false);
  /** The SFC through parse and compileScript, as @vitejs/plugin-vue (and so Nuxt) run them. */
  const compileWith = (compilerOptions) => {
    const { descriptor, errors } = parse(recipe('vue'), { filename: 'Cashier.vue', templateParseOptions: compilerOptions });
    assert.deepEqual(errors, []);
    return compileScript(descriptor, { id: 'cashier', inlineTemplate: true, templateOptions: { compilerOptions } }).content;
  };
  const withOption = compileWith({ isCustomElement });
  assert.doesNotMatch(withOption, /resolveComponent\("payment-cashier"\)/);
  assert.match(withOption, /"payment-cashier"/);
  assert.match(withOption, /onCashierClose/); // Vue listens to `cashier-close` on the element
  assert.match(compileWith({}), /resolveComponent\("payment-cashier"\)/, 'without the option Vue looks for a component');
});
