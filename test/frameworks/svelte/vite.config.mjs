// The Svelte 5 host under test (issue #23): Vite 8 + @sveltejs/vite-plugin-svelte, as
// docs/frameworks.md tells integrators to write it. Built by ../build.mjs.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { widgetPackage } from '../package-root.mjs';

// widgetPackage() stands in for the installed package (../package-root.mjs): not part of the recipe.
export default defineConfig({
  root: import.meta.dirname,
  base: '/frameworks/svelte/',
  plugins: [svelte(), widgetPackage()],
});
