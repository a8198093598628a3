/**
 * The withdrawal list's model (flows §2 "Withdrawal", ROUTE-11; WD-02, WD-03, ERR-22; decisions
 * WD-05..08). One load asks three things at once: the methods (`methods-withdrawal-v4`), the
 * withdrawable balance (`withdrawal-balance-get`) and the pending withdrawals
 * (`withdrawal-list-pending`). No methods → the empty page ('Empty withdrawal methods'); a failed
 * methods call → the error page, whose Refresh comes back with `refetch`. The balance and the
 * pending list are extras: their failure leaves their section out, never the list.
 */
import { logSafely } from '../../stores/safe-log.ts';
import { atom } from 'nanostores';
import { filterListing } from '../../domain/method-listing.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { EMPTY_PATH, WITHDRAWAL_LIST } from '../../domain/paths.ts';
import { mayCancelWithdrawal } from '../../domain/withdrawal.ts';
import type { Withdrawal, WithdrawalAccountType } from '../../domain/withdrawal.ts';
import type { WithdrawalAccountBalance } from '../../transport/call-types.ts';
import { rerunWhenRenewed } from '../../stores/token-retry.ts';
import { api, onSocketDrop } from '../../stores/api.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { showLoadError } from '../../stores/load-error.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { $pendingWithdrawals, applyWithdrawalRecord } from '../../stores/withdrawal.ts';
import { inWithdrawalTree, withdrawalGroupPath, withdrawalMethodPath } from './paths.ts';
import { withdrawalErrorMessage } from './errors.ts';
import type { ErrorMessage } from '../../domain/error-message.ts';
import { reportSectionInit } from '../../stores/section-init.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** ERR-22: the thrown message of an empty withdrawal methods answer (shell §8). */
export const EMPTY_WITHDRAWAL_METHODS = 'Empty withdrawal methods';

export type WithdrawalMethodsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; methods: PaymentMethod[]; groups: PaymentGroup[] }
  | { status: 'error' };

/** The withdrawal methods of the player's currency. */
export const $withdrawalMethods = scoped(() => (atom<WithdrawalMethodsState>({ status: 'idle' })));

/** The accounts' balances (WD-02); null while unknown or when the call failed. */
export const $withdrawalBalance = scoped(() => (atom<readonly WithdrawalAccountBalance[] | null>(null)));

/** WD-02, decision WD-08: the account the next withdrawal debits. */
export const $withdrawalAccount = scoped(() => (atom<WithdrawalAccountType>('main')));

/** Decision WD-05: the bank the player picked on the bank list, put into the amount page's bank field. */
export const $chosenBank = scoped(() => (atom<{ field: string; value: string } | null>(null)));

/** What the list load ended in. */
export type WithdrawalIndexOutcome = 'ok' | 'empty' | 'error' | 'superseded';

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  generation: number;
} => ({
  generation: 0,
}));

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
async function loadBalance(scope: Scope, currency: string, mine: number): Promise<void> {
  const state = local(scope);
  try {
    const answer = await api(scope).call('withdrawal-balance-get', { currency });
    if (mine !== state.generation) return;
    const accounts = Array.isArray(answer?.accounts) ? answer.accounts : [];
    $withdrawalBalance(scope).set(accounts);
    $withdrawalAccount(scope).set(pickAccount(accounts, $withdrawalAccount(scope).get()));
  } catch (error: unknown) {
    if (mine === state.generation) $withdrawalBalance(scope).set(null);
    rerunWhenRenewed(scope, 'withdrawal-balance-get', error, () => mine === state.generation && loadBalance(scope, currency, mine));
  }
}

/** Reads the pending withdrawals (its failure only hides the section). */
export async function loadPendingWithdrawals(scope: Scope, currency: string = $depositCurrency(scope).get()): Promise<void> {
  try {
    const answer = await api(scope).call('withdrawal-list-pending', { currency });
    $pendingWithdrawals(scope).set(Array.isArray(answer?.withdrawals) ? answer.withdrawals : []);
  } catch (error: unknown) {
    // The list stays as it was: the section is an extra, the methods are the page.
    rerunWhenRenewed(scope, 'withdrawal-list-pending', error, () => loadPendingWithdrawals(scope, currency));
  }
}

/**
 * Decision REL-08: the pending withdrawals' moves come by push (WD-06), and a socket drop may have
 * taken one with it. While the list shows withdrawals still open, a drop reads them again — one
 * `withdrawal-list-pending` answers for all of them, and the call reconnects (3 retries, backoff
 * capped at 10 s) and rejoins the push room. Reads never overlap. Returns the stop function.
 */
