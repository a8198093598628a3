/**
 * The redirect page's state besides the amount (flows §2 "Redirect base", §4): the creation phase,
 * the extra fields of a "fields required" answer and a redirect waiting for the player's click.
 */
import { atom } from 'nanostores';
import type { FormField } from '../../domain/payment-entities.ts';
import type { DepositId } from '../../transport/wire-types.ts';
import type { PendingRedirect } from '../../stores/deposit/after-create-steps.ts';

/** The page state besides the amount. */
export interface RedirectPageState {
  phase: 'idle' | 'creating';
  /** CREATE-17: fields a "fields required" answer added. */
  extraFields: FormField[];
  fieldValues: Record<string, string>;
  /** The deposit to continue after "fields required". */
  depositId?: DepositId;
  /** A redirect waiting for the user to open the window (blocked popup or no helper, decision CREATE-10). */
  pending?: PendingRedirect;
  /** A submit was tried: show every error. */
  submitted: boolean;
}

/** A fresh page. */
export const initialPageState = (): RedirectPageState => ({ phase: 'idle', extraFields: [], fieldValues: {}, submitted: false });

/** The redirect page state. */
export const $redirectPage = atom<RedirectPageState>(initialPageState());

/** Merges `p` into the page state. */
export const patchPage = (p: Partial<RedirectPageState>): void => $redirectPage.set({ ...$redirectPage.get(), ...p });
