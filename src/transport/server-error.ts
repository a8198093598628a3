/**
 * Turns a failed server answer (HTTP non-2xx, socket error status) into host notices and a
 * CashierError, the same way for both transports (shell §8, HTTP-09..11, SOCK-13).
 */
import type { HostNotifier } from '../domain/host-messages.ts';
import { CashierError } from './errors.ts';


/**
 * The `{ error: { message, code, field? } }` body of a failed answer, read defensively. `field`
 * names the form field a refusal is about (the withdrawal calls' banking.fieldRequired, decision
 * WD-07); a flow reads it from a CashierError's `details`.
 */
export function readServerError(body: unknown): { message?: string; code?: string; field?: string } {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return {};
  const { message, code, field } = error as { message?: unknown; code?: unknown; field?: unknown };
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    ...(typeof field === 'string' && field !== '' ? { field } : {}),
  };
}

/**
 * Notifies the host with shell §8's exact text — 'Server.HTTP.request.ERROR: <message>
 * ErrorCode: <code>' (the socket says `Socket` instead of `HTTP`) — asks for a fresh token on
 * 401 (HTTP-11; choice: the socket's 401 status too), and returns the error to reject with.
 * choice: a missing message becomes the status text, a missing code the status number.
 */
export function serverFailure(
  via: 'HTTP' | 'Socket',
  call: string,
  status: number,
  body: unknown,
  notifyHost: HostNotifier,
  statusText = '',
): CashierError {
  const { message, code } = readServerError(body);
  const shownMessage = message ?? (statusText || `status ${status}`);
  const shownCode = code ?? String(status);
  notifyHost('Error', {
    message: `Server.${via}.request.ERROR: ${shownMessage} ErrorCode: ${shownCode}`,
    call,
    status,
    code: shownCode,
  });
  if (status === 401) notifyHost('onTokenExpired', { call });
  const kind = status === 401 ? 'unauthorized' : via === 'HTTP' ? 'http' : 'socket-status';
  return new CashierError(kind, {
    message: shownMessage,
    status,
    serverCode: code,
    call,
    details: body,
  });
}
