// What the e2e suite (playwright.config.ts) and the reliability suite (playwright.reliability.config.ts)
// share: the browser, and the sandbox they start on their own port.
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export function sandboxRun(port: number): Pick<PlaywrightTestConfig, 'use' | 'webServer'> {
  return {
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
  };
}
