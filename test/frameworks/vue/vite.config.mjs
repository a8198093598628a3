// The Vue 3 host under test (issue #23): Vite 8 + @vitejs/plugin-vue, as docs/frameworks.md tells
// integrators to write it. `isCustomElement` keeps Vue from resolving <payment-cashier> as a Vue
// component. Built by ../build.mjs.
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import { widgetPackage } from '../package-root.mjs';

// widgetPackage() stands in for the installed package (../package-root.mjs): not part of the recipe.
export default defineConfig({
  root: import.meta.dirname,
  base: '/frameworks/vue/',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'payment-cashier' } } }), widgetPackage()],
});
