/**
 * Crypto confirmations on the complete page (flows §4 "Crypto confirmation", §7, §9; CRYPTO-19..27,
 * decisions CRYPTO-24 and CRYPTO-26 in docs/decisions.md). Pure: which chain a push names, how many
 * blocks have been confirmed after some time, when the next one is due, which counts are read out,
 * and the block explorer link of a transaction. The timer lives in src/flows/complete/confirmations.ts.
 */

/** One chain of the flows §9 table: blocks to wait for and the time one block takes. */
export interface ChainConfirmation {
  blocks: number;
  intervalMs: number;
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/** CRYPTO-22 (flows §9 "Confirmation blocks per chain"), keyed by the table's chain names. */
export const CONFIRMATION_CHAINS = Object.freeze({
  BSC: { blocks: 16, intervalMs: 2 * SECOND_MS },
  Bitcoin: { blocks: 5, intervalMs: 10 * MINUTE_MS },
  Ethereum: { blocks: 16, intervalMs: 12 * SECOND_MS },
  Litecoin: { blocks: 5, intervalMs: 2.5 * MINUTE_MS },
  TON: { blocks: 8, intervalMs: 2 * SECOND_MS },
  Tron: { blocks: 20, intervalMs: 3 * SECOND_MS },
} as const satisfies Record<string, ChainConfirmation>);

/** A chain of the table. */
export type ChainName = keyof typeof CONFIRMATION_CHAINS;

/** CRYPTO-23 (flows §9): the confirmation time when the network is unknown, 10 minutes. */
export const DEFAULT_CONFIRMATION_MS = 10 * MINUTE_MS;

/**
 * Decision CRYPTO-24: the names a `blockchain` value may use for each chain — the table's own name,
 * the coin's ticker and the token standard that runs on it — compared without case, spaces, dashes
 * or underscores (`BNB Smart Chain`, `bep-20`, `TRC_20` all match).
 */
const CHAIN_ALIASES: Readonly<Record<string, ChainName>> = Object.freeze({
  bsc: 'BSC', bnb: 'BSC', bep20: 'BSC', bnbchain: 'BSC', bnbsmartchain: 'BSC', binancesmartchain: 'BSC',
  bitcoin: 'Bitcoin', btc: 'Bitcoin',
  ethereum: 'Ethereum', eth: 'Ethereum', erc20: 'Ethereum',
  litecoin: 'Litecoin', ltc: 'Litecoin',
  ton: 'TON', toncoin: 'TON', theopennetwork: 'TON',
  tron: 'Tron', trx: 'Tron', trc20: 'Tron',
});

/** The chain a push's `blockchain` names, or undefined for a network the table does not hold. */
export function chainOf(blockchain: unknown): ChainName | undefined {
  if (typeof blockchain !== 'string') return undefined;
  const key = blockchain.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.prototype.hasOwnProperty.call(CHAIN_ALIASES, key) ? CHAIN_ALIASES[key] : undefined;
}

/** CRYPTO-20/23: how long until the status becomes accepted: the chain's blocks × interval, else 10 minutes. */
export function confirmationTimeMs(chain: ChainName | undefined): number {
  if (!chain) return DEFAULT_CONFIRMATION_MS;
  const { blocks, intervalMs } = CONFIRMATION_CHAINS[chain];
  return blocks * intervalMs;
}

/** CRYPTO-19/24: blocks confirmed `elapsedMs` after counting started: whole intervals, 0 up to the chain's limit. */
export function confirmedBlocks(chain: ChainName, elapsedMs: number): number {
  const { blocks, intervalMs } = CONFIRMATION_CHAINS[chain];
  if (!(elapsedMs > 0)) return 0;
  return Math.min(blocks, Math.floor(elapsedMs / intervalMs));
}

/**
 * Decision CRYPTO-24: the count shown — the timer's, or the backend's own `confirmations` when it
 * is ahead (a push never moves the bar back) — never above the chain's limit.
 */
export function shownBlocks(chain: ChainName, elapsedMs: number, reported: unknown): number {
  const timer = confirmedBlocks(chain, elapsedMs);
  const n = typeof reported === 'string' && /^\d+$/.test(reported.trim()) ? Number(reported) : reported;
  const told = typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  return Math.min(CONFIRMATION_CHAINS[chain].blocks, Math.max(timer, told));
}

/** Milliseconds until the next block is due, or null once the limit is reached. */
export function nextBlockInMs(chain: ChainName, elapsedMs: number): number | null {
  const { blocks, intervalMs } = CONFIRMATION_CHAINS[chain];
  const at = Math.max(0, elapsedMs);
  if (confirmedBlocks(chain, at) >= blocks) return null;
  return intervalMs - (at % intervalMs);
}

/**
 * Decision CRYPTO-24 (announced politely, not every block): the count a screen reader hears is the
 * last quarter mark reached — 0, then ¼, ½ and ¾ of the blocks, rounded up (Tron 20: 5, 10, 15;
 * Bitcoin 5: 2, 3, 4). At the limit the status itself changes and is announced instead.
 */
export function announcedBlocks(done: number, required: number): number {
  let said = 0;
  for (const quarter of [1, 2, 3]) {
    const mark = Math.ceil((required * quarter) / 4);
    if (done >= mark) said = mark;
  }
  return said;
}

/**
 * Decision CRYPTO-26: each chain's transaction page; the txid is appended, URL-encoded
 * (CRYPTO-25). Public explorers that need no account and open on a phone.
 */
export const EXPLORER_TX_URLS = Object.freeze({
  BSC: 'https://bscscan.com/tx/',
  Bitcoin: 'https://mempool.space/tx/',
  Ethereum: 'https://etherscan.io/tx/',
  Litecoin: 'https://litecoinspace.org/tx/',
  TON: 'https://tonviewer.com/transaction/',
  Tron: 'https://tronscan.org/#/transaction/',
} as const satisfies Record<ChainName, string>);

/** CRYPTO-25/26: the explorer link of a transaction, or undefined without a txid or a known chain. */
export function explorerTxUrl(chain: ChainName | undefined, txid: unknown): string | undefined {
  if (!chain || typeof txid !== 'string' || txid.trim() === '') return undefined;
  return `${EXPLORER_TX_URLS[chain]}${encodeURIComponent(txid.trim())}`;
}

/** True when transaction data names an on-chain transfer: a blockchain or a txid (flows §3 "Transaction data"). */
export function namesTransfer(data: { blockchain?: unknown; txid?: unknown } | undefined): boolean {
  const filled = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
  return data !== undefined && (filled(data.blockchain) || filled(data.txid));
}
