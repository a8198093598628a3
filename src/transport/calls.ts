/**
 * The one typed call map (ARCHITECTURE §3): every call the widget makes, with its HTTP method
 * and whether network-type failures are retried (flows §7, RETRY-03). `grep` this file to see
 * the whole protocol. No browser APIs here: the sandbox server imports it in Node.
 */
import type { CallTypes } from './call-types.ts';

export type { CallTypes } from './call-types.ts';

/** How one call is sent. */
export interface CallSpec {
  method: 'GET' | 'POST';
  /** flows §7 "retried": network-type errors are retried (RETRY-01, RETRY-03). */
  retry: boolean;
}

const post = { method: 'POST', retry: false } as const;
const postRetried = { method: 'POST', retry: true } as const;
const getRetried = { method: 'GET', retry: true } as const;

/** Every call of shell §7 and flows §7; the key is also the HTTP path and the socket `type`. */
export const CALLS = {
  'deposit-limits': post,
  'methods-payment-v5': postRetried,
  'methods-payment-v3': postRetried,
  'methods-country-selector-v2': getRetried,
  'methods-withdrawal-v4': getRetried,
  'methods-withdrawal': getRetried,
  'session-start': post,
  'deposit-create': post,
  'deposit-create-sweepstake': post,
  'deposit-create-p2p': post,
  'deposit-complete': post,
  'deposit-prepare': post,
  'deposit-check': post,
  'deposit-cancel': post,
  'deposit-status': getRetried,
  'external-deposit-continue': post,
  // flows §7: "retried on failure" — RETRY-10 decision: network-type failures only, like the rest.
  'bank-get': postRetried,
  // flows §7: sent with keepalive (CREATE-28); see CashierClient.sendKeepalive.
  'session-form-on-close-modal': post,
  'sweepstake-boxes': post,
  'sweepstake-balance-get': post,
  'sweepstake-recoup-sum': post,
  'payment-convert-v2': post,
  // choice (HTTP-38): the spec shows neither path nor method of the unplayed-balance call.
  'sweepstake-unplayed-balance': post,
  // Withdrawal calls (our choice, decisions WD-06..08): the writes are not retried (create carries
  // an idempotency key, confirm and cancel answer a replay unchanged); the reads are.
  'withdrawal-create': post,
  'withdrawal-confirm': post,
  'withdrawal-cancel': post,
  'withdrawal-status': getRetried,
  'withdrawal-list-pending': getRetried,
  'withdrawal-balance-get': getRetried,
  // Our choice (decision NAMES-05): the crypto balance's figures, a read like the balance above.
  'crypto-balance-get': getRetried,
  events: post,
} as const satisfies { [N in keyof CallTypes]: CallSpec }; // satisfies: no call missing, none extra

/** The name of a call; also its HTTP path and its socket envelope `type`. */
export type CallName = keyof typeof CALLS;
/** What a call sends. */
export type CallPayload<N extends CallName> = CallTypes[N]['payload'];
/** What a call answers. */
export type CallResponse<N extends CallName> = CallTypes[N]['response'];

/** All call names, in table order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** True for a name of the call map (used by the sandbox server to validate `type`). */
export function isCallName(value: unknown): value is CallName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CALLS, value);
}
