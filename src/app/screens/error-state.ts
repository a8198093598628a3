/**
 * Reading the error page's inputs (ERR-09..12): the message and stack from history state, the
 * refresh target from the `backRoute` query.
 */
import { DEPOSIT_LIST, ERROR_PATH } from '../../domain/paths.ts';

export interface ErrorInfo {
  /** Message text, or undefined when the state has none (the page shows 'Unknown error'). */
  message?: string;
  /** i18n key to translate instead of `message` (e.g. `request.timeout`). */
  messageKey?: string;
  /** The failure's kind (stores/player-error.ts), translated by the page (decision ERR-PLAYER). */
  kind?: string;
  stack?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Accepts `{ message, messageKey?, stack? }` (stores/api.ts ErrorRouteState), an Error or a string. */
export function errorInfoFromState(state: unknown): ErrorInfo {
  if (typeof state === 'string') return text(state) ? { message: state } : {};
  if (state instanceof Error) return { message: text(state.message), stack: state.stack } as ErrorInfo;
  if (state && typeof state === 'object') {
    const record = state as Record<string, unknown>;
    const info: ErrorInfo = {};
    const message = text(record.message);
    const messageKey = text(record.messageKey);
    const stack = text(record.stack);
    const kind = text(record.kind);
    if (kind) info.kind = kind;
    if (message) info.message = message;
    if (messageKey) info.messageKey = messageKey;
    if (stack) info.stack = stack;
    return info;
  }
  return {};
}

/**
 * ERR-12: the refresh target is the `backRoute` query value, else the deposit list. Only
 * in-widget paths are accepted (a leading single slash), so a crafted query cannot leave the app.
 */
export function refreshTarget(search: string): string {
  const back = new URLSearchParams(search).get('backRoute');
  if (back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith(ERROR_PATH)) return back;
  return DEPOSIT_LIST;
}
