/**
 * The withdrawal flow (ROUTE-11, ROUTE-17, WD-01..08; issue #15 deliverable 3): the list (balance,
 * methods, pending withdrawals), the group list, the amount page (both redirect routes), the bank
 * list, confirm and complete, on `/withdrawal` and `/cryptobalance/withdrawal`. One lazy chunk
 * (screens.ts); a host that never opens a withdrawal page never downloads it. The instruction page is
 * the shared slides page (the route table's screen key), the region page the app's. The texts are
 * the locale part `wallet` (decision I18N-11), loaded with the chunk.
 */
import { withLocalePart } from '../../i18n/locale-parts.ts';

type PageName = 'WithdrawalListScreen' | 'WithdrawalGroupListScreen' | 'WithdrawalAmountScreen' | 'WithdrawalBanksScreen' | 'WithdrawalConfirmScreen' | 'WithdrawalCompleteScreen';

const page = (name: PageName) => withLocalePart('wallet', () => import('./screens.ts').then((m) => ({ default: m[name] })));

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'withdrawal-list': page('WithdrawalListScreen'),
    'withdrawal-group-list': page('WithdrawalGroupListScreen'),
    'withdrawal-redirect': page('WithdrawalAmountScreen'),
    'withdrawal-nigerian-banks': page('WithdrawalBanksScreen'),
    'withdrawal-confirm': page('WithdrawalConfirmScreen'),
    'withdrawal-complete': page('WithdrawalCompleteScreen'),
  },
};
