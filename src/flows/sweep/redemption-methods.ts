/**
 * Redemption, the sweepstake `/withdrawal` (WD-01, ROUTE-19; SWEEP-12..14, HTTP-37, ERR-22; decision
 * SWEEP-14), its methods page: the sweep coin balance (`sweepstake-balance-get`), its unplayed part
 * (`sweepstake-unplayed-balance`, read as data.status and data.amount), the recoupable sum
 * (`sweepstake-recoup-sum`) and the payout methods (`methods-withdrawal-v4`). A method opens the
 * convert step (redemption-convert.ts). Every fetch failure is logged only: balances 0, lists
 * empty (SWEEP-12).
 */
import { atom } from 'nanostores';
import { isCryptoCurrency, SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import { buildTiles, filterListing } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { SWEEP_CONVERT, SWEEP_WITHDRAWAL_CRYPTO } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { thrownError } from '../../transport/thrown.ts';
import { rerunWhenRenewed } from '../../stores/token-retry.ts';
import { api } from '../../stores/api.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { reportSectionInit } from '../../stores/section-init.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { logSweepstakeFailure, orLogged } from '../../stores/sweepstake-log.ts';
import { finite, sweepCoinBalance, type RedemptionSums } from './redemption-sums.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** What the methods page shows. `recoup` is null when the sum could not be fetched. */
export interface RedemptionState extends RedemptionSums {
  phase: 'loading' | 'ready' | 'empty';
  /** The fiat currency the player is paid in (decision SWEEP-14). */
  payoutCurrency: string;
  tiles: Tile[];
}

const initialRedemption = (scope: Scope): RedemptionState => ({ phase: 'loading', balance: 0, unplayed: 0, recoup: null, payoutCurrency: payoutCurrency(scope), tiles: [] });

export const $redemption = scoped((scope: Scope) => atom<RedemptionState>(initialRedemption(scope)));

/** Decision SWEEP-14: the player's own fiat currency, else USD (sweep coins redeem 1:1 to USD). */
export function payoutCurrency(scope: Scope): string {
  const code = $depositCurrency(scope).get();
  return code && code !== SWEEP_COIN_CODE && !isCryptoCurrency(code) ? code : 'USD';
}

/** HTTP-37, SWEEP-13: data.amount when the answer has one; otherwise 0 and a logged warning. */
export function unplayedAmount(scope: Scope, answer: unknown): number {
  const data = answer && typeof answer === 'object' ? (answer as { data?: { status?: unknown; amount?: unknown } }).data : undefined;
  if (data && finite(data.amount)) return Math.max(0, data.amount);
  logSweepstakeFailure(scope, 'sweepstake-unplayed-balance', new Error(`no unplayed amount (status ${String(data?.status ?? 'missing')})`));
  return 0;
}

/** The payout tiles: the crypto group stays a group (its list), other groups' methods are listed on their own. */
export function payoutTiles(methods: readonly PaymentMethod[], groups: readonly PaymentGroup[]): Tile[] {
  const keptGroups: PaymentGroup[] = [];
  const loose: PaymentMethod[] = [...methods];
  for (const group of groups) {
    if (group.name === GROUP_KEYS.CRYPTO) keptGroups.push(group);
    else loose.push(...group.paymentMethods);
  }
  const seen = new Set(keptGroups.flatMap((g) => g.paymentMethods.map((m) => m.name)));
  return buildTiles(
    loose.filter((m) => !seen.has(m.name) && seen.add(m.name)),
    keptGroups,
  );
}

/** This element's own load counter (issue #22: one world per element): only the newest load writes. */
const loads = scoped(() => ({ generation: 0 }));

/**
 * Loads the page: the four calls side by side. Each failure is logged and leaves its value at its
 * empty state (balance 0, unplayed 0, recoup null, no methods; SWEEP-12). No payout method at all is
 * ERR-22 'Empty withdrawal methods': the page shows its empty state with Retry.
 */
export async function loadRedemption(scope: Scope): Promise<RedemptionState['phase']> {
  const state = loads(scope);
  const mine = ++state.generation;
  const currency = payoutCurrency(scope);
  // A 401 loads the page again once the host renews the token (decision RENEW-02).
  const renew = (error: unknown): void => rerunWhenRenewed(scope, 'redemption', error, () => mine === state.generation && loadRedemption(scope));
  $redemption(scope).set({ ...initialRedemption(scope), payoutCurrency: currency });
  const [balance, unplayed, recoup, tiles] = await Promise.all([
    orLogged(scope, 'sweepstake-balance-get', async () => sweepCoinBalance(await api(scope).call('sweepstake-balance-get', {})), 0, renew),
    orLogged(scope, 'sweepstake-unplayed-balance', async () => unplayedAmount(scope, await api(scope).call('sweepstake-unplayed-balance', { currency: SWEEP_COIN_CODE })), 0, renew),
    orLogged<number | null>(scope, 'sweepstake-recoup-sum', async () => {
      const answer = await api(scope).call('sweepstake-recoup-sum', { currency: SWEEP_COIN_CODE });
      return finite(answer?.amount) ? Math.max(0, answer.amount) : null;
    }, null, renew),
    orLogged<Tile[]>(scope, 'methods-withdrawal-v4', async () => {
      const answer = await api(scope).call('methods-withdrawal-v4', { currency });
      const listing = filterListing(answer?.methods, answer?.groups);
      const found = payoutTiles(listing.methods, listing.groups);
      if (found.length === 0) logSweepstakeFailure(scope, 'methods-withdrawal-v4', thrownError('emptyWithdrawalMethods'));
      return found;
    }, [], renew),
  ]);
  if (mine !== state.generation) return $redemption(scope).get().phase;
  const phase = tiles.length > 0 ? 'ready' : 'empty';
  $redemption(scope).set({ phase, balance, unplayed, recoup, payoutCurrency: currency, tiles });
  reportSectionInit(scope, 'redemption');
  return phase;
}

/** The crypto group opens the redemption crypto list. */
export function choosePayoutGroup(scope: Scope, group: PaymentGroup): void {
  selectGroup(scope, group);
  requestNavigation(scope, SWEEP_WITHDRAWAL_CRYPTO);
}

/** A payout method (or a coin of the crypto list) opens the convert step. */
export function choosePayoutMethod(scope: Scope, method: PaymentMethod, group?: PaymentGroup): void {
  selectMethod(scope, method, group);
  requestNavigation(scope, SWEEP_CONVERT);
}
