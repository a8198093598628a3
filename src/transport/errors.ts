/**
 * The one error type of the widget (ARCHITECTURE §3): every failure the transport or a flow
 * raises is a `CashierError` with a code, so callers branch on `code`, never on message text.
 */

/**
 * What went wrong, coarsely. `thrown` is a flow-level failure with a message from `THROWN` (thrown.ts);
 * `captcha` a captcha widget's failure, its kind in `details` (src/stores/deposit/captcha/).
 */
export type CashierErrorCode =
  | 'network'
  | 'timeout'
  | 'http'
  | 'unauthorized'
  | 'socket-status'
  | 'socket-connect'
  | 'invalid-response'
  | 'disposed'
  | 'thrown'
  | 'captcha';

/** Extra facts an error carries besides its code. */
export interface CashierErrorOptions {
  message?: string;
  /** HTTP status, or the socket response status. */
  status?: number;
  /** `error.code` from the server body (e.g. `banking.merchantClientError`, ERR-02). */
  serverCode?: string;
  /** i18n key the UI should show instead of `message` (e.g. `socket.networkError`). */
  messageKey?: string;
  /** The call that failed, when the error comes from the transport. */
  call?: string;
  /** The server's error body or answer, for flows that need more than code and message. */
  details?: unknown;
  cause?: unknown;
}

/** The widget's error: a code union plus the server facts the UI needs (ERR-01..04). */
export class CashierError extends Error {
  override name = 'CashierError';
  code: CashierErrorCode;
  status?: number;
  serverCode?: string;
  messageKey?: string;
  call?: string;
  details?: unknown;
  /** A server refusal's `Retry-After`, in ms (retry-after.ts; `declare`: no code in the entry). */
  declare retryAfterMs?: number;

  constructor(code: CashierErrorCode, options: CashierErrorOptions = {}) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.status !== undefined) this.status = options.status;
    if (options.serverCode !== undefined) this.serverCode = options.serverCode;
    if (options.messageKey !== undefined) this.messageKey = options.messageKey;
    if (options.call !== undefined) this.call = options.call;
    if (options.details !== undefined) this.details = options.details;
  }
}

/** shell §8: the i18n key and English text of an exhausted network retry (RETRY-06). */
export const NETWORK_ERROR_KEY = 'socket.networkError';
export const NETWORK_ERROR_MESSAGE = 'Network connection failed';

// shell §8: "network error, failed to fetch, connection reset, refused, not found, timeout";
// the E-codes are the Node/engine spellings of the same failures.
const NETWORK_PATTERN =
  /network ?error|failed to fetch|connection reset|econnreset|refused|econnrefused|not found|enotfound|timeout|timed out|etimedout/i;

/**
 * True for the network-type failures retry-enabled calls retry (RETRY-02). A server answer
 * (`http`, `socket-status`, `unauthorized`) is never network-type even if its text says
 * "not found", so a 404 body is not retried; nor are connect failures (already retried by
 * the connect policy), a disposed client or a flow's thrown error. Foreign errors (fetch's
 * `TypeError: Failed to fetch`, engine errors) are recognised by message or name.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof CashierError) return error.code === 'network' || error.code === 'timeout';
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && NETWORK_PATTERN.test(error);
  const { message, name } = error as { message?: unknown; name?: unknown };
  return (
    (typeof message === 'string' && NETWORK_PATTERN.test(message)) ||
    (typeof name === 'string' && NETWORK_PATTERN.test(name))
  );
}
