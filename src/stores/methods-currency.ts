/**
 * The currency the method list on screen was asked for, shared by every page that lists deposit
 * methods (the deposit list and the crypto-balance index), so one currency change makes one reload
 * and one `onChangedPaymentMethodsCurrency` (decision HOST-31), whichever page asked first.
 */
import { isCryptoCurrency } from '../domain/currencies.ts';
import { $config } from './config.ts';
import { $depositCurrency } from './deposit-currency.ts';
import { abTestGroup } from './experiments.ts';
import { notifyHost } from './host-outbox.ts';
import { scoped, type Scope } from './scope.ts';

/** The methods-payment-v5 payload from the stores (LIST-02, HTTP-13): the country and the deposit currency with its type. */
export function methodsPayload(scope: Scope): { country: string; currency: { code: string; type: 'fiat' | 'crypto' }; abTestGroup?: string } {
  const config = $config(scope).get();
  const code = $depositCurrency(scope).get();
  const group = abTestGroup(scope);
  return {
    country: config.paymentGeo,
    currency: { code, type: isCryptoCurrency(code) ? 'crypto' : 'fiat' },
    ...(group ? { abTestGroup: group } : {}),
  };
}

/** The currency the current list was asked for (undefined before the first load). Per element (issue #22). */
const local = scoped((): {
  listedCurrency: string | undefined;
} => ({
  listedCurrency: undefined,
}));

/** Records the currency a list request goes out for. */
export function markListedCurrency(scope: Scope, currency: string): void {
  local(scope).listedCurrency = currency;
}

/**
 * A currency for the list: when it differs from the one the list on screen was asked for, records
 * it and tells the host the methods' currency changed (decision HOST-31). Returns whether it was a
 * change, so the caller reloads; before any list was asked for, nothing has changed.
 */
export function changeListedCurrency(scope: Scope, currency: string): boolean {
  const state = local(scope);
  if (state.listedCurrency === undefined || currency === state.listedCurrency || currency === '') return false;
  state.listedCurrency = currency;
  notifyHost(scope, 'onChangedPaymentMethodsCurrency', { currency });
  return true;
}

