// End-to-end tests drive the demo page through the sandbox, as a player or integrator would.
import { defineConfig } from '@playwright/test';
import { sandboxRun } from './playwright.sandbox.ts';

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
  ...sandboxRun(Number(process.env.E2E_PORT ?? 4791)),
});
