/**
 * The withdrawal list's model (flows §2 "Withdrawal", ROUTE-11; WD-02, WD-03, ERR-22; decisions
 * WD-05..08). One load asks three things at once: the methods (`methods-withdrawal-v4`), the
 * withdrawable balance (`withdrawal-balance-get`) and the pending withdrawals
 * (`withdrawal-list-pending`). No methods → the empty page ('Empty withdrawal methods'); a failed
 * methods call → the error page, whose Refresh comes back with `refetch`. The balance and the
 * pending list are extras: their failure leaves their section out, never the list.
 */
import { atom } from 'nanostores';
import { filterListing } from '../../domain/method-listing.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { EMPTY_PATH, WITHDRAWAL_LIST } from '../../domain/paths.ts';
import { mayCancelWithdrawal } from '../../domain/withdrawal.ts';
import type { Withdrawal, WithdrawalAccountType } from '../../domain/withdrawal.ts';
import type { WithdrawalAccountBalance } from '../../transport/call-types.ts';
import { api } from '../../stores/api.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { showLoadError } from '../../stores/load-error.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { $pendingWithdrawals, applyWithdrawalRecord } from '../../stores/withdrawal.ts';
import { inWithdrawalTree, withdrawalGroupPath, withdrawalMethodPath } from './paths.ts';
import { withdrawalErrorMessage } from './errors.ts';
import type { ErrorMessage } from '../../domain/error-message.ts';
import { onWithdrawalSessionEnd } from './session.ts';
import { reportPageInit, resetPageInit } from '../../stores/page-init.ts';

/** ERR-22: the thrown message of an empty withdrawal methods answer (shell §8). */
export const EMPTY_WITHDRAWAL_METHODS = 'Empty withdrawal methods';

export type WithdrawalMethodsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; methods: PaymentMethod[]; groups: PaymentGroup[] }
  | { status: 'error' };

/** The withdrawal methods of the player's currency. */
export const $withdrawalMethods = atom<WithdrawalMethodsState>({ status: 'idle' });

/** The accounts' balances (WD-02); null while unknown or when the call failed. */
export const $withdrawalBalance = atom<readonly WithdrawalAccountBalance[] | null>(null);

/** WD-02, decision WD-08: the account the next withdrawal debits. */
export const $withdrawalAccount = atom<WithdrawalAccountType>('main');

/** Decision WD-05: the bank the player picked on the bank list, put into the amount page's bank field. */
export const $chosenBank = atom<{ field: string; value: string } | null>(null);

/** What the list load ended in. */
export type WithdrawalIndexOutcome = 'ok' | 'empty' | 'error' | 'superseded';

let generation = 0;

/** Decision WD-08: the accounts with something to withdraw. */
export const withdrawableAccounts = (accounts: readonly WithdrawalAccountBalance[] | null): WithdrawalAccountBalance[] =>
  (accounts ?? []).filter((a) => a.withdrawable > 0);

/**
 * WD-02, decision WD-08: the account a withdrawal debits: the player's pick while it has money;
 * otherwise the one account that has some (main first).
 */
export function pickAccount(accounts: readonly WithdrawalAccountBalance[] | null, chosen: WithdrawalAccountType): WithdrawalAccountType {
  const usable = withdrawableAccounts(accounts);
  if (usable.some((a) => a.accountType === chosen)) return chosen;
  return usable[0]?.accountType ?? 'main';
}

/** Reads the balance (its failure only hides the section). */
async function loadBalance(currency: string, mine: number): Promise<void> {
  try {
    const answer = await api.call('withdrawal-balance-get', { currency });
    if (mine !== generation) return;
    const accounts = Array.isArray(answer?.accounts) ? answer.accounts : [];
    $withdrawalBalance.set(accounts);
    $withdrawalAccount.set(pickAccount(accounts, $withdrawalAccount.get()));
  } catch {
    if (mine === generation) $withdrawalBalance.set(null);
  }
}

/** Reads the pending withdrawals (its failure only hides the section). */
export async function loadPendingWithdrawals(currency: string = $depositCurrency.get()): Promise<void> {
  try {
    const answer = await api.call('withdrawal-list-pending', { currency });
    $pendingWithdrawals.set(Array.isArray(answer?.withdrawals) ? answer.withdrawals : []);
  } catch {
    // The list stays as it was: the section is an extra, the methods are the page.
  }
}

