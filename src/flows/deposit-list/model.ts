/**
 * The deposit index (flows §2 "Deposit index"; LIST-02..11): loads the methods for the user's
 * country and currency, applies the initial currencies, sends the user to the empty or error page
 * when there is nothing to show, and reports onInit(deposit) once. Choosing a tile selects it and
 * navigates (LIST-17..20). Navigation goes through `requestNavigation`, so this is testable
 * without rendering.
 */
import { atom } from 'nanostores';
import { $config, resetConfigField } from '../../stores/config.ts';
import type { CallResponse } from '../../transport/calls.ts';
import { setInitCurrencies } from '../../stores/currencies.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { changeListedCurrency, markListedCurrency, methodsPayload } from '../../stores/methods-currency.ts';
import { $methods, loadMethods } from '../../stores/methods.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { api } from '../../stores/api.ts';
import { DEPOSIT_LIST, EMPTY_PATH } from '../../domain/paths.ts';
import { showLoadError } from '../../stores/load-error.ts';
import { filterListing } from '../../domain/method-listing.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** Decision LIST-14: the region change button shows when the methods answer says so. */
export const $geoSelectorEnabled = scoped(() => (atom<boolean>(false)));

/** What a load ended in. */
export type IndexOutcome = 'ok' | 'empty' | 'direct' | 'error' | 'superseded';

export { methodsPayload };

/**
 * LIST-02..05, LIST-10, ERR-13: fetches the methods. Direct-geo with nothing to list → the empty
 * page with `direct` and `transaction` (decision LIST-04); nothing left after filtering → the
 * empty page; a failure → the error page, whose Refresh refetches. With `refetch`, a successful
 * load removes the query value by replacing the entry with `/deposit`.
 */
export async function loadDepositIndex(scope: Scope, options: { refetch?: boolean } = {}): Promise<IndexOutcome> {
  let answer: Awaited<ReturnType<typeof fetchMethods>> | undefined;
  try {
    await loadMethods(scope, async () => {
      answer = await fetchMethods(scope);
      return answer.listing;
    });
  } catch (error: unknown) {
    if ($methods(scope).get().status !== 'error') return 'superseded';
    showLoadError(scope, error, `${DEPOSIT_LIST}?refetch=1`);
    return 'error';
  }
  if (!answer) return 'superseded';
  const { listing, directGeo } = answer;
  if (listing.methods.length === 0 && listing.groups.length === 0) {
    requestNavigation(scope, directGeo ? `${EMPTY_PATH}?direct=1&transaction=deposit` : EMPTY_PATH, { replace: true });
    return directGeo ? 'direct' : 'empty';
  }
  if (options.refetch) requestNavigation(scope, DEPOSIT_LIST, { replace: true });
  return 'ok';
}

/** A host-prefetched answer serves the first load only; any later load (refetch) asks the server. */
function takePrefetchedMethods(scope: Scope): CallResponse<'methods-payment-v5'> | undefined {
  const prefetched = $config(scope).get().methodsResponse;
  if (!prefetched) return undefined;
  resetConfigField(scope, 'methodsResponse');
  return prefetched as unknown as CallResponse<'methods-payment-v5'>;
}

async function fetchMethods(scope: Scope) {
  const payload = methodsPayload(scope);
  markListedCurrency(scope, payload.currency.code);
  const prefetched = takePrefetchedMethods(scope);
  const response = prefetched ?? (await api(scope).call('methods-payment-v5', payload));
  setInitCurrencies(scope, response?.initCurrencies);
  // The host's prefetched answer is for the currency it names (its initCurrencies): no reload for it.
  if (prefetched) markListedCurrency(scope, $depositCurrency(scope).get());
  $geoSelectorEnabled(scope).set(response?.geoSelectorEnabled === true);
  return { listing: filterListing(response?.methods, response?.groups), directGeo: response?.directGeo === true };
}

/**
 * The deposit currency changed after the list was asked for (say the host gave only a token, and
 * the user record with the player's RUB arrived after the USD request): the list is for the wrong
 * currency, so it is loaded again and the host is told the methods' currency changed (decision
 * HOST-31 "onChangedPaymentMethodsCurrency"). Returns whether a reload started.
 */
export function reloadForCurrency(scope: Scope, currency: string): boolean {
  if (!changeListedCurrency(scope, currency)) return false;
  void loadDepositIndex(scope);
  return true;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  initReported: boolean;
} => ({
  initReported: false,
}));

/** LIST-11 / HOST-23: tells the host once that the deposit page is initialised. */
export function reportDepositInit(scope: Scope): void {
  const state = local(scope);
  if (state.initReported) return;
  state.initReported = true;
  notifyHost(scope, 'onInit', { page: 'deposit' });
}

export { chooseGroup, chooseMethod } from '../../stores/choose-tile.ts';
