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
 * act(), so React's act environment is off; the element is defined before the first test. It stays
 * off for the rest of the page (each test file has its own): a removed element's last lazy screen
 * may still arrive after the suite, and turning act on under it would report an update no test made.
 */
export function useOutsideAct(): void {
  before(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await customElements.whenDefined('payment-cashier');
  });
}
