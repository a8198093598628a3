// The React 19 host under test (issue #23): a plain Vite 8 + @vitejs/plugin-react app, as
// docs/frameworks.md tells integrators to write it. Built by ../build.mjs.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { widgetPackage } from '../package-root.mjs';

// widgetPackage() stands in for the installed package (../package-root.mjs): not part of the recipe.
export default defineConfig({
  root: import.meta.dirname,
  base: '/frameworks/react/',
  plugins: [react(), widgetPackage()],
});
