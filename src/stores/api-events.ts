/**
 * What the shared client does with server pushes and request timeouts (shell §4, §7). Kept
 * apart from api.ts so it can be tested without building a transport client.
 */
import { REQUEST_TIMEOUT_MESSAGE } from '../domain/constants.ts';
import type { CallName } from '../transport/calls.ts';
import type { Push } from '../transport/types.ts';
import { $currentPath, requestNavigation } from './navigation.ts';
import { $verboseLogging } from './debug-switches.ts';
import type { TransactionData } from '../domain/payment-entities.ts';
import { patchUser } from './user.ts';
import { receiveWithdrawalPush } from './withdrawal-pending.ts';
import { DEPOSIT_LIST, ERROR_PATH } from '../domain/paths.ts';
import { scoped, type Scope } from './scope.ts';

/** Route of the error page and its fallback back route (shell §2). */
export const ERROR_ROUTE = ERROR_PATH;
export const DEFAULT_BACK_ROUTE = DEPOSIT_LIST;
/** i18n key of the timeout message, for the error page to translate. */
export const REQUEST_TIMEOUT_KEY = 'request.timeout';

/** History state the error page reads (shell §2: message, and stack when there is one). */
export interface ErrorRouteState {
  message: string;
  messageKey?: string;
  stack?: string;
}

/**
 * What a `deposit.status` push does, given by src/stores/transaction.ts when it loads: the status
 * rules are not in the entry, which the list waits for (issue #23: they paid for the server-safe
 * import). Every module that creates or watches a deposit loads it first (the deposit door
 * create-call.ts, the complete page, crypto, p2p), so no push that matters arrives before it.
 * Module-level on purpose: it is code, the same for every element.
 */
let depositStatusPush: ((scope: Scope, data: TransactionData) => void) | undefined;
export function onDepositStatusPush(apply: (scope: Scope, data: TransactionData) => void): void {
  depositStatusPush = apply;
}

/**
 * Routes a server push into the stores (shell §7: deposit.status, login.token; withdrawal.status, decision WD-06). The transport has
 * already unwrapped a `{ data: … }` wrapper (src/transport/pushes.ts); a deposit.status without
 * `depositId` is matched to the lone watched deposit here (decision STATUS-18).
 */
export function handlePush(scope: Scope, push: Push): void {
  // Redacted (REL-04: a login.token push carries the renewed token); the logger loads only when asked.
  if ($verboseLogging(scope).get()) void import('./safe-log.ts').then(({ logSafely }) => logSafely(scope, 'info', `push ${push.type}`, push.data));
  if (push.type === 'deposit.status') depositStatusPush?.(scope, push.data);
  else if (push.type === 'login.token') patchUser(scope, push.data);
  // Decision WD-06: a submitted withdrawal moved; the pending list shows the move (WD-08).
  else if (push.type === 'withdrawal.status') receiveWithdrawalPush(scope, push.data);
}

/** shell §4: a 30 s timeout goes to /error with a back route (the current page, else /deposit). */
export function goToTimeoutError(scope: Scope): void {
  const current = $currentPath(scope).get();
  const back = current === '' || current.startsWith(ERROR_ROUTE) ? DEFAULT_BACK_ROUTE : current;
  const state: ErrorRouteState = { message: REQUEST_TIMEOUT_MESSAGE, messageKey: REQUEST_TIMEOUT_KEY };
  requestNavigation(scope, `${ERROR_ROUTE}?backRoute=${encodeURIComponent(back)}`, { state });
}

type TimeoutHandler = (call: CallName) => void;
/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  timeoutHandler: TimeoutHandler | null;
} => ({
  timeoutHandler: null,
}));

/** Replaces what a request timeout does; `null` restores the default (go to /error). */
export function setApiTimeoutHandler(scope: Scope, fn: TimeoutHandler | null): void {
  local(scope).timeoutHandler = fn;
}

/**
 * Passed to the client as `onRequestTimeout`. Analytics (`events`) is background traffic: its
 * time-out never takes the player away from the page (decision AN-05).
 */
export function runTimeoutHandler(scope: Scope, call: CallName): void {
  const state = local(scope);
  if (call === 'events') return;
  if (state.timeoutHandler) state.timeoutHandler(call);
  else goToTimeoutError(scope);
}
