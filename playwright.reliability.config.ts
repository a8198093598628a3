// `npm run test:reliability` (scripts/reliability.mjs): the reliability and security suite of issue #25.
// Same sandbox and browser as the e2e suite, its own folder and port. RELIABILITY_SCALE=full runs
// every cell and corpus entry; the default is the short slice that `npm test` runs.
import { defineConfig } from '@playwright/test';
import { sandboxRun } from './playwright.sandbox.ts';

export default defineConfig({
  testDir: 'test/reliability',
  timeout: 120_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  ...sandboxRun(Number(process.env.E2E_PORT ?? 4793)),
});
