/**
 * Withdrawals: the record, its statuses and their rules (issue #15 deliverable 4; decisions WD-06,
 * WD-07, WD-08 in docs/decisions.md; docs/protocol.md "Withdrawal calls (our choice)"). The spec
 * shows none of the withdrawal calls, so every name here is ours. Pure: the sandbox imports it, so
 * the widget and the sandbox read one table of statuses and one masking rule.
 */
import { decimalsOf } from './currencies.ts';

/** WD-02: the account a withdrawal is paid from (decision WD-08: main = real money, additional = the second wallet). */
export const WITHDRAWAL_ACCOUNT_TYPES = ['main', 'additional'] as const;
export type WithdrawalAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPES)[number];

/** WD-02: true for `main` or `additional`. */
export function isWithdrawalAccountType(value: unknown): value is WithdrawalAccountType {
  return typeof value === 'string' && (WITHDRAWAL_ACCOUNT_TYPES as readonly string[]).includes(value);
}

/**
 * Decision WD-08: every status a withdrawal record can have. `draft` is what withdrawal-create
 * makes (the summary the confirm page shows, nothing debited); withdrawal-confirm submits it as
 * `pending` (debited); the backend picks it up (`processing`) and ends it `accepted` (paid out) or
 * `declined` (refunded). The player may cancel while it is `pending` and cancellable (refunded).
 * A draft left unconfirmed past its `expiresAt` is `expired`.
 */
export const WITHDRAWAL_STATUS = Object.freeze({
  DRAFT: 'draft',
  PENDING: 'pending',
  PROCESSING: 'processing',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
} as const);
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = Object.freeze(Object.values(WITHDRAWAL_STATUS));

const S = WITHDRAWAL_STATUS;

/** Decision WD-08: the only moves a record makes; anything else is refused. */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = Object.freeze({
  draft: [S.PENDING, S.EXPIRED],
  pending: [S.PROCESSING, S.CANCELLED, S.DECLINED],
  processing: [S.ACCEPTED, S.DECLINED],
  accepted: [],
  declined: [],
  cancelled: [],
  expired: [],
});

/** Decision WD-08: true when a record may move from `from` to `to`. */
export function canMoveWithdrawal(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return WITHDRAWAL_TRANSITIONS[from].includes(to);
}

/** Decision WD-08: a status no move leaves. */
export function isFinalWithdrawalStatus(status: WithdrawalStatus): boolean {
  return WITHDRAWAL_TRANSITIONS[status].length === 0;
}

/** Decision WD-08: the statuses withdrawal-list-pending lists (submitted, not yet ended). */
export function isOpenWithdrawalStatus(status: WithdrawalStatus): boolean {
  return status === S.PENDING || status === S.PROCESSING;
}

/** True for a word of the table. */
export function isWithdrawalStatus(value: unknown): value is WithdrawalStatus {
  return typeof value === 'string' && (WITHDRAWAL_STATUSES as readonly string[]).includes(value);
}

/** Decision WD-08: how long a withdrawal usually takes to arrive, in minutes. */
export interface WithdrawalEta {
  minMinutes: number;
  maxMinutes: number;
}

/** What the player receives: the amount less the fee, converted when the method pays in another currency (redemption). */
export interface WithdrawalPayout {
  amount: number;
  currency: string;
  /** Units of `currency` per unit of the withdrawal's currency; present only when converted. */
  rate?: number;
}

/** Decision WD-06: the withdrawal record every withdrawal call answers and the `withdrawal.status` push carries. */
export interface Withdrawal {
  withdrawalId: string | number;
  status: WithdrawalStatus;
  paymentMethod: string;
  accountType: WithdrawalAccountType;
  /** Debited from the account, in `currency`. */
  amount: number;
  currency: string;
  /** In `currency`, taken from `amount` (0 when free). */
  fee: number;
  payout: WithdrawalPayout;
  /** The destination, masked (maskAccount), when the method has one. */
  account?: string;
  eta: WithdrawalEta;
  /** The player may cancel it now (status pending and the backend allows it). */
  cancellable: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  /** A draft must be confirmed before this (ISO 8601); absent once submitted. */
  expiresAt?: string;
  /** A declined record's reason code (e.g. `banking.providerDeclined`). */
  declineReason?: string;
}

