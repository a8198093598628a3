/**
 * Transaction status on the complete page (shell §4, flows §4; STATUS-01..03) and the
 * deposit status values that count as cancelled (flows §3; ENT-23, P2P-19).
 */

/** STATUS-01: waiting is the initial value. */
export type TransactionStatus = 'waiting' | 'accepted' | 'processed' | 'mistaked';

/** STATUS-01: every status, initial first. */
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['waiting', 'accepted', 'processed', 'mistaked'];
/** STATUS-01: the initial status. */
export const INITIAL_TRANSACTION_STATUS: TransactionStatus = 'waiting';
/** STATUS-02: what any unknown value becomes. */
export const UNKNOWN_TRANSACTION_STATUS: TransactionStatus = 'accepted';

/** STATUS-03: the numeric status of a deposit.status push. */
const PUSH_STATUS: Readonly<Record<number, TransactionStatus>> = { 0: 'waiting', 1: 'processed', 2: 'mistaked' };

/** A status name as given (e.g. from a `status` query value); anything unknown → accepted (STATUS-02). */
export function normalizeStatus(value: unknown): TransactionStatus {
  return typeof value === 'string' && (TRANSACTION_STATUSES as readonly string[]).includes(value)
    ? (value as TransactionStatus)
    : UNKNOWN_TRANSACTION_STATUS;
}

/**
 * A push's numeric status: 0 waiting, 1 processed, 2 mistaked (STATUS-03); anything else
 * (other numbers, null, names) → accepted (STATUS-02). Numeric strings ('1') are accepted
 * because the socket and HTTP layers do not always keep JSON number types.
 */
export function statusFromPush(code: unknown): TransactionStatus {
  const n = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  return typeof n === 'number' && Object.prototype.hasOwnProperty.call(PUSH_STATUS, n)
    ? (PUSH_STATUS[n] ?? UNKNOWN_TRANSACTION_STATUS)
    : UNKNOWN_TRANSACTION_STATUS;
}

/** What a `deposit-status` word means for the complete page: a status, or `pending` (still waiting). */
export type DepositStatusMeaning = TransactionStatus | 'pending';

/** One row of the words table. */
export interface DepositStatusWordSpec {
  /** What the complete page shows: `pending` keeps waiting (and polling). */
  meaning: DepositStatusMeaning;
  /** ENT-23 / P2P-19: counts as cancelled (the peer-to-peer invoice completes by itself). */
  cancelled: boolean;
}

/**
 * THE one table of the words `deposit-status` answers with (flows §3 ENT-23: PAYED, CANCELED,
 * AUTO_CANCELED; decision ENT-23 adds PENDING and DECLINED). The widget's poll mapping, the
 * sandbox's answers and the table in docs/protocol.md all come from here; a test checks the doc
 * lists exactly these words. Matching is case-insensitive and ignores surrounding spaces.
 */
export const DEPOSIT_STATUS_WORDS = Object.freeze({
  PENDING: { meaning: 'pending', cancelled: false },
  PAYED: { meaning: 'processed', cancelled: false },
  DECLINED: { meaning: 'mistaked', cancelled: false },
  CANCELED: { meaning: 'mistaked', cancelled: true },
  AUTO_CANCELED: { meaning: 'mistaked', cancelled: true },
} as const satisfies Record<string, DepositStatusWordSpec>);

/** A word of the table. */
export type DepositStatusWord = keyof typeof DEPOSIT_STATUS_WORDS;
/** Kept for existing imports: a deposit status value is a word of the table. */
export type DepositStatus = DepositStatusWord;

/**
 * Every word as a constant (`DEPOSIT_STATUS.PAYED === 'PAYED'`), so no one spells one by hand.
 * Marked pure: only the sandbox and the tests read it, so the widget's bundles leave it out.
 */
export const DEPOSIT_STATUS = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ Object.keys(DEPOSIT_STATUS_WORDS).map((word) => [word, word])),
) as { readonly [W in DepositStatusWord]: W };

/** The table's word for a server value (`' payed '` → `PAYED`), or undefined for any other value. */
export function depositStatusWord(value: unknown): DepositStatusWord | undefined {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(DEPOSIT_STATUS_WORDS, word) ? (word as DepositStatusWord) : undefined;
}

/** What a server value means (table above), or undefined for a word the table does not hold. */
export function depositStatusMeaning(value: unknown): DepositStatusMeaning | undefined {
  const word = depositStatusWord(value);
  return word === undefined ? undefined : DEPOSIT_STATUS_WORDS[word].meaning;
}

/**
 * ENT-23 / P2P-19: AUTO_CANCELED and CANCELED count as cancelled; every other word does not.
 * Case and surrounding spaces are ignored so a server spelling `canceled` still ends the polling.
 */
export function isCancelledDepositStatus(s: string): boolean {
  const word = depositStatusWord(s);
  return word !== undefined && DEPOSIT_STATUS_WORDS[word].cancelled;
}
