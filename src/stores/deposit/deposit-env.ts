/**
 * What the deposit engine needs from outside the stores: the window it opens, the captcha, the
 * clock and the document's URL. One seam, so tests and the sandbox replace them together.
 */
import { realClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import { providerCaptcha } from './captcha.ts';
import type { CaptchaPort } from './captcha.ts';
import { openHelperAfterPaint } from './helper-after-paint.ts';
import { openHelperWindow } from './helper-window.ts';
import type { OpenHelper } from './helper-window.ts';
import { randomKey } from './random-key.ts';
import { scoped, type Scope } from '../scope.ts';

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

const defaultEnv = (scope: Scope): DepositEnv => ({
  // Decision TAP-16: after the press's busy state is painted.
  openHelper: (url) => openHelperAfterPaint(openHelperWindow, url),
  captcha: (method, request) => providerCaptcha(scope, method, request),
  clock: realClock,
  now: () => Date.now(),
  documentUrl: () => window.location.href,
  openerOrigin: () => window.location.origin,
  newKey: randomKey,
});

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  env: DepositEnv | null;
} => ({
  env: null,
}));
/** Resets the engine's parts register (code, shared by every element); each gets the scope that changes. */
const changeListeners = new Set<(scope: Scope) => void>();

/** The current environment. */
export const depositEnv = (scope: Scope): DepositEnv => (local(scope).env ??= defaultEnv(scope));

/** Replaces parts of the environment (tests, sandbox); `null` restores the defaults. */
export function configureDepositEnv(scope: Scope, next: Partial<DepositEnv> | null): void {
  for (const listener of changeListeners) listener(scope);
  local(scope).env = next ? { ...defaultEnv(scope), ...next } : defaultEnv(scope);
}

/** Runs `listener` before the environment changes (timers made with the old clock are cancelled). */
export function onDepositEnvChange(listener: (scope: Scope) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
