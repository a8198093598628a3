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

/** flows §3: deposit status values returned by deposit-status (ENT-23). */
export const DEPOSIT_STATUS = Object.freeze({
  AUTO_CANCELED: 'AUTO_CANCELED',
  CANCELED: 'CANCELED',
  PAYED: 'PAYED',
} as const);
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

/**
 * ENT-23 / P2P-19: AUTO_CANCELED and CANCELED count as cancelled; PAYED and anything else do not.
 * Case and surrounding spaces are ignored so a server spelling `canceled` still ends the polling.
 */
export function isCancelledDepositStatus(s: string): boolean {
  if (typeof s !== 'string') return false;
  const v = s.trim().toUpperCase();
  return v === DEPOSIT_STATUS.AUTO_CANCELED || v === DEPOSIT_STATUS.CANCELED;
}
