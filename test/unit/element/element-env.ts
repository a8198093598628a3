/** What every element suite shares: detached elements (each has its own world) to create, and the act() switch. */
import type { PaymentCashierElement } from '../../../src/element/index.ts';
export type CashierEl = PaymentCashierElement & Record<string, unknown>;

/** Creates the element detached, so listeners can be attached before it connects. */
export function create(attrs: Record<string, string> = {}): CashierEl {
  const el = document.createElement('payment-cashier') as CashierEl;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/** Removes every element and the injected native user a test left on the page. */
export function clearPage(): void {
  document.querySelectorAll('payment-cashier').forEach((el) => el.remove());
  delete (window as unknown as Record<string, unknown>).paymentCashierUser;
}

/**
 * The element renders on its own schedule, as in a page: these suites observe it from outside
 * act(), so React's act warnings are off while they run; the element is defined before the first test.
 */
export function useOutsideAct(): void {
  const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  before(async () => {
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    await customElements.whenDefined('payment-cashier');
  });
  after(() => (actEnv.IS_REACT_ACT_ENVIRONMENT = true));
}
