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

// ---- the box list -------------------------------------------------------------------------------

/** The box list: loading, the packs, or empty (SWEEP-12: a failure leaves the list empty). */
export type BoxListState = { phase: 'loading' } | { phase: 'ready'; boxes: SweepstakeBox[] } | { phase: 'empty'; boxes: [] };

export const $boxList = atom<BoxListState>({ phase: 'loading' });

let boxesGeneration = 0;

/**
 * Loads the packs. An answer with no pack is ERR-21 'Empty sweepstakes'; it and a failed call are
 * logged only, and the list stays empty (SWEEP-12). Only the newest load writes.
 */
export async function loadBoxes(): Promise<BoxListState['phase']> {
  const mine = ++boxesGeneration;
  $boxList.set({ phase: 'loading' });
  let next: BoxListState;
  try {
    const answer = await api.call('sweepstake-boxes', {});
    const boxes = purchasableBoxes(answer?.boxes);
    if (boxes.length === 0) {
      logSweepstakeFailure('sweepstake-boxes', thrownError('emptySweepstakes'));
      next = { phase: 'empty', boxes: [] };
    } else next = { phase: 'ready', boxes };
  } catch (error: unknown) {
    logSweepstakeFailure('sweepstake-boxes', error);
    next = { phase: 'empty', boxes: [] };
  }
  if (mine === boxesGeneration) $boxList.set(next);
  reportPageInit('deposit'); // the pack list is sweepstake mode's deposit page
  return next.phase;
}

/** Choosing a pack: it becomes the order (`$selectedBox`) and select-method opens. */
export function chooseBox(box: SweepstakeBox): void {
  selectBox(box);
  requestNavigation(SWEEP_SELECT_METHOD);
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

export const $selectMethod = atom<SelectMethodState>(initialSelectMethod());

const patch = (next: Partial<SelectMethodState>): void => $selectMethod.set({ ...$selectMethod.get(), ...next });

/** The player's country for the limits (decision ENT-14) and the form's phone list. */
const playerCountry = (): string | undefined => $user.get().country ?? $config.get().paymentGeo;

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

let methodsGeneration = 0;

/**
 * Loads the deposit methods in the box's price currency (methods-payment-v5). Nothing to offer is
 * ERR-20 'Empty payment methods'; it and a failure are logged and the page shows its empty state.
 */
export async function loadBoxMethods(box: SweepstakeBox): Promise<SelectMethodState['phase']> {
  const mine = ++methodsGeneration;
  resetForm();
  $selectMethod.set(initialSelectMethod());
  const code = priceCurrency(box);
  const group = abTestGroup();
  let tiles: Tile[] = [];
  try {
    const answer = await api.call('methods-payment-v5', {
      country: $config.get().paymentGeo,
      currency: { code, type: isCryptoCurrency(code) ? 'crypto' : 'fiat' },
      ...(group ? { abTestGroup: group } : {}),
    });
    const listing = filterListing(answer?.methods, answer?.groups);
    tiles = boxMethodTiles(listing.methods, listing.groups, box, playerCountry());
    if (tiles.length === 0) logSweepstakeFailure('methods-payment-v5', thrownError('emptyPaymentMethods'));
  } catch (error: unknown) {
    logSweepstakeFailure('methods-payment-v5', error);
  }
  if (mine !== methodsGeneration) return $selectMethod.get().phase;
  patch({ phase: tiles.length > 0 ? 'ready' : 'empty', tiles });
  return $selectMethod.get().phase;
}

/** A crypto group opens the crypto list (with the order on it, SWEEP-11). */
export function chooseGroup(group: PaymentGroup): void {
  selectGroup(group);
  requestNavigation(SWEEP_CRYPTO_LIST);
}

/** A coin opens its address page; any other method is paid here (its fields, then Buy). */
export function chooseMethod(method: PaymentMethod): void {
  if (isCryptoMethod(method)) {
    selectMethod(method);
    requestNavigation(SWEEP_CRYPTO_ADDRESS);
    return;
  }
  selectMethod(method);
  startForm(method, playerCountry());
  patch({ chosen: method, pending: undefined, depositId: undefined, rejections: 0 });
}

/** Leaving the page: no form outlives it. */
export function closeSelectMethod(): void {
  methodsGeneration++;
  resetForm();
  $selectMethod.set(initialSelectMethod());
}

/** ERR-19: a sweepstake purchase needs a selected box. */
function requireBox(): SweepstakeBox {
  const box = $selectedBox.get();
  if (!box) throw thrownError('noSweepstakeBox');
  return box;
}

/**
 * Buy (the press): the chosen method, the box price in its currency, the method's fields, through
 * the engine — `deposit-create-sweepstake` with `boxId` (CREATE-12). Call it from the click
 * handler itself: the helper window opens before the first await.
 */
export async function buyBox(): Promise<'busy' | 'failed' | 'invalid' | 'fields' | 'pending' | 'done'> {
  const state = $selectMethod.get();
  if (state.buying) return 'busy';
  let box: SweepstakeBox;
  try {
    box = requireBox();
  } catch (error: unknown) {
    logSweepstakeFailure('deposit-create-sweepstake', error);
    showSnackbar({ message: depositErrorMessage(error) });
    return 'failed';
  }
  const method = state.chosen;
  const currency = priceCurrency(box);
  const amount = box.price ?? null;
  // FORM-26: an `amount` field carries the price the way the redirect page's amount would.
  const amountText = amount === null ? '' : applyNumberMask(String(amount));
  const check = validateForm(amountText, true);
  if (!check.ok) onFieldsRejected(check.badFieldNames());
  const outcome = await createDeposit(
    {
      method,
      amount,
      limits: methodLimits(method, currency, playerCountry()),
      currency,
      fields: formPayload(amountText),
      fieldsValid: check.ok,
      isFromChip: false,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => $selectedBox.get() === box,
    },
    () => patch({ buying: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    addFields(outcome.fields);
    patch({ buying: false, ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
    return 'fields';
  }
  if (outcome.kind === 'pending') {
    patch({ buying: false, pending: outcome.pending });
    return 'pending';
  }
  patch({ buying: false, ...(outcome.kind === 'invalid' ? { rejections: $selectMethod.get().rejections + 1 } : {}) });
  if (outcome.kind === 'invalid' || outcome.kind === 'busy') return outcome.kind;
  return outcome.kind === 'failed' || outcome.kind === 'rejected' || outcome.kind === 'abandoned' ? 'failed' : 'done';
}

/** "Continue to payment" after a blocked window (decision CREATE-10). */
export async function continueToPayment(): Promise<boolean> {
  const pending = $selectMethod.get().pending;
  if (!pending) return false;
  const done = await continueRedirect(pending);
  if (done) patch({ pending: undefined });
  return done;
}
