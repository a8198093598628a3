/**
 * The per-request timeout (shell §4, §9: 30 s, 'Request timeout'). RETRY-13 decision: it bounds
 * each request attempt from the moment it is sent (after the socket is connected), not the
 * whole load.
 */
import { REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from '../domain/constants.ts';
import { CashierError } from './errors.ts';

/** Schedules `fn` after `ms`; returns a cancel function. Injectable for fake time. */
export type Schedule = (fn: () => void, ms: number) => () => void;

/** The real timer. */
export const realSchedule: Schedule = (fn, ms) => {
  const handle = setTimeout(fn, ms);
  return () => clearTimeout(handle);
};

/**
 * Settles like `promise`, or rejects with CashierError('timeout', 'Request timeout') after
 * `ms`, calling `onTimeout` first so the transport can abort or forget the request.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  call: string,
  schedule: Schedule,
  onTimeout?: () => void,
  ms: number = REQUEST_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = schedule(() => {
      onTimeout?.();
      reject(new CashierError('timeout', { message: REQUEST_TIMEOUT_MESSAGE, call }));
    }, ms);
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
