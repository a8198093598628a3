/**
 * onInit (shell §4 step 7, HOST-23; issue #15 deliverable 5): the widget tells the host it is
 * initialised for the page shown, once per page per connection of the element. The deposit list and the
 * crypto-balance index keep the latches they were built with; the wallet pages report here:
 * sweepstake mode's coin packs (`deposit`), Redemption (`redemption`) and the withdrawal list
 * (`withdrawal`).
 */
import { notifyHost } from './host-outbox.ts';
import { scoped, type Scope } from './scope.ts';

export type WalletSection = 'deposit' | 'redemption' | 'withdrawal';

const reported = scoped(() => (new Set<WalletSection>()));

/** Posts onInit { page } the first time this page is shown in the connection. */
export function reportSectionInit(scope: Scope, page: WalletSection): void {
  if (reported(scope).has(page)) return;
  reported(scope).add(page);
  notifyHost(scope, 'onInit', { page });
}

