/**
 * CREATE-28 (shell §4 "Unload", flows §4): if the widget is closed or the page unloads while a
 * deposit is being created, post `session-form-on-close-modal` once, with keepalive so the
 * request survives the page going away.
 */
import { atom } from 'nanostores';
import type { CallPayload } from '../../transport/calls.ts';
import { api } from '../api.ts';
import { $config } from '../config.ts';
import { $user } from '../user.ts';
import { scoped, type Scope } from '../scope.ts';

export interface DepositCreationInfo {
  /** Method name (code) being created. */
  paymentMethod: string;
  /** The method's display text. */
  paymentMethodText: string;
}

/** Whether a deposit creation is in flight, and whether its close was already reported. */
export type DepositCreationState =
  | { status: 'idle' }
  | { status: 'creating'; info: DepositCreationInfo }
  | { status: 'reported'; info: DepositCreationInfo };

/** The creation in flight, if any. */
export const $depositCreation = scoped(() => (atom<DepositCreationState>({ status: 'idle' })));

export type CloseModalPayload = CallPayload<'session-form-on-close-modal'>;
type Sender = (payload: CloseModalPayload) => void;

const keepaliveSender = (scope: Scope, payload: CloseModalPayload): void => api(scope).sendKeepalive('session-form-on-close-modal', payload);
/** This element's own module state (issue #22: one world per element); `send` is the tests' replacement for the keepalive call (null: the real one). */
const local = scoped((): {
  send: Sender | null;
} => ({
  send: null,
}));

/** Marks the start of a deposit creation (call before `deposit-create`). */
export function beginDepositCreation(scope: Scope, info: DepositCreationInfo): void {
  $depositCreation(scope).set({ status: 'creating', info });
}

/** True while a creation runs (its close may already be reported): a second press must wait. */
export const creationInFlight = (scope: Scope): boolean => $depositCreation(scope).get().status !== 'idle';

/** Marks the end of the creation, whatever its outcome. */
export function endDepositCreation(scope: Scope): void {
  $depositCreation(scope).set({ status: 'idle' });
}

/** The handshake userId, else the user's id_user/id; '' when nobody is known (field is required). */
function userIdNow(scope: Scope): string | number {
  const user = $user(scope).get();
  return $config(scope).get().userId ?? user.id_user ?? user.id ?? '';
}

/** Posts the close event if a creation is in flight and not yet reported; returns whether it did. */
function reportClose(scope: Scope): boolean {
  const mine = local(scope);
  const state = $depositCreation(scope).get();
  if (state.status !== 'creating') return false;
  // Mark first: a throwing sender must still not cause a second post on the next event.
  $depositCreation(scope).set({ status: 'reported', info: state.info });
  try {
    const report = { ...state.info, userId: userIdNow(scope) };
    if (mine.send) mine.send(report);
    else keepaliveSender(scope, report);
  } catch {
    // The page is going away; there is no one left to tell.
  }
  return true;
}

/** The element calls this when the host sends `close` (HOST-21). */
export function closeWidget(scope: Scope): void {
  reportClose(scope);
}

/**
 * Listens for `pagehide` on `target` (fired on unload and on bfcache entry; `unload` itself is
 * deprecated and unreliable on mobile). `options.send` replaces the keepalive call (tests).
 * @returns a function that removes the listener.
 */
export function installUnloadGuard(scope: Scope, target: Window, options: { send?: Sender } = {}): () => void {
  const state = local(scope);
  state.send = options.send ?? null;
  const onPageHide = (): void => {
    reportClose(scope);
  };
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    state.send = null;
  };
}
