/**
 * The one door through which flows reach the app: every `src/flows/<flow>/index.ts` is listed
 * here, and the app builds its route table, its screen map and its start-up from them. A new flow
 * adds its `index.ts` exporting `flow` (its `routes`, the methods and groups it `opens`, screens
 * by screen key, optional `prefetch` and `start`) and one line below. App → flows is the allowed direction; a flow never imports the app or another flow.
 */
import type { FlowIndex } from './flow-index.ts';
import type { LocalePart } from '../i18n/locale-parts.ts';
import { declareMethodPages } from '../domain/method-routes.ts';

export type { FlowIndex } from './flow-index.ts';
import { flow as complete } from '../flows/complete/index.ts';
import { flow as form } from '../flows/form/index.ts';
import { flow as redirect } from '../flows/redirect/index.ts';
import { flow as redirectGuides } from '../flows/redirect-guides/index.ts';
import { flow as payPage } from '../flows/pay-page/index.ts';
import { flow as cash } from '../flows/cash/index.ts';
import { flow as bonusDetails } from '../flows/bonus-details/index.ts';
import { flow as cryptoBalance } from '../flows/crypto-balance/index.ts';
import { flow as onramp } from '../flows/onramp/index.ts';
import { flow as crypto } from '../flows/crypto/index.ts';
import { flow as unifiedForm } from '../flows/unified-form/index.ts';
import { flow as hostToHost } from '../flows/host-to-host/index.ts';
import { flow as india } from '../flows/india/index.ts';
import { flow as p2p } from '../flows/p2p/index.ts';
// Last: the route table reads these indexes, and the list's (which pulls in the list screen) placed
// first spreads the entry's modules so that it gzips 150 bytes bigger (measured, docs/decisions.md ROOMS-05).
import { flow as depositList } from '../flows/deposit-list/index.ts';

/**
 * Every flow in the entry, by name (the bench and tests read the names). The wallet flows —
 * sweepstake mode and withdrawal — are listed in src/app/wallet-flows.ts, a lazy chunk of its own.
 */
export const FLOWS = {
  'deposit-list': depositList,
  redirect,
  complete,
  form,
  'redirect-guides': redirectGuides,
  'pay-page': payPage,
  cash,
  'bonus-details': bonusDetails,
  'crypto-balance': cryptoBalance,
  onramp,
  crypto,
  'unified-form': unifiedForm,
  'host-to-host': hostToHost,
  india,
  p2p,
} satisfies Record<string, FlowIndex>;

export type FlowName = keyof typeof FLOWS;

/** Every flow in the entry, as the app reads them: screens, routes (route-table-*.ts), start-ups (start.ts). */
export const ENTRY_FLOWS: readonly FlowIndex[] = Object.values(FLOWS);

// LIST-17..20: the pages the flows claim for methods and groups, handed to the domain once
// (src/domain/method-routes.ts; domain cannot import flows).
declareMethodPages(ENTRY_FLOWS.flatMap((flow) => flow.opens ?? []));

/**
 * The wallet flows' registry (src/app/wallet-flows.ts): a chunk of its own, so a host that only
 * takes deposits never downloads even their indexes (they cost the entry 0.6 KB gzip). The app
 * loads it when a wallet screen is first shown.
 */
export const loadWalletFlows = (): Promise<Readonly<Record<string, FlowIndex>>> => import('./wallet-flows.ts').then((m) => m.WALLET_FLOWS);

/** A screen key of the wallet flows: the route tables name them `sweep-…` and `withdrawal-…`. */
export const isWalletScreen = (key: string): boolean => /^(sweep|withdrawal)-/.test(key);

/** The locale part of a wallet screen (its flow's index.ts asks for the same one). */
export const walletLocalePart = (key: string): LocalePart => (key.startsWith('sweep') ? 'sweep' : 'wallet');