export function rereadPendingOnDrops(scope: Scope, watchDrops = (listener: () => void) => onSocketDrop(scope, listener)): () => void {
  let reading = false;
  return watchDrops(() => {
    if (reading || !$pendingWithdrawals(scope).get()?.length) return;
    reading = true;
    void loadPendingWithdrawals(scope).finally(() => (reading = false));
  });
}

/**
 * WD-03, ERR-22, ERR-13: loads the list. With `refetch`, a successful load removes the query value
 * by replacing the entry with the plain list path (in the tree the player is in).
 */
export async function loadWithdrawalIndex(scope: Scope, options: { refetch?: boolean } = {}): Promise<WithdrawalIndexOutcome> {
  const state = local(scope);
  const mine = ++state.generation;
  const currency = $depositCurrency(scope).get();
  $withdrawalMethods(scope).set({ status: 'loading' });
  const extras = Promise.all([loadBalance(scope, currency, mine), loadPendingWithdrawals(scope, currency)]);
  let listing: { methods: PaymentMethod[]; groups: PaymentGroup[] };
  try {
    const answer = await api(scope).call('methods-withdrawal-v4', { currency });
    listing = filterListing(answer?.methods, answer?.groups);
  } catch (error: unknown) {
    if (mine !== state.generation) return 'superseded';
    $withdrawalMethods(scope).set({ status: 'error' });
    showLoadError(scope, error, inWithdrawalTree(scope, `${WITHDRAWAL_LIST}?refetch=1`));
    return 'error';
  }
  if (mine !== state.generation) return 'superseded';
  if (listing.methods.length === 0 && listing.groups.length === 0) {
    // ERR-22: 'Empty withdrawal methods' is logged; the player sees the empty page, whose Refresh comes back here.
    logSafely(scope, 'warn', EMPTY_WITHDRAWAL_METHODS);
    $withdrawalMethods(scope).set({ status: 'idle' });
    requestNavigation(scope, `${EMPTY_PATH}?transaction=withdrawal`, { replace: true });
    return 'empty';
  }
  await extras;
  if (mine !== state.generation) return 'superseded';
  $withdrawalMethods(scope).set({ status: 'ok', ...listing });
  if (options.refetch) requestNavigation(scope, inWithdrawalTree(scope, WITHDRAWAL_LIST), { replace: true });
  return 'ok';
}

/** LIST-18 for withdrawals: selects the method and opens its first page (decision WD-05). */
export function chooseWithdrawalMethod(scope: Scope, method: PaymentMethod, group?: PaymentGroup): void {
  $chosenBank(scope).set(null); // a bank picked for another method is not this one's
  selectMethod(scope, method, group);
  requestNavigation(scope, inWithdrawalTree(scope, withdrawalMethodPath(method, group !== undefined)));
}

/** LIST-17 for withdrawals: selects the group and opens the withdrawal group list. */
export function chooseWithdrawalGroup(scope: Scope, group: PaymentGroup): void {
  selectGroup(scope, group);
  requestNavigation(scope, inWithdrawalTree(scope, withdrawalGroupPath(group)));
}

/** HOST-23 / deliverable 5: tells the host once per session that the withdrawal page is shown. */
export function reportWithdrawalInit(scope: Scope): void {
  reportSectionInit(scope, 'withdrawal');
}


/** How a Cancel press ended; what the page announces. */
export type CancelOutcome = { ok: true; record: Withdrawal } | { ok: false; message: ErrorMessage };

/**
 * Decision WD-08: cancels a pending, cancellable withdrawal; then the list and the balance are read
 * again (the money is back). A refusal (409: the backend already picked it up) reloads the list too,
 * so the player sees why the button went away.
 */
export async function cancelWithdrawal(scope: Scope, record: Withdrawal): Promise<CancelOutcome> {
  if (!mayCancelWithdrawal(record)) return { ok: false, message: { key: 'wallet.error.notCancellable' } };
  const currency = $depositCurrency(scope).get();
  try {
    const answer = await api(scope).call('withdrawal-cancel', { withdrawalId: record.withdrawalId });
    applyWithdrawalRecord(scope, answer);
    await Promise.all([loadPendingWithdrawals(scope, currency), loadBalance(scope, currency, local(scope).generation)]);
    return { ok: true, record: answer };
  } catch (error: unknown) {
    await loadPendingWithdrawals(scope, currency);
    return { ok: false, message: withdrawalErrorMessage(error) };
  }
}
