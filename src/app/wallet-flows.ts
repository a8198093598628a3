/**
 * The wallet flows — sweepstake mode's packs and Redemption, and withdrawal (issue #15) — as a lazy
 * registry: the entry knows only their screen keys (src/app/flows.ts `isWalletScreen`) and loads
 * this chunk when one of their screens is first shown; each flow then loads its pages chunk as
 * usual. A host that never opens them never downloads them.
 */
import { flow as sweep } from '../flows/sweep/index.ts';
import { flow as withdrawal } from '../flows/withdrawal/index.ts';
import type { FlowIndex } from './flow-index.ts';

/** The wallet flows, by name (the bench reads the names, as FLOWS'). */
export const WALLET_FLOWS = {
  sweep,
  withdrawal,
} satisfies Record<string, FlowIndex>;
