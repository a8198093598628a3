/**
 * The crypto-balance index (flows §2 "Crypto-balance index"; CB-01..08): which tab is open, the
 * currency the list is for, loading the methods for it, and choosing a tile. The list itself is the
 * shared `$methods` store, so the pages of the `fiat/*` tree see the same answer; the currency is
 * the shared `$chosenCurrency`, so every deposit page of the mode deposits in it.
 */
import { atom } from 'nanostores';
import { normalizeCurrencyCode } from '../../domain/currencies.ts';
import { defaultCurrencyOf, kindOfCurrency } from './crypto-balance.ts';
import type { BalanceKind } from './crypto-balance.ts';
import { filterListing } from '../../domain/method-listing.ts';
import { CB_DEPOSIT } from '../../domain/paths.ts';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $currencies, setInitCurrencies } from '../../stores/currencies.ts';
import { $chosenCurrency, $depositCurrency } from '../../stores/deposit-currency.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { showLoadError } from '../../stores/load-error.ts';
import { changeListedCurrency, markListedCurrency, methodsPayload } from '../../stores/methods-currency.ts';
import { $methods, loadMethods } from '../../stores/methods.ts';
import { requestNavigation, setNavigationScope } from '../../stores/navigation.ts';
import { cryptoBalanceTarget } from './crypto-balance-paths.ts';
import { $user } from '../../stores/user.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

// Decision CB-04: from now on, the shared pages' plain-tree navigation stays inside the mode.
setNavigationScope(cryptoBalanceTarget);

/** CB-01: the open tab. */
export const $balanceKind = scoped(() => (atom<BalanceKind>('fiat')));

/** Decision CB-06: the player's own currency, the handshake's, else the user record's ('' when neither). */
function playerCurrency(scope: Scope): string {
  const given = $config(scope).get().currency ?? $user(scope).get().currency;
  return typeof given === 'string' ? normalizeCurrencyCode(given) : '';
}

/**
 * Decision CB-06: the mode opens on the tab of the deposit currency (the player's, else USD) and
 * pins that currency as the player's pick, so the first answer's `initCurrencies` cannot move it.
 * Once per session: coming back to the index keeps the tab and currency the player chose.
 */
export function openCryptoBalance(scope: Scope): void {
  if ($chosenCurrency(scope).get() !== '') return;
  const current = $depositCurrency(scope).get();
  $balanceKind(scope).set(kindOfCurrency(current));
  $chosenCurrency(scope).set(current);
}

/** What a load ended in. */
export type BalanceOutcome = 'ok' | 'error' | 'superseded';

/**
 * LIST-02 / HTTP-13: loads the methods for the chosen currency. An empty answer is not the /empty
 * page here: the index shows the per-currency message (CB-07). A failure goes to the error page,
 * whose Refresh comes back with the refetch query; with `refetch`, a successful load drops it.
 */
export async function loadBalanceMethods(scope: Scope, options: { refetch?: boolean } = {}): Promise<BalanceOutcome> {
  openCryptoBalance(scope);
  try {
    await loadMethods(scope, async () => {
      const payload = methodsPayload(scope);
      markListedCurrency(scope, payload.currency.code);
      const response = await api(scope).call('methods-payment-v5', payload);
      setInitCurrencies(scope, response?.initCurrencies);
      return filterListing(response?.methods, response?.groups);
    });
  } catch (error: unknown) {
    if ($methods(scope).get().status !== 'error') return 'superseded';
    showLoadError(scope, error, `${CB_DEPOSIT}?refetch=1`);
    return 'error';
  }
  if (options.refetch) requestNavigation(scope, CB_DEPOSIT, { replace: true });
  return 'ok';
}

/**
 * CB-02 / HOST-31: the player picks another currency: the host is told the methods' currency
 * changed (`onChangedPaymentMethodsCurrency`), and the list is fetched for it.
 */
export function chooseCurrency(scope: Scope, code: string): void {
  local(scope).picked = true;
  switchCurrency(scope, code);
}

function switchCurrency(scope: Scope, code: string): void {
  const next = normalizeCurrencyCode(code);
  if (next === '' || next === $depositCurrency(scope).get()) return;
  // Recorded as the listed currency first, so the plain deposit list (if it was ever loaded) does
  // not reload for the same change.
  changeListedCurrency(scope, next);
  $chosenCurrency(scope).set(next);
  void loadBalanceMethods(scope);
}

/** CB-05 / decision CB-06: another tab sets that kind's default currency, which reloads the list. */
export function chooseKind(scope: Scope, kind: BalanceKind): void {
  if (kind === $balanceKind(scope).get()) return;
  local(scope).picked = true;
  $balanceKind(scope).set(kind);
  switchCurrency(scope, defaultCurrencyOf(kind, playerCurrency(scope), $currencies(scope).get()));
}

/** Whether the player chose a tab or a currency this session (then the index stops following the player's currency). Per element (issue #22). */
const local = scoped((): {
  picked: boolean;
  initReported: boolean;
} => ({
  picked: false,
  initReported: false,
}));

/**
 * Decision CB-06: until the player chooses, the index follows the player's own currency: a host
 * that gave only a token gets the user record (with the player's RUB) after the index opened in
 * USD, and the index moves to that currency's tab and list, telling the host as the deposit list
 * does (HOST-31). Returns the stop.
 */
export function followPlayerCurrency(scope: Scope): () => void {
  const follow = () => {
    const own = playerCurrency(scope);
    if (local(scope).picked || own === '' || $chosenCurrency(scope).get() === '' || own === $chosenCurrency(scope).get()) return;
    $balanceKind(scope).set(kindOfCurrency(own));
    switchCurrency(scope, own);
  };
  const stopUser = $user(scope).listen(follow);
  const stopConfig = $config(scope).listen(follow);
  return () => {
    stopUser();
    stopConfig();
  };
}



/** HOST-23 (decision CB-08): tells the host once per session that the crypto-balance index is shown. */
export function reportBalanceInit(scope: Scope): void {
  const state = local(scope);
  if (state.initReported) return;
  state.initReported = true;
  notifyHost(scope, 'onInit', { page: 'cryptobalance' });
}

// LIST-17..20: a tile selects and opens its page; the router keeps it in the mode (decision CB-04):
// a fiat method's page is its `fiat/*` twin, a crypto method's address page the mode's crypto page.
export { chooseGroup, chooseMethod } from '../../stores/choose-tile.ts';
