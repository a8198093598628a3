/**
 * Decision WD-07: what the player reads when a withdrawal call is refused: the withdrawal codes'
 * own messages (locale part `wallet`), the shared payment messages for the rest (ERR-01..05).
 */
import type { ErrorMessage } from '../../domain/error-message.ts';
import { WITHDRAWAL_ERROR_CODES } from '../../domain/withdrawal.ts';
import { CashierError } from '../../transport/errors.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';

/** Decision WD-07: translated messages of the withdrawal refusals (the shared deposit messages cover the rest). */
export const WITHDRAWAL_ERROR_KEYS: Readonly<Record<string, string>> = Object.freeze({
  [WITHDRAWAL_ERROR_CODES.insufficientBalance]: 'wallet.error.insufficientBalance',
  [WITHDRAWAL_ERROR_CODES.fieldRequired]: 'wallet.error.fieldRequired',
  [WITHDRAWAL_ERROR_CODES.notFound]: 'wallet.error.notFound',
  [WITHDRAWAL_ERROR_CODES.notCancellable]: 'wallet.error.notCancellable',
  [WITHDRAWAL_ERROR_CODES.expired]: 'wallet.error.expired',
  'banking.amountOutOfRange': 'wallet.error.amountOutOfRange',
});

/** Decision WD-07: a withdrawal call's refusal as a message: its own code's key, else the shared payment messages. */
export function withdrawalErrorMessage(error: unknown): ErrorMessage {
  const code = error instanceof CashierError ? error.serverCode : undefined;
  const key = code !== undefined && Object.prototype.hasOwnProperty.call(WITHDRAWAL_ERROR_KEYS, code) ? WITHDRAWAL_ERROR_KEYS[code] : undefined;
  return key ? { key } : depositErrorMessage(error);
}

