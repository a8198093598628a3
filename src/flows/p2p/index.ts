/**
 * The peer-to-peer flow (flows §2 "Peer-to-peer list/invoice", §4 "Peer-to-peer"; issue #13
 * deliverables 1–3): the p2p group's banks, the base page (check, amount, fields, create), the
 * invoice (decrypted card, countdown, polling, "I have paid", Cancel) and the instruction banks'
 * page (decision P2P-INSTR). They share one lazy chunk (screens.ts: each lazy import costs the entry
 * a list of the chunks it shares). The unified form ('deposit-p2p-unified-form') is the unified-form flow's.
 * Their texts are a locale part (locales/p2p/, decision I18N-11), loaded with the chunk.
 */
import { CARD_VIEW_TYPE, cardViewTypeName } from '../../domain/card-view-types.ts';
import { DEPOSIT_P2P_BASE, DEPOSIT_P2P_INSTRUCTION, DEPOSIT_P2P_INVOICE, DEPOSIT_P2P_LIST } from '../../domain/paths.ts';
import { choicePage, type PageClaim, type RouteNode } from '../../domain/flow-pages.ts';
import { withLocalePart } from '../../i18n/locale-parts.ts';

const page = (name: 'P2pListScreen' | 'P2pBaseScreen' | 'P2pInvoiceScreen' | 'P2pInstructionScreen') =>
  withLocalePart('p2p', () => import('./screens.ts').then((m) => ({ default: m[name] })));

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_P2P_LIST, 'deposit-p2p-list', { title: 'method' }),
    choicePage(DEPOSIT_P2P_BASE, 'deposit-p2p-base'),
    choicePage(DEPOSIT_P2P_INVOICE, 'deposit-p2p-invoice'),
    choicePage(DEPOSIT_P2P_INSTRUCTION, 'deposit-p2p-instruction'),
  ] satisfies RouteNode[],
  opens: [
    // Decision P2P-09: a p2p method chosen on its own opens its base page (the list is for a group
    // made only of p2p methods, LIST-19).
    { path: DEPOSIT_P2P_BASE, cardViewType: CARD_VIEW_TYPE.P2P },
    { path: DEPOSIT_P2P_LIST, group: ({ paymentMethods: all }) => all.length > 0 && all.every((m) => cardViewTypeName(m.cardViewType) === 'P2P') },
  ] satisfies PageClaim[],
  screens: {
    'deposit-p2p-list': page('P2pListScreen'),
    'deposit-p2p-base': page('P2pBaseScreen'),
    'deposit-p2p-invoice': page('P2pInvoiceScreen'),
    'deposit-p2p-instruction': page('P2pInstructionScreen'),
  },
};