/**
 * WD-03, ERR-22, ERR-13: loads the list. With `refetch`, a successful load removes the query value
 * by replacing the entry with the plain list path (in the tree the player is in).
 */
export async function loadWithdrawalIndex(options: { refetch?: boolean } = {}): Promise<WithdrawalIndexOutcome> {
  const mine = ++generation;
  const currency = $depositCurrency.get();
  $withdrawalMethods.set({ status: 'loading' });
  const extras = Promise.all([loadBalance(currency, mine), loadPendingWithdrawals(currency)]);
  let listing: { methods: PaymentMethod[]; groups: PaymentGroup[] };
  try {
    const answer = await api.call('methods-withdrawal-v4', { currency });
    listing = filterListing(answer?.methods, answer?.groups);
  } catch (error: unknown) {
    if (mine !== generation) return 'superseded';
    $withdrawalMethods.set({ status: 'error' });
    showLoadError(error, inWithdrawalTree(`${WITHDRAWAL_LIST}?refetch=1`));
    return 'error';
  }
  if (mine !== generation) return 'superseded';
  if (listing.methods.length === 0 && listing.groups.length === 0) {
    // ERR-22: 'Empty withdrawal methods' is logged; the player sees the empty page, whose Refresh comes back here.
    console.warn(`[payment-cashier] ${EMPTY_WITHDRAWAL_METHODS}`);
    $withdrawalMethods.set({ status: 'idle' });
    requestNavigation(`${EMPTY_PATH}?transaction=withdrawal`, { replace: true });
    return 'empty';
  }
  await extras;
  if (mine !== generation) return 'superseded';
  $withdrawalMethods.set({ status: 'ok', ...listing });
  if (options.refetch) requestNavigation(inWithdrawalTree(WITHDRAWAL_LIST), { replace: true });
  return 'ok';
}

/** LIST-18 for withdrawals: selects the method and opens its first page (decision WD-05). */
export function chooseWithdrawalMethod(method: PaymentMethod, group?: PaymentGroup): void {
  $chosenBank.set(null); // a bank picked for another method is not this one's
  selectMethod(method, group);
  requestNavigation(inWithdrawalTree(withdrawalMethodPath(method, group !== undefined)));
}

/** LIST-17 for withdrawals: selects the group and opens the withdrawal group list. */
export function chooseWithdrawalGroup(group: PaymentGroup): void {
  selectGroup(group);
  requestNavigation(inWithdrawalTree(withdrawalGroupPath(group)));
}

/** HOST-23 / deliverable 5: tells the host once per session that the withdrawal page is shown. */
export function reportWithdrawalInit(): void {
  reportPageInit('withdrawal');
}

/** A new session (or a test) reports again and starts from nothing. */
export function resetWithdrawalList(): void {
  resetPageInit();
  generation++;
  $withdrawalMethods.set({ status: 'idle' });
  $withdrawalBalance.set(null);
  $withdrawalAccount.set('main');
  $chosenBank.set(null);
  $pendingWithdrawals.set(null);
}

onWithdrawalSessionEnd(resetWithdrawalList);

/** How a Cancel press ended; what the page announces. */
export type CancelOutcome = { ok: true; record: Withdrawal } | { ok: false; message: ErrorMessage };

/**
 * Decision WD-08: cancels a pending, cancellable withdrawal; then the list and the balance are read
 * again (the money is back). A refusal (409: the backend already picked it up) reloads the list too,
 * so the player sees why the button went away.
 */
export async function cancelWithdrawal(record: Withdrawal): Promise<CancelOutcome> {
  if (!mayCancelWithdrawal(record)) return { ok: false, message: { key: 'wallet.error.notCancellable' } };
  const currency = $depositCurrency.get();
  try {
    const answer = await api.call('withdrawal-cancel', { withdrawalId: record.withdrawalId });
    applyWithdrawalRecord(answer);
    await Promise.all([loadPendingWithdrawals(currency), loadBalance(currency, generation)]);
    return { ok: true, record: answer };
  } catch (error: unknown) {
    await loadPendingWithdrawals(currency);
    return { ok: false, message: withdrawalErrorMessage(error) };
  }
}
