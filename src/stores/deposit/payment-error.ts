/**
 * Payment error handling (shell §8, flows §8; ERR-01..04) and the common handler a failed deposit
 * creation hands its error to (decision ERR-29). Pure: returns a translation key or a server text;
 * the model shows it in the snackbar titled `error.snackbar.title` (ERR-06/07).
 */
import type { ErrorMessage } from '../../domain/error-message.ts';
import { CashierError } from '../../transport/errors.ts';

export type { ErrorMessage } from '../../domain/error-message.ts';

/** Decision ERR-05: the generic provider error. */
export const GENERIC_PAYMENT_ERROR_KEY = 'payment.error.generic';
/** ERR-02: the code whose server message is shown. */
export const MERCHANT_CLIENT_ERROR = 'banking.merchantClientError';
/** ERR-03/04: the code that always gets the generic message. */
export const PAYMENT_METHOD_REGEX_ERROR = 'banking.paymentMethodRegex';

/** Decision ERR-05: messages by HTTP (or socket) status. */
export const PAYMENT_MESSAGE_BY_STATUS: Readonly<Record<number, string>> = Object.freeze({
  // Decision CREATE-14: the deposit was not made; the page then waits for the host's new token.
  401: 'payment.error.sessionExpired',
  429: 'payment.error.tooManyRequests',
  502: 'payment.error.unavailable',
  503: 'payment.error.unavailable',
  504: 'payment.error.unavailable',
});

/** Decision ERR-05: messages by server error code. */
export const PAYMENT_MESSAGE_BY_CODE: Readonly<Record<string, string>> = Object.freeze({
  'banking.amountLimit': 'payment.error.limit',
  'banking.methodUnavailable': 'payment.error.methodUnavailable',
  // Issue #11: the backend refused the bonus the deposit carried (docs/protocol.md, docs/sandbox.md).
  // Decision BONUS-22: the bonus store switches the bonus off on this code; the text says so.
  'banking.bonusExpired': 'payment.error.bonusExpired',
  'banking.bonusNotAllowed': 'payment.error.bonusNotAllowed',
  // Issue #14: the backend refused the captcha fields (docs/protocol.md, docs/sandbox.md).
  'banking.captchaInvalid': 'payment.error.captchaInvalid',
});

const own = <T>(table: Readonly<Record<string | number, T>>, key: string | number): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** The server facts payment error handling reads. */
export interface PaymentErrorFacts {
  status?: number;
  serverCode?: string;
  message?: string;
}

/**
 * ERR-01: a message for the status wins; ERR-02: merchantClientError shows the server message;
 * ERR-03: any other code (except paymentMethodRegex) shows its message, else the generic one;
 * ERR-04: otherwise the generic provider error.
 */
export function paymentErrorMessage(facts: PaymentErrorFacts): ErrorMessage {
  const byStatus = facts.status !== undefined ? own(PAYMENT_MESSAGE_BY_STATUS, facts.status) : undefined;
  if (byStatus) return { key: byStatus };
  const code = facts.serverCode;
  if (code === MERCHANT_CLIENT_ERROR) {
    const text = facts.message?.trim();
    return text ? { text } : { key: GENERIC_PAYMENT_ERROR_KEY };
  }
  if (code && code !== PAYMENT_METHOD_REGEX_ERROR) return { key: own(PAYMENT_MESSAGE_BY_CODE, code) ?? GENERIC_PAYMENT_ERROR_KEY };
  return { key: GENERIC_PAYMENT_ERROR_KEY };
}

const SERVER_ANSWER_CODES: ReadonlySet<string> = new Set(['http', 'socket-status', 'unauthorized']);

/**
 * Decision ERR-29, the common handler's message: a server answer goes through payment error
 * handling; a transport failure shows its own key (network → `socket.networkError`, timeout →
 * `request.timeout`); anything else (thrown flow errors, bugs) the generic provider error.
 */
export function depositErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof CashierError) {
    if (SERVER_ANSWER_CODES.has(error.code)) {
      const facts: PaymentErrorFacts = { message: error.message };
      if (error.status !== undefined) facts.status = error.status;
      if (error.serverCode !== undefined) facts.serverCode = error.serverCode;
      return paymentErrorMessage(facts);
    }
    if (error.messageKey) return { key: error.messageKey };
    if (error.code === 'timeout') return { key: 'request.timeout' };
  }
  return { key: GENERIC_PAYMENT_ERROR_KEY };
}
