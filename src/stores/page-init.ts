/**
 * onInit (shell §4 step 7, HOST-23; issue #15 deliverable 5): the widget tells the host it is
 * initialised for the page shown, once per page per cashier session. The deposit list and the
 * crypto-balance index keep the latches they were built with; the wallet pages report here:
 * sweepstake mode's coin packs (`deposit`), Redemption (`redemption`) and the withdrawal list
 * (`withdrawal`).
 */
import { notifyHost } from './host-outbox.ts';

export type WalletPage = 'deposit' | 'redemption' | 'withdrawal';

const reported = new Set<WalletPage>();

/** Posts onInit { page } the first time this page is shown in the session. */
export function reportPageInit(page: WalletPage): void {
  if (reported.has(page)) return;
  reported.add(page);
  notifyHost('onInit', { page });
}

/** A new cashier session (the flow's stop, tests): every page reports again. */
export function resetPageInit(): void {
  reported.clear();
}
