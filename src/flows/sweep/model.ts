/**
 * The sweepstake deposit tree's model (shell §1 "sweepstake mode", flows §2/§3; SWEEP-01..12,
 * ERR-19..21; decision SWEEP-14): the coin packs (`sweepstake-boxes`), the methods a pack can be
 * bought with (the deposit methods in its price currency), and the purchase itself, which is the
 * deposit engine's one door (`createDeposit`): with a box selected it sends
 * `deposit-create-sweepstake` with the box's `boxId` (CREATE-12). Fetch failures are logged only;
 * the page shows an empty state with a Retry (SWEEP-12).
 */
import { atom } from 'nanostores';
import { methodLimits } from '../../domain/amount-limits.ts';
import { checkAmount } from '../../domain/amount-validation.ts';
import { isCryptoCurrency, normalizeCurrencyCode } from '../../domain/currencies.ts';
import { applyNumberMask } from '../../domain/field-mask.ts';
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import { buildTiles, filterListing } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { isCryptoMethod, methodPath } from '../../domain/method-routes.ts';
import { DEPOSIT_REDIRECT, SWEEP_CRYPTO_ADDRESS, SWEEP_CRYPTO_LIST, SWEEP_SELECT_METHOD } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { thrownError } from '../../transport/errors.ts';
import type { DepositId } from '../../transport/wire-types.ts';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { continueToPayment as continueRedirect, createDeposit } from '../../stores/deposit/create-deposit.ts';
import type { PendingRedirect } from '../../stores/deposit/create-deposit.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { abTestGroup } from '../../stores/experiments.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $selectedBox, selectBox } from '../../stores/sweepstake-box.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { $user } from '../../stores/user.ts';
import { purchasableBoxes } from './boxes.ts';
import { reportPageInit } from '../../stores/page-init.ts';

import { scoped, type Scope } from '../../stores/scope.ts';
// ---- the box list -------------------------------------------------------------------------------

/** The box list: loading, the packs, or empty (SWEEP-12: a failure leaves the list empty). */
export type BoxListState = { phase: 'loading' } | { phase: 'ready'; boxes: SweepstakeBox[] } | { phase: 'empty'; boxes: [] };

export const $boxList = scoped(() => (atom<BoxListState>({ phase: 'loading' })));

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  boxesGeneration: number;
  methodsGeneration: number;
} => ({
  boxesGeneration: 0,
  methodsGeneration: 0,
}));

/**
 * Loads the packs. An answer with no pack is ERR-21 'Empty sweepstakes'; it and a failed call are
 * logged only, and the list stays empty (SWEEP-12). Only the newest load writes.
 */
export async function loadBoxes(scope: Scope): Promise<BoxListState['phase']> {
  const state = local(scope);
  const mine = ++state.boxesGeneration;
  $boxList(scope).set({ phase: 'loading' });
  let next: BoxListState;
  try {
    const answer = await api(scope).call('sweepstake-boxes', {});
    const boxes = purchasableBoxes(answer?.boxes);
    if (boxes.length === 0) {
      logSweepstakeFailure(scope, 'sweepstake-boxes', thrownError('emptySweepstakes'));
      next = { phase: 'empty', boxes: [] };
    } else next = { phase: 'ready', boxes };
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'sweepstake-boxes', error);
    next = { phase: 'empty', boxes: [] };
  }
  if (mine === state.boxesGeneration) $boxList(scope).set(next);
  reportPageInit(scope, 'deposit'); // the pack list is sweepstake mode's deposit page
  return next.phase;
}

/** Choosing a pack: it becomes the order (`$selectedBox`) and select-method opens. */
export function chooseBox(scope: Scope, box: SweepstakeBox): void {
  selectBox(scope, box);
  requestNavigation(scope, SWEEP_SELECT_METHOD);
}

// ---- select-method ------------------------------------------------------------------------------

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

export const $selectMethod = scoped(() => (atom<SelectMethodState>(initialSelectMethod())));

const patch = (scope: Scope, next: Partial<SelectMethodState>): void => $selectMethod(scope).set({ ...$selectMethod(scope).get(), ...next });

/** The player's country for the limits (decision ENT-14) and the form's phone list. */
const playerCountry = (scope: Scope): string | undefined => $user(scope).get().country ?? $config(scope).get().paymentGeo;

/** The box's price currency, normalised; '' when the box names none. */
export const priceCurrency = (box: SweepstakeBox): string => normalizeCurrencyCode(box.priceCurrencyCode ?? '');

/**
 * Decision SWEEP-14 "select-method": a method that starts on the redirect page (cards, wallets,
 * vouchers: amount and Deposit) is paid from this page at the box price when its limits in the
 * price currency allow that price; a crypto coin gets its address page (the amount is whatever
 * arrives, so no limit applies). Methods with a page the sweepstake tree lacks (p2p, India,
 * on-ramp, cash) are not offered.
 */
