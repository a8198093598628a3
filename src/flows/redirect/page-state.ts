/**
 * The redirect page's state besides the amount and the fields (flows §2 "Redirect base", §4): the
 * creation phase, the deposit a "fields required" answer opened and a redirect waiting for the
 * player's click. The fields live in the shared form store (src/stores/form-fields.ts).
 */
import { atom } from 'nanostores';
import type { DepositId } from '../../transport/wire-types.ts';
import type { PendingRedirect } from '../../stores/deposit/after-create-steps.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The page state besides the amount. */
export interface RedirectPageState {
  phase: 'idle' | 'creating';
  /** The deposit to continue after "fields required". */
  depositId?: DepositId;
  /** A redirect waiting for the user to open the window (blocked popup or no helper, decision CREATE-10). */
  pending?: PendingRedirect;
  /** A submit was tried: show every error. */
  submitted: boolean;
  /** FORM-13: counts rejected presses; each one moves the focus to the first bad field. */
  rejections: number;
}

/** A fresh page. */
export const initialPageState = (): RedirectPageState => ({ phase: 'idle', submitted: false, rejections: 0 });

/** The redirect page state. */
export const $redirectPage = scoped(() => (atom<RedirectPageState>(initialPageState())));

/** Merges `p` into the page state. */
export const patchPage = (scope: Scope, p: Partial<RedirectPageState>): void => $redirectPage(scope).set({ ...$redirectPage(scope).get(), ...p });
