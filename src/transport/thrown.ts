/**
 * The spec's thrown errors (shell §8 / flows §8 "Thrown errors"), raised by the flow pages and the
 * deposit engine only: a module of their own so their texts stay out of the entry, which needs
 * `CashierError` but none of them (issue #24, decision ROOM-07).
 */
import { CashierError } from './errors.ts';

/** shell §8 / flows §8 "Thrown errors": exact messages, final period included (ERR-18..27). */
export const THROWN = {
  noPaymentMethod: 'No payment-method',
  noSweepstakeBox: 'No sweepstake box selected for sweepstake deposit',
  emptyPaymentMethods: 'Empty payment methods',
  emptySweepstakes: 'Empty sweepstakes',
  emptyWithdrawalMethods: 'Empty withdrawal methods',
  depositDataNull: 'Deposit data is null after creation.',
  captchaIdEmpty: 'Captcha id is empty',
  captchaDataEmpty: 'Captcha data empty',
  geetestResultEmpty: 'Geetest result is empty',
  decryptFailed: 'Error while decrypting data',
} as const;

export type ThrownKey = keyof typeof THROWN;

/** Builds the flow-level error for one of the spec's thrown messages. */
export function thrownError(key: ThrownKey): CashierError {
  return new CashierError('thrown', { message: THROWN[key] });
}
