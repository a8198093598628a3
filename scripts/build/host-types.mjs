// The integrators' typings and manifest, generated from the source (issue #23 deliverable 5; first
// the host-message map of issue #22): types/payment-cashier.d.ts (DOM only), types/react.d.ts (JSX
// for React 19) and custom-elements.json. `node scripts/build/host-types.mjs` (run by `npm run build`)
// rewrites the files that changed; test/scripts/host-types.test.mjs fails when a committed file differs.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DOM_TYPES_FILE, renderDomTypes } from './typings-dom.mjs';
import { MANIFEST_FILE, renderManifest } from './typings-manifest.mjs';
import { REACT_TYPES_FILE, renderReactTypes } from './typings-react.mjs';
import { readSources } from './typings-source.mjs';

export const GENERATED_FILES = [DOM_TYPES_FILE, REACT_TYPES_FILE, MANIFEST_FILE];

/** Every generated file under `root` (a URL ending in '/'): [{ file, generated, committed }]. */
export async function hostTypes(root) {
  const sources = await readSources(root);
  const dom = renderDomTypes(sources);
  const texts = {
    [DOM_TYPES_FILE]: dom,
    [REACT_TYPES_FILE]: renderReactTypes(sources),
    [MANIFEST_FILE]: await renderManifest(sources, dom, root),
  };
  const read = (file) => readFile(new URL(file, root), 'utf8').catch(() => '');
  return Promise.all(GENERATED_FILES.map(async (file) => ({ file, generated: texts[file], committed: await read(file) })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = new URL('../../', import.meta.url);
  for (const { file, generated, committed } of await hostTypes(root)) {
    if (generated !== committed) await writeFile(new URL(file, root), generated);
    console.log(`${file}: ${generated === committed ? 'up to date' : 'regenerated'}`);
  }
}
