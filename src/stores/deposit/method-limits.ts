/**
 * The chosen method's amount limits (flows §5, §7; DOM-17, decision LIST-02 "deposit-limits").
 * They come from the method's `amount_rules` for the deposit currency. A method that has no rule
 * for that currency asks the server once (`deposit-limits` with currency and paymentMethod);
 * until the answer arrives, and when the call fails, the limits are 0/0 — the field stays usable
 * and the server still validates the amount on deposit-create.
 */
import { atom } from 'nanostores';
import { methodLimits, methodRule, roundLimits } from '../../domain/amount-limits.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { rerunWhenRenewed } from '../token-retry.ts';
import { api } from '../api.ts';
import { scoped, type Scope } from '../scope.ts';

export interface MethodLimitsState {
  /** Which method and currency these limits are for. */
  key: string;
  limits: Limits;
  /** 'rules': from amount_rules; 'server': from deposit-limits; 'loading': asked, not answered. */
  source: 'rules' | 'server' | 'loading';
}

const NO_LIMITS: Limits = { min: 0, max: 0 };

export const $methodLimits = scoped(() => (atom<MethodLimitsState>({ key: '', limits: NO_LIMITS, source: 'rules' })));

const keyOf = (method: string, currency: string): string => `${method}\u0000${currency}`;

const positive = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/**
 * Sets the limits for this method and currency. `onServerLimits` runs when limits arrive from
 * the server for the same method and currency (the page moves an untouched amount to the new
 * minimum). Resolves when the limits are final.
 */
export async function loadMethodLimits(scope: Scope, 
  method: PaymentMethod,
  currency: string,
  country: string | null | undefined,
  onServerLimits?: (limits: Limits) => void,
): Promise<Limits> {
  const key = keyOf(method.name, currency);
  if (methodRule(method, currency) || currency === '') {
    const limits = methodLimits(method, currency, country);
    $methodLimits(scope).set({ key, limits, source: 'rules' });
    return limits;
  }
  $methodLimits(scope).set({ key, limits: NO_LIMITS, source: 'loading' });
  let limits = NO_LIMITS;
  try {
    const answer = await api(scope).call('deposit-limits', { currency, paymentMethod: method.name });
    limits = roundLimits({ min: positive(answer?.min), max: positive(answer?.max) }, currency);
  } catch (error: unknown) {
    // Decision LIST-02: a failed limits call leaves 0/0; deposit-create still checks the amount.
    // A 401 reads them again once the host renews the token, if the player is still on that method.
    rerunWhenRenewed(scope, 'deposit-limits', error, () => $methodLimits(scope).get().key === key && loadMethodLimits(scope, method, currency, country, onServerLimits));
  }
  if ($methodLimits(scope).get().key !== key) return limits; // the player moved on
  $methodLimits(scope).set({ key, limits, source: 'server' });
  onServerLimits?.(limits);
  return limits;
}

/** Forgets the limits (page exit, tests). */
export function resetMethodLimits(scope: Scope): void {
  $methodLimits(scope).set({ key: '', limits: NO_LIMITS, source: 'rules' });
}
