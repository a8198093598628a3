// End-to-end tests drive the demo page through the sandbox, as a player or integrator would.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4791);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two tests at a time, from any file: every test plays a fresh sandbox player (its own token,
  // scenario, deposits and logs), so tests share nothing but the server, and a long file (the axe
  // checks) no longer holds one worker to the end; CI's 20-minute limit needs it.
  // E2E_WORKERS=1 runs them one by one (debugging, a busy machine).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/`,
    // Deposits the sandbox settles by itself wait 2 s, not 4 (CI's 20 minutes); a test that needs
    // another delay sets its own (scenario outcomeDelayMs).
    env: { PORT: String(port), SANDBOX_OUTCOME_DELAY_MS: '2000', ...(process.env.CASHIER_PREBUILT ? { CASHIER_PREBUILT: '1' } : {}) },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
