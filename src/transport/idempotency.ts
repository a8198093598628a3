/**
 * The idempotency key of the create calls (our addition to the protocol, decision CREATE-IDEM,
 * docs/protocol.md "Idempotency key"). No browser APIs here: the sandbox imports it, so the widget
 * and the sandbox compare the same intent.
 */
import type { CallName } from './calls.ts';

/** The payload field that carries the key, on both transports. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/** The calls that make a deposit or a withdrawal, and so carry the key (decision WD-06 for withdrawal-create). */
export const IDEMPOTENT_CALLS: readonly CallName[] = ['deposit-create', 'deposit-create-sweepstake', 'deposit-create-p2p', 'withdrawal-create'];

/** The sandbox's answer to a key sent again with another intent (HTTP 409). */
export const KEY_REUSED_CODE = 'banking.idempotencyKeyReused';

const sortedEntries = (value: unknown): Array<[string, unknown]> =>
  typeof value === 'object' && value !== null ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : [];

/**
 * What a create buys: the call, method, amount, currency, fields (in any order), the deposit it
 * continues, the sweepstake box and the bonus; for a withdrawal, the account and the payout
 * currency (decision WD-06). Other payload fields (captcha output, session id,
 * return URL, metadata) may differ between two sends of one press.
 */
export function intentFingerprint(call: string, payload: object): string {
  const p = payload as Record<string, unknown>;
  return JSON.stringify([
    call,
    p.paymentType ?? p.paymentMethod ?? null,
    p.amount ?? null,
    String(p.currency ?? '').toUpperCase(),
    sortedEntries(p.fields),
    p.depositId ?? null,
    p.boxId ?? null,
    p.bonusId ?? null,
    p.isActivatedBonus ?? false,
    p.accountType ?? null,
    p.payoutCurrency === undefined ? null : String(p.payoutCurrency).toUpperCase(),
  ]);
}
