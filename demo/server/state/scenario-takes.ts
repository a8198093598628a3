// The scenario's counted switches, consumed as the calls they match arrive (docs/sandbox.md §4):
// each `take*` answers whether its switch fires for this call and spends one count of it.
import type { Failure, Scenario } from './scenario.ts';

const matches = (rule: string, call: string): boolean => rule === '*' || rule === call;

/** The latency for a call: its own entry, else '*', else 0. */
export function latencyFor(s: Scenario, call: string): number {
  return s.latencyMs[call] ?? s.latencyMs['*'] ?? 0;
}

/** Consumes `unauthorizedOnce` when it matches. */
export function takeUnauthorized(s: Scenario, call: string): boolean {
  if (!s.unauthorizedOnce || !matches(s.unauthorizedOnce, call)) return false;
  delete s.unauthorizedOnce;
  return true;
}

/** Consumes one count of a `{ call, times }` switch when it matches; the switch clears at 0. */
function takeCounted(s: Scenario, name: 'disconnect' | 'loseAnswer', call: string): boolean {
  const rule = s[name];
  if (!rule || !matches(rule.call, call)) return false;
  rule.times -= 1;
  if (rule.times <= 0) delete s[name];
  return true;
}

/** Consumes one `disconnect` when it matches. */
export const takeDisconnect = (s: Scenario, call: string): boolean => takeCounted(s, 'disconnect', call);

/** Consumes one `loseAnswer` when it matches (after the handler ran). */
export const takeLostAnswer = (s: Scenario, call: string): boolean => takeCounted(s, 'loseAnswer', call);

/** Consumes one matching failure for this transport, if any. */
export function takeFailure(s: Scenario, call: string, transport: 'http' | 'socket'): Failure | undefined {
  const applies = (f: Failure): boolean =>
    matches(f.call, call) && (f.kind === 'network' || (f.kind === 'http') === (transport === 'http'));
  const found = s.failures.find(applies);
  if (!found) return undefined;
  found.times -= 1;
  s.failures = s.failures.filter((f) => f.times > 0);
  return { ...found };
}

/** Consumes one `emptyCryptoAddress`. */
export function takeEmptyCryptoAddress(s: Scenario): boolean {
  if (!(s.emptyCryptoAddress > 0)) return false;
  s.emptyCryptoAddress -= 1;
  return true;
}

/** Consumes `captchaRequiredOnce`. */
export function takeCaptchaRequired(s: Scenario): boolean {
  if (!s.captchaRequiredOnce) return false;
  s.captchaRequiredOnce = false;
  return true;
}
