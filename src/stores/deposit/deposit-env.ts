/**
 * What the deposit engine needs from outside the stores: the window it opens, the captcha, the
 * clock and the document's URL. One seam, so tests and the sandbox replace them together.
 */
import { realClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import { providerCaptcha } from './captcha.ts';
import type { CaptchaPort } from './captcha.ts';
import { openHelperWindow } from './helper-window.ts';
import type { OpenHelper } from './helper-window.ts';
import { randomKey } from './random-key.ts';

export interface DepositEnv {
  openHelper: OpenHelper;
  captcha: CaptchaPort;
  clock: Clock;
  now(): number;
  /** The widget document's URL (returnUrl fallback, helper URL base). */
  documentUrl(): string;
  /** The origin the helper window answers to (this window's). */
  openerOrigin(): string;
  /** A fresh idempotency key for a press (decision CREATE-IDEM; press-key.ts). */
  newKey(): string;
}

const defaultEnv = (): DepositEnv => ({
  openHelper: (url) => openHelperWindow(url),
  captcha: providerCaptcha,
  clock: realClock,
  now: () => Date.now(),
  documentUrl: () => window.location.href,
  openerOrigin: () => window.location.origin,
  newKey: randomKey,
});

let env: DepositEnv = defaultEnv();
const changeListeners = new Set<() => void>();

/** The current environment. */
export const depositEnv = (): DepositEnv => env;

/** Replaces parts of the environment (tests, sandbox); `null` restores the defaults. */
export function configureDepositEnv(next: Partial<DepositEnv> | null): void {
  for (const listener of changeListeners) listener();
  env = next ? { ...defaultEnv(), ...next } : defaultEnv();
}

/** Runs `listener` before the environment changes (timers made with the old clock are cancelled). */
export function onDepositEnvChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
