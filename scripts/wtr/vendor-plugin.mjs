// Prebundles the runtime dependencies into one esbuild build so the test server serves
// ESM with a single React copy (React 19 ships CommonJS only; see ../shared/TOOLING.md).
import { build } from 'esbuild';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Bare specifiers served from the vendor build; CommonJS ones list their export names. */
const CJS = {
  react: () => Object.keys(require('react')),
  'react-dom': () => Object.keys(require('react-dom')),
  'react-dom/client': () => Object.keys(require('react-dom/client')),
  'react/jsx-runtime': () => Object.keys(require('react/jsx-runtime')),
  qrcode: () => ['toCanvas', 'toDataURL', 'toString', 'create'],
};
/** ESM packages; those that also have a default export are listed in WITH_DEFAULT. */
const WITH_DEFAULT = new Set(['@r2wc/react-to-web-component', 'socket.io-client', 'i18next', 'dompurify']);
const ESM = [
  'wouter',
  'wouter/memory-location',
  'nanostores',
  '@nanostores/react',
  '@r2wc/react-to-web-component',
  'socket.io-client',
  'i18next',
  'dompurify',
];

const fileOf = (spec) => `/__vendor/${spec.replace(/[^a-z0-9]+/gi, '_')}.js`;

function entrySource(spec) {
  if (CJS[spec]) {
    const names = CJS[spec]().filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    return `import m from '${spec}';\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}\n`;
  }
  return `export * from '${spec}';\n${WITH_DEFAULT.has(spec) ? `export { default } from '${spec}';\n` : ''}`;
}

export function vendorPlugin() {
  const specs = [...Object.keys(CJS), ...ESM];
  let files;
  async function bundle() {
    const result = await build({
      stdin: undefined,
      entryPoints: specs.map((s) => ({ in: `vendor:${s}`, out: fileOf(s).slice('/__vendor/'.length, -3) })),
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2020',
      write: false,
      outdir: '/__vendor',
      platform: 'browser',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [
        {
          name: 'vendor-entries',
          setup(b) {
            b.onResolve({ filter: /^vendor:/ }, (a) => ({ path: a.path.slice(7), namespace: 'vendor' }));
            b.onLoad({ filter: /.*/, namespace: 'vendor' }, (a) => ({ contents: entrySource(a.path), resolveDir: process.cwd(), loader: 'js' }));
          },
        },
      ],
    });
    files = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  }
  return {
    name: 'vendor-prebundle',
    async serverStart() {
      await bundle();
    },
    resolveImport({ source }) {
      if (specs.includes(source)) return fileOf(source);
      return undefined;
    },
    serve(context) {
      const body = files?.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
      return undefined;
    },
  };
}
