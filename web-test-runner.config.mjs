import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { failureSummaryReporter } from './scripts/wtr/failure-summary.mjs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { vendorPlugin } from './scripts/wtr/vendor-plugin.mjs';
import { actGuardPlugin, cssTextPlugin, methodIconsPlugin } from './scripts/wtr/small-plugins.mjs';
import { pagePool } from './scripts/wtr/page-pool.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default {
  files: ['test/unit/**/*.test.{ts,tsx}'],
  nodeResolve: { browser: true, exportConditions: ['browser'] },
  // Two test files at a time, in reused tabs (measured on 2 cores: 155 files in 72 s; a new
  // context and tab per file took 480 s). Focus is per page.
  concurrency: 2,
  testsFinishTimeout: 300000,
  reporters: [defaultReporter(), failureSummaryReporter()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true },
      ...pagePool(),
    }),
  ],
  // React's act() warns unless the environment says it is a test. Tabs are reused between test
  // files (scripts/wtr/page-pool.mjs), so each file starts by clearing the storage it could share.
  testRunnerHtml: (testFramework) => `<!doctype html><html><head><meta charset="utf-8"></head><body>
    <script>globalThis.IS_REACT_ACT_ENVIRONMENT = true; localStorage.clear(); sessionStorage.clear();</script>
    <script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 10000 } },
  plugins: [
    vendorPlugin(),
    cssTextPlugin(),
    actGuardPlugin(),
    methodIconsPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      json: true,
      target: 'es2020',
      tsconfig: new URL('./tsconfig.json', import.meta.url).pathname,
      define: { 'process.env.NODE_ENV': '"development"' },
    }),
  ],
};
