/**
 * Sweepstake mode's own pages (ROUTE-18/19, SWEEP-01..14, WD-01; issue #15 deliverables 1–2): the
 * deposit tree's coin packs and select-method, and Redemption (`redemption-*`: the methods page with
 * the balances, the crypto list, the convert step, complete). All in one lazy chunk (screens.ts: each
 * lazy import costs the entry a list of the chunks it shares) — a host that never opens sweepstake
 * mode never downloads it. The deposit tree's crypto list and address and its complete page are the
 * crypto and complete flows' screens (src/app/route-table-sweep.ts names them), which already show
 * the order (SWEEP-11).
 */
import type * as Pages from './screens.ts';
import { withLocalePart } from '../../i18n/locale-parts.ts';

// Their texts are a locale part (locales/sweep/, decision I18N-11), loaded with the chunk.
const page = (name: keyof typeof Pages) => withLocalePart('sweep', () => import('./screens.ts').then((m) => ({ default: m[name] })));

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'sweep-deposit-list': page('BoxListScreen'),
    'sweep-deposit-select-method': page('SelectMethodScreen'),
    'sweep-withdrawal-methods': page('RedemptionMethodsScreen'),
    'sweep-withdrawal-crypto-list': page('RedemptionCryptoListScreen'),
    'sweep-withdrawal-convert': page('ConvertScreen'),
    'sweep-withdrawal-complete': page('RedemptionCompleteScreen'),
  },
};
