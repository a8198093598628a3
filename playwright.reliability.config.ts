// `npm run test:reliability` (scripts/reliability.mjs): the reliability and security suite of issue #25.
// Same sandbox and browser as the e2e suite, its own folder and port. RELIABILITY_SCALE=full runs
// every cell and corpus entry; the default is the short slice that `npm test` runs.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4793);

export default defineConfig({
  testDir: 'test/reliability',
  timeout: 120_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), SANDBOX_OUTCOME_DELAY_MS: '2000', ...(process.env.CASHIER_PREBUILT ? { CASHIER_PREBUILT: '1' } : {}) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
