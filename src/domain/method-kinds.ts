/**
 * Method lists the deposit creation flow needs (flows §4, §7, §9). The spec names some members and
 * leaves the full lists open (CREATE-07, CREATE-21): our choices are documented in
 * docs/decisions.md.
 */
import { IN_WIDGET_VIEW_TYPES, cardViewTypeName } from './card-view-types.ts';
import type { PaymentMethod } from './payment-entities.ts';
import { isCryptoMethod } from './method-routes.ts';

/** Decision CREATE-21: wallet-app methods (UPI, PhonePe, Paytm and others) whose redirect the host opens. */
export const WALLET_APP_METHODS: readonly string[] = [
  'upi', 'upi_intent', 'upi_collect', 'phonepe', 'paytm', 'gpay', 'google_pay', 'bhim', 'mobikwik', 'freecharge', 'amazon_pay',
];

/** Decision CREATE-07: host-to-host methods that answer with data shown in the widget (no helper window). */
export const DIRECT_REDIRECT_METHODS: readonly string[] = ['yamoney_h2h', 'qiwi_h2h', 'card_h2h', 'sbp_h2h', 'bank_transfer_h2h'];

/**
 * Decision CREATE-NOREDIR (flows §9 "many host-to-host methods skip the helper window", extended):
 * kinds of method whose answer never redirects, so a helper window would only flash open and shut.
 * Cross-border SBP (`sbp_transgran_*`) answers with bank requisites (the unified page); a voucher
 * is redeemed by the backend from its code (the complete page).
 */
export const NO_REDIRECT_METHOD_PREFIXES: readonly string[] = ['sbp_transgran_'];
export const VOUCHER_METHODS: readonly string[] = ['flexepin'];

const nameOf = (m: PaymentMethod): string => m.name.trim().toLowerCase();

/** CREATE-20: the method is a wallet app (the host opens its link). */
export const isWalletAppMethod = (m: PaymentMethod): boolean => WALLET_APP_METHODS.includes(nameOf(m));

/** CREATE-05/07: a listed direct-redirect method (the list, any `*_h2h` method, and wallet apps). */
export function isDirectRedirectMethod(m: PaymentMethod): boolean {
  const name = nameOf(m);
  return DIRECT_REDIRECT_METHODS.includes(name) || name.endsWith('_h2h') || isWalletAppMethod(m);
}

/** Decision CREATE-NOREDIR: a method whose answer is never a redirect (cross-border SBP, vouchers). */
export function isNeverRedirectMethod(m: PaymentMethod): boolean {
  const name = nameOf(m);
  return VOUCHER_METHODS.includes(name) || name.endsWith('_voucher') || NO_REDIRECT_METHOD_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** STATUS-14 / CREATE-06: an on-ramp method. */
export const isOnrampMethod = (m: PaymentMethod): boolean => cardViewTypeName(m.cardViewType) === 'ONRAMP';

/**
 * CREATE-03..06: the helper window is opened except on the native platform, for listed
 * direct-redirect methods, for on-ramp, and for methods whose answer is a widget page or never a
 * redirect (decision CREATE-NOREDIR).
 */
export function needsHelperWindow(m: PaymentMethod, native: boolean): boolean {
  // Decision CRYPTO-16: a crypto address is a widget page too (the answer is an address, never a provider).
  if (native || isDirectRedirectMethod(m) || isNeverRedirectMethod(m) || isCryptoMethod(m)) return false;
  return !IN_WIDGET_VIEW_TYPES.includes(cardViewTypeName(m.cardViewType));
}
