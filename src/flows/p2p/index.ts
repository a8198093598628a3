/**
 * The peer-to-peer flow (flows §2 "Peer-to-peer list/invoice", §4 "Peer-to-peer"; issue #13
 * deliverables 1–3): the p2p group's banks, the base page (check, amount, fields, create), the
 * invoice (decrypted card, countdown, polling, "I have paid", Cancel) and the instruction banks'
 * page (decision P2P-INSTR). They share one lazy chunk (pages.ts: each lazy import costs the entry
 * a list of the chunks it shares). The unified form ('deposit-p2p-unified-form') is the unified-form flow's.
 * Their texts are a locale part (locales/p2p/, decision I18N-11), loaded with the chunk.
 */
import { withLocalePart } from '../../i18n/locale-parts.ts';

const page = (name: 'P2pListScreen' | 'P2pBaseScreen' | 'P2pInvoiceScreen' | 'P2pInstructionScreen') =>
  withLocalePart('p2p', () => import('./pages.ts').then((m) => ({ default: m[name] })));

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-p2p-list': page('P2pListScreen'),
    'deposit-p2p-base': page('P2pBaseScreen'),
    'deposit-p2p-invoice': page('P2pInvoiceScreen'),
    'deposit-p2p-instruction': page('P2pInstructionScreen'),
  },
};