export function canBuyWith(method: PaymentMethod, box: SweepstakeBox, country: string | undefined): boolean {
  if (isCryptoMethod(method)) return true;
  if (methodPath(method, false) !== DEPOSIT_REDIRECT) return false;
  return checkAmount(box.price ?? null, methodLimits(method, priceCurrency(box), country)).ok;
}

/**
 * The tiles for a box: the crypto group stays a group (its list), every other group's methods are
 * listed on their own (the sweepstake tree has no group pages), each method once.
 */
export function boxMethodTiles(methods: readonly PaymentMethod[], groups: readonly PaymentGroup[], box: SweepstakeBox, country: string | undefined): Tile[] {
  const keptGroups: PaymentGroup[] = [];
  const loose: PaymentMethod[] = [...methods];
  for (const group of groups) {
    if (group.name === GROUP_KEYS.CRYPTO) {
      const coins = group.paymentMethods.filter(isCryptoMethod);
      if (coins.length > 0) keptGroups.push({ ...group, paymentMethods: coins });
    } else loose.push(...group.paymentMethods);
  }
  const seen = new Set(keptGroups.flatMap((g) => g.paymentMethods.map((m) => m.name)));
  const kept = loose.filter((m) => {
    if (seen.has(m.name) || !canBuyWith(m, box, country)) return false;
    seen.add(m.name);
    return true;
  });
  return buildTiles(kept, keptGroups);
}



/**
 * Loads the deposit methods in the box's price currency (methods-payment-v5). Nothing to offer is
 * ERR-20 'Empty payment methods'; it and a failure are logged and the page shows its empty state.
 */
export async function loadBoxMethods(scope: Scope, box: SweepstakeBox): Promise<SelectMethodState['phase']> {
  const state = local(scope);
  const mine = ++state.methodsGeneration;
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
  if (mine !== state.methodsGeneration) return $selectMethod(scope).get().phase;
  patch(scope, { phase: tiles.length > 0 ? 'ready' : 'empty', tiles });
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
  patch(scope, { chosen: method, pending: undefined, depositId: undefined, rejections: 0 });
}

/** Leaving the page: no form outlives it. */
export function closeSelectMethod(scope: Scope): void {
  local(scope).methodsGeneration++;
  resetForm(scope);
  $selectMethod(scope).set(initialSelectMethod());
}

/** ERR-19: a sweepstake purchase needs a selected box. */
function requireBox(scope: Scope): SweepstakeBox {
  const box = $selectedBox(scope).get();
  if (!box) throw thrownError('noSweepstakeBox');
  return box;
}

/**
 * Buy (the press): the chosen method, the box price in its currency, the method's fields, through
 * the engine — `deposit-create-sweepstake` with `boxId` (CREATE-12). Call it from the click
 * handler itself: the helper window opens before the first await.
 */
export async function buyBox(scope: Scope): Promise<'busy' | 'failed' | 'invalid' | 'fields' | 'pending' | 'done'> {
  const state = $selectMethod(scope).get();
  if (state.buying) return 'busy';
  let box: SweepstakeBox;
  try {
    box = requireBox(scope);
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'deposit-create-sweepstake', error);
    showSnackbar(scope, { message: depositErrorMessage(error) });
    return 'failed';
  }
  const method = state.chosen;
  const currency = priceCurrency(box);
  const amount = box.price ?? null;
  // FORM-26: an `amount` field carries the price the way the redirect page's amount would.
  const amountText = amount === null ? '' : applyNumberMask(String(amount));
  const check = validateForm(scope, amountText, true);
  if (!check.ok) onFieldsRejected(scope, check.badFieldNames());
  const outcome = await createDeposit(scope, 
    {
      method,
      amount,
      limits: methodLimits(method, currency, playerCountry(scope)),
      currency,
      fields: formPayload(scope, amountText),
      fieldsValid: check.ok,
      isFromChip: false,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => $selectedBox(scope).get() === box,
    },
    () => patch(scope, { buying: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    addFields(scope, outcome.fields);
    patch(scope, { buying: false, ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
    return 'fields';
  }
  if (outcome.kind === 'pending') {
    patch(scope, { buying: false, pending: outcome.pending });
    return 'pending';
  }
  patch(scope, { buying: false, ...(outcome.kind === 'invalid' ? { rejections: $selectMethod(scope).get().rejections + 1 } : {}) });
  if (outcome.kind === 'invalid' || outcome.kind === 'busy') return outcome.kind;
  return outcome.kind === 'failed' || outcome.kind === 'rejected' || outcome.kind === 'abandoned' ? 'failed' : 'done';
}

/** "Continue to payment" after a blocked window (decision CREATE-10). */
export async function continueToPayment(scope: Scope): Promise<boolean> {
  const pending = $selectMethod(scope).get().pending;
  if (!pending) return false;
  const done = await continueRedirect(scope, pending);
  if (done) patch(scope, { pending: undefined });
  return done;
}
