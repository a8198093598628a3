/**
 * The sweepstake select-method page (decision SWEEP-14): the methods a chosen pack can be bought
 * with, loaded in its price currency (methods-payment-v5), and the player's choice: a coin opens
 * its address page, the crypto group its list, any other method its fields here (then Buy:
 * buy-box.ts).
 */
import { atom } from 'nanostores';
import { isCryptoCurrency } from '../../domain/currencies.ts';
import { filterListing } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import { SWEEP_CRYPTO_ADDRESS, SWEEP_CRYPTO_LIST } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { thrownError } from '../../transport/thrown.ts';
import type { DepositId } from '../../transport/wire-types.ts';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import type { PendingRedirect } from '../../stores/deposit/create-deposit.ts';
import { abTestGroup } from '../../stores/experiments.ts';
import { playerCountry, resetForm, startForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { boxMethodTiles, priceCurrency } from './box-methods.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The select-method page. `chosen`: the non-crypto method the player is paying with. */
export interface SelectMethodState {
  phase: 'loading' | 'ready' | 'empty';
  tiles: Tile[];
  chosen: PaymentMethod | undefined;
  buying: boolean;
  /** A redirect the browser blocked: "Continue to payment" (decision CREATE-10). */
  pending: PendingRedirect | undefined;
  /** The deposit a "fields required" answer continues. */
  depositId: DepositId | undefined;
  /** Rejected presses (FORM-13 focuses the first bad field after each). */
  rejections: number;
}

const initialSelectMethod = (): SelectMethodState => ({ phase: 'loading', tiles: [], chosen: undefined, buying: false, pending: undefined, depositId: undefined, rejections: 0 });

export const $selectMethod = scoped(() => atom<SelectMethodState>(initialSelectMethod()));

export const patchSelectMethod = (scope: Scope, next: Partial<SelectMethodState>): void => $selectMethod(scope).set({ ...$selectMethod(scope).get(), ...next });

/** This element's own load counter (issue #22: one world per element): only the newest load writes. */
const loads = scoped(() => ({ generation: 0 }));

/**
 * Loads the deposit methods in the box's price currency (methods-payment-v5). Nothing to offer is
 * ERR-20 'Empty payment methods'; it and a failure are logged and the page shows its empty state.
 */
export async function loadBoxMethods(scope: Scope, box: SweepstakeBox): Promise<SelectMethodState['phase']> {
  const state = loads(scope);
  const mine = ++state.generation;
  resetForm(scope);
  $selectMethod(scope).set(initialSelectMethod());
  const code = priceCurrency(box);
  const group = abTestGroup(scope);
  let tiles: Tile[] = [];
  try {
    const answer = await api(scope).call('methods-payment-v5', {
      country: $config(scope).get().paymentGeo,
      currency: { code, type: isCryptoCurrency(code) ? 'crypto' : 'fiat' },
      ...(group ? { abTestGroup: group } : {}),
    });
    const listing = filterListing(answer?.methods, answer?.groups);
    tiles = boxMethodTiles(listing.methods, listing.groups, box, playerCountry(scope));
    if (tiles.length === 0) logSweepstakeFailure(scope, 'methods-payment-v5', thrownError('emptyPaymentMethods'));
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'methods-payment-v5', error);
  }
  if (mine !== state.generation) return $selectMethod(scope).get().phase;
  patchSelectMethod(scope, { phase: tiles.length > 0 ? 'ready' : 'empty', tiles });
  return $selectMethod(scope).get().phase;
}

/** A crypto group opens the crypto list (with the order on it, SWEEP-11). */
export function chooseGroup(scope: Scope, group: PaymentGroup): void {
  selectGroup(scope, group);
  requestNavigation(scope, SWEEP_CRYPTO_LIST);
}

/** A coin opens its address page; any other method is paid here (its fields, then Buy). */
export function chooseMethod(scope: Scope, method: PaymentMethod): void {
  if (isCryptoMethod(method)) {
    selectMethod(scope, method);
    requestNavigation(scope, SWEEP_CRYPTO_ADDRESS);
    return;
  }
  selectMethod(scope, method);
  startForm(scope, method, playerCountry(scope));
  patchSelectMethod(scope, { chosen: method, pending: undefined, depositId: undefined, rejections: 0 });
}

/** Leaving the page: no form outlives it. */
export function closeSelectMethod(scope: Scope): void {
  loads(scope).generation++;
  resetForm(scope);
  $selectMethod(scope).set(initialSelectMethod());
}