/** Decision WD-08: the player may cancel a record only while it is pending and the backend says so. */
export function mayCancelWithdrawal(withdrawal: Pick<Withdrawal, 'status' | 'cancellable'>): boolean {
  return withdrawal.status === S.PENDING && withdrawal.cancellable;
}

/**
 * STATUS-10: a withdrawal transaction goes straight to accepted. Decision WD-08 reconciles it
 * with the record's own statuses: the complete page shown after withdrawal-confirm is in the
 * transaction status `accepted` (the processing title) whatever the record's status; the record's
 * later statuses reach the pending list, not the complete page.
 */
export const WITHDRAWAL_COMPLETE_STATUS = 'accepted' as const;

/** Characters of the account left visible (the last four, as banks print them). */
export const ACCOUNT_VISIBLE_TAIL = 4;
const MASK = '•';

/**
 * Decision WD-06: an account as the answers show it: separators dropped, all but the last four
 * characters hidden, `•••• 1234`. A value of four characters or fewer is hidden whole, so a short
 * value is never shown in full.
 */
export function maskAccount(value: string): string {
  const compact = value.replace(/[\s\-()./]/g, '');
  if (compact.length <= ACCOUNT_VISIBLE_TAIL) return MASK.repeat(4);
  return `${MASK.repeat(4)} ${compact.slice(-ACCOUNT_VISIBLE_TAIL)}`;
}

/** Decision WD-07: a method's withdrawal fee: a percent of the amount plus a fixed part, at least `min`. */
export interface WithdrawalFeeRule {
  percent?: number;
  fixed?: number;
  min?: number;
}

/** Rounds down to the currency's decimals (fiat 2, crypto 8), so a payout never exceeds what was debited. */
export function roundDownToCurrency(value: number, currency: string): number {
  const scale = 10 ** decimalsOf(currency);
  return Math.floor(value * scale + 1e-9) / scale;
}

/** Rounds up to the currency's decimals, so a fee is never under its rule. */
function roundUpToCurrency(value: number, currency: string): number {
  const scale = 10 ** decimalsOf(currency);
  return Math.ceil(value * scale - 1e-9) / scale;
}

/** Decision WD-07: the fee of an amount under a rule, in the withdrawal's currency, never more than the amount. */
export function withdrawalFee(amount: number, currency: string, rule: WithdrawalFeeRule | undefined): number {
  if (!rule) return 0;
  const raw = Math.max((amount * (rule.percent ?? 0)) / 100 + (rule.fixed ?? 0), rule.min ?? 0);
  return Math.min(amount, roundUpToCurrency(raw, currency));
}

/** Decision WD-06: what the player receives for an amount, a fee and (redemption) a conversion rate. */
export function withdrawalPayout(amount: number, fee: number, currency: string, convert?: { currency: string; rate: number }): WithdrawalPayout {
  const net = amount - fee;
  if (!convert || convert.currency === currency) return { amount: roundDownToCurrency(net, currency), currency };
  return { amount: roundDownToCurrency(net * convert.rate, convert.currency), currency: convert.currency, rate: convert.rate };
}

/**
 * Decision WD-07: the error codes of the withdrawal calls (besides those they share with the
 * deposit calls: `banking.paymentMethodNotFound`, `banking.currencyNotSupported`,
 * `banking.amountOutOfRange`, `banking.paymentMethodRegex`, `validation.invalidPayload`).
 */
export const WITHDRAWAL_ERROR_CODES = Object.freeze({
  /** 400: the account's withdrawable balance is below the amount. */
  insufficientBalance: 'banking.insufficientBalance',
  /** 400: a field the method requires was not sent; the error names it in `field`. */
  fieldRequired: 'banking.fieldRequired',
  /** 404: no such withdrawal of this player. */
  notFound: 'banking.withdrawalNotFound',
  /** 409: cancel of a record that is not pending, or that the backend no longer lets go. */
  notCancellable: 'banking.withdrawalNotCancellable',
  /** 410: confirm of a draft past its `expiresAt`. */
  expired: 'banking.withdrawalExpired',
  /** 400: the redemption's payout currency cannot be converted to. */
  payoutCurrencyNotSupported: 'banking.payoutCurrencyNotSupported',
} as const);
