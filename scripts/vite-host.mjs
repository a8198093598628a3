// A minimal Vite 8 + React 19 host app in a temporary folder, the way an integrator would write
// it (issue #23 deliverables 1–2, decision PKG-05): it installs the package from its `npm pack`
// tarball and mounts one <payment-cashier>, in one of two ways —
//   'bundled':    `import '@payment-cashier/widget'` (the bundler build; React shared with the host);
//   'standalone': the self-contained build copied beside the page as a CDN would serve it,
//                 loaded by its own <script type="module"> (the host's React plus the widget's).
// A "Deutsch" button switches the element's locale at runtime.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const APP = `import { useEffect, useRef, useState } from 'react';

// ?assets-base=/widget points the element at another copy of its files (the override still wins).
const assetsBase = new URLSearchParams(location.search).get('assets-base') ?? undefined;

export function App() {
  const ref = useRef(null);
  const [locale, setLocale] = useState('en-US');
  const [token, setToken] = useState(null);
  useEffect(() => {
    // The host's backend issues the player token (here: the sandbox's test API).
    fetch('/sandbox/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((r) => r.json())
      .then((answer) => setToken(answer.token));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el || !token) return;
    el.schema = { assets: { methodIcons: location.origin + '/sandbox/icons' } };
    el.token = token; // a property, never an attribute
  }, [token]);
  return (
    <main>
      <h1>React host</h1>
      <button type="button" onClick={() => setLocale('de-DE')}>Deutsch</button>
      {token ? <payment-cashier ref={ref} locale={locale} payment-geo="RU" route="/deposit" assets-base={assetsBase} /> : null}
    </main>
  );
}
`;

const main = (way) => `${way === 'bundled' ? "import '@payment-cashier/widget';\n" : ''}import { createRoot } from 'react-dom/client';
import { App } from './app.jsx';

createRoot(document.getElementById('root')).render(<App />);
`;

const html = (way) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <link rel="icon" href="data:,">
    <title>React host (${way})</title>
    ${way === 'standalone' ? '<script type="module" src="/cashier/payment-cashier.js"></script>' : ''}
  </head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`;

/** The versions this repository builds and tests with, so the host matches them. */
function versions(root) {
  const v = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { react: v('react'), 'react-dom': v('react-dom'), vite: v('vite'), '@vitejs/plugin-react': v('@vitejs/plugin-react') };
}

/** Installs the tarball and the host's own dependencies into `dir` (npm's cache first). */
export function installHost(root, dir, tarball) {
  const pins = Object.entries(versions(root)).map(([name, version]) => `${name}@${version}`);
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...pins], { cwd: dir, stdio: 'inherit' });
}

/** Writes the host app for one way of loading the widget into `dir/<way>/`; returns that folder. */
export async function writeHost(dir, way) {
  const app = join(dir, way);
  await mkdir(join(app, 'src'), { recursive: true });
  await writeFile(join(app, 'index.html'), html(way));
  await writeFile(join(app, 'src/main.jsx'), main(way));
  await writeFile(join(app, 'src/app.jsx'), APP);
  // The CDN copy: the package's self-contained build, served as static files beside the page.
  if (way === 'standalone') await cp(join(dir, 'node_modules/@payment-cashier/widget/dist'), join(app, 'public/cashier'), { recursive: true, filter: (f) => !/[\\/]dist[\\/]esm([\\/]|$)/.test(f) });
  return app;
}
