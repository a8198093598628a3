/**
 * The on-ramp pages' model (flows §2 "On-ramp base and offer list", §4, §5; ONRAMP-03..14).
 * The base page: the method's country and currency dropdowns (the shared form store), the currency
 * following the country map (ONRAMP-13), the limits asked for each currency (`deposit-limits`),
 * the amount usable only once they are in (ONRAMP-05) and checked against them (ONRAMP-06), and a
 * limits failure shown as the provider-error notice plus the currency field's error (ONRAMP-07/08).
 * "Show offers" creates the deposit through the engine — no helper window for on-ramp (CREATE-06)
 * — whose answer leads to the offer list (CREATE-23). Choosing an offer resumes that deposit
 * (src/stores/deposit/onramp-resume.ts).
 */
import { atom } from 'nanostores';
import { roundLimits } from '../../domain/amount-limits.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import { applyNumberMask } from '../../domain/field-mask.ts';
import type { FormField } from '../../domain/form-field.ts';
import { onrampCurrencyChoice } from './onramp-countries.ts';
import { onrampLimits, shownOffers } from './onramp-offers.ts';
import type { ShownOffer } from './onramp-offers.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { rerunWhenRenewed } from '../../stores/token-retry.ts';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $amount, amountValue, checkAmountText, resetAmount, typeAmount } from '../../stores/deposit/amount.ts';
import type { PendingRedirect } from '../../stores/deposit/after-create-steps.ts';
import { continueToPayment, createDeposit } from '../../stores/deposit/create-deposit.ts';
import { resumeOnrampDeposit } from '../../stores/deposit/onramp-resume.ts';
import { $pendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { $formFields, chooseOption, formPayload, onFieldsRejected, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import type { FormFieldsState } from '../../stores/form-fields.ts';
import type { ErrorMessage } from '../../domain/error-message.ts';
import { $selection } from '../../stores/selection.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $user } from '../../stores/user.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** Decision ONRAMP-09: the provider-error notice and the currency field's error of a limits failure. */
export const ONRAMP_PROVIDER_ERROR_KEY = 'onramp.limits.providerError';
export const ONRAMP_CURRENCY_ERROR_KEY = 'onramp.currency.error';

export interface OnrampPageState {
  /** The currency the limits are for ('' before one is chosen). */
  currency: string;
  /** ONRAMP-05: `ready` once the limits of `currency` are in; `failed`: the call failed (ONRAMP-07/08). */
  limitsState: 'none' | 'loading' | 'ready' | 'failed';
  /** ONRAMP-06: the limits the amount is checked against (deposit-limits, else at least 1). */
  limits: Limits;
  phase: 'idle' | 'creating';
  /** A press was made: the amount's error shows. */
  submitted: boolean;
}

export interface OfferListState {
  /** The offer being continued (its method), or null. */
  continuing: string | null;
  /** A provider window the browser blocked ("Continue to payment", decision CREATE-10). */
  pending?: PendingRedirect;
}

const initialPage = (): OnrampPageState => ({ currency: '', limitsState: 'none', limits: onrampLimits({ min: 0, max: 0 }), phase: 'idle', submitted: false });

export const $onrampPage = scoped(() => (atom<OnrampPageState>(initialPage())));
export const $offerList = scoped(() => (atom<OfferListState>({ continuing: null })));

const patch = (scope: Scope, p: Partial<OnrampPageState>): void => $onrampPage(scope).set({ ...$onrampPage(scope).get(), ...p });

/** The method on these pages and the group it was picked from. */
export function currentChoice(scope: Scope): { method?: PaymentMethod; group?: PaymentGroup } {
  const s = $selection(scope).get();
  return s.kind === 'method' ? { method: s.method, ...(s.group ? { group: s.group } : {}) } : {};
}

/** ONRAMP-03: the method's country and currency dropdowns. */
const fieldOfType = (scope: Scope, type: string): FormField | undefined => $formFields(scope).get().fields.find((f) => f.type === type);
export const countryField = (scope: Scope): FormField | undefined => fieldOfType(scope, 'dropdown_country');
export const currencyField = (scope: Scope): FormField | undefined => fieldOfType(scope, 'dropdown_currency');
const valuesOf = (field: FormField | undefined): string[] => (field?.values ?? []).map((o) => String(o.value));

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  separator: string;
} => ({
  separator: '.',
}));

/**
 * Page entry: the method's fields; the country starts at the player's country when the list has
 * it, else the field's own value (decision ONRAMP-START); the currency follows it.
 */
export function openOnrampPage(scope: Scope, decimalSeparator: string): void {
  local(scope).separator = decimalSeparator;
  $onrampPage(scope).set(initialPage());
  $amount(scope).set({ text: '', touched: false, fromChip: false });
  const { method } = currentChoice(scope);
  // Decision ONRAMP-START: the payment geo (where the player pays), else the profile's country.
  const geos = [$config(scope).get().paymentGeo, $user(scope).get().country].map((c) => (c ?? '').toUpperCase()).filter(Boolean);
  startForm(scope, method, geos[0]);
  const country = countryField(scope);
  if (!country) return;
  // The player's own country beats the field's preset (a list default, "US" first), when the list has it.
  const start = geos.find((geo) => valuesOf(country).includes(geo)) ?? $formFields(scope).get().texts[country.name];
  if (start) chooseCountry(scope, start);
}

/** Page exit. */
export function closeOnrampPage(scope: Scope): void {
  resetForm(scope);
  $onrampPage(scope).set(initialPage());
}

/** ONRAMP-13: a country sets the currency the map names (USD as the fallback) when the dropdown offers it. */
export function chooseCountry(scope: Scope, country: string): void {
  const field = countryField(scope);
  if (!field) return;
  chooseOption(scope, field.name, country);
  const currency = currencyField(scope);
  const next = onrampCurrencyChoice(country, valuesOf(currency));
  if (currency && next) chooseCurrency(scope, next);
}

/** A currency was chosen: its limits are asked for (ONRAMP-05: the amount waits for them). */
export function chooseCurrency(scope: Scope, currency: string): void {
  const field = currencyField(scope);
  if (!field) return;
  chooseOption(scope, field.name, currency);
  // An amount typed in another currency means nothing in this one: it restarts at this one's minimum.
  if (currency !== $onrampPage(scope).get().currency) $amount(scope).set({ text: '', touched: false, fromChip: false });
  void loadLimits(scope, currency);
}

/** The dropdowns' choice, routed to the on-ramp rules for the country and currency fields. */
export function chooseField(scope: Scope, name: string, value: string): void {
  if (name === countryField(scope)?.name) chooseCountry(scope, value);
  else if (name === currencyField(scope)?.name) chooseCurrency(scope, value);
  else chooseOption(scope, name, value);
}

const positive = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** `deposit-limits` for the currency (flows §7); a failure is ONRAMP-07/08. */
export async function loadLimits(scope: Scope, currency: string): Promise<void> {
  const { method } = currentChoice(scope);
  if (!method) return;
  patch(scope, { currency, limitsState: 'loading' });
  let limits: Limits;
  try {
    const answer = await api(scope).call('deposit-limits', { currency, paymentMethod: method.name });
    limits = onrampLimits(roundLimits({ min: positive(answer?.min), max: positive(answer?.max) }, currency));
  } catch (error: unknown) {
    if ($onrampPage(scope).get().currency !== currency) return; // the player moved on
    rerunWhenRenewed(scope, 'deposit-limits', error, () => $onrampPage(scope).get().currency === currency && loadLimits(scope, currency));
    // ONRAMP-07: the currency field's error follows this state (onrampFieldErrors), so a blur cannot wipe it.
    patch(scope, { limitsState: 'failed', limits: onrampLimits({ min: 0, max: 0 }) });
    showSnackbar(scope, { message: { key: ONRAMP_PROVIDER_ERROR_KEY } }); // ONRAMP-08
    return;
  }
  if ($onrampPage(scope).get().currency !== currency) return;
  patch(scope, { limitsState: 'ready', limits });
  // DOM-28 as on every amount page: an amount the player has not typed starts at the minimum.
  if (!$amount(scope).get().edited) resetAmount(scope, limits, currency, local(scope).separator);
}

/** ONRAMP-07: the form's errors plus the currency field's error while its limits call has failed. */
export function onrampFieldErrors(form: FormFieldsState, page: OnrampPageState): Readonly<Record<string, ErrorMessage>> {
  const field = page.limitsState === 'failed' ? form.fields.find((f) => f.type === 'dropdown_currency') : undefined;
  return field ? { ...form.errors, [field.name]: { key: ONRAMP_CURRENCY_ERROR_KEY } } : form.errors;
}

/** ONRAMP-05: the amount is usable once a currency is chosen and its limits are in. */
export const amountEnabled = (s: OnrampPageState): boolean => s.currency !== '' && s.limitsState === 'ready';

/** The player typed into the amount field. */
export function changeAmount(scope: Scope, raw: string): void {
  const s = $onrampPage(scope).get();
  typeAmount(scope, raw, { currency: s.currency, decimalSeparator: local(scope).separator, limits: s.limits });
}

/** "Show offers": validates (ONRAMP-06, the dropdowns) and creates the deposit (no helper window, CREATE-06). */
export async function submitOnramp(scope: Scope): Promise<string> {
  const s = $onrampPage(scope).get();
  if (s.phase === 'creating') return 'busy';
  const { method, group } = currentChoice(scope);
  if (!amountEnabled(s)) {
    patch(scope, { submitted: true });
    return 'invalid';
  }
  const text = $amount(scope).get().text;
  const amountOk = checkAmountText(text, s.limits).ok;
  const value = amountValue(text);
  const sent = value === null ? '' : applyNumberMask(String(value));
  const check = validateForm(scope, sent, amountOk);
  if (!check.ok) onFieldsRejected(scope, check.badFieldNames());
  const outcome = await createDeposit(scope, 
    {
      method,
      group,
      amount: value,
      limits: s.limits,
      currency: s.currency,
      fields: formPayload(scope, sent),
      fieldsValid: check.ok,
      isFromChip: false,
      stillCurrent: () => currentChoice(scope).method !== undefined,
    },
    () => patch(scope, { phase: 'creating', submitted: true }),
  );
  patch(scope, { phase: 'idle', submitted: true });
  return outcome.kind;
}

/** ONRAMP-01/02/04: the offers of the deposit the base page created, the best one marked. */
export function currentOffers(scope: Scope): ShownOffer[] {
  return shownOffers($pendingDeposit(scope).get()?.response?.apiResponse?.data?.paymentMethodOffers);
}

/** Choosing an offer resumes the deposit (ONRAMP-10..12). Call from the click: the provider window opens in it. */
export async function chooseOffer(scope: Scope, offer: ShownOffer): Promise<void> {
  const pending = $pendingDeposit(scope).get();
  const { method } = currentChoice(scope);
  if ($offerList(scope).get().continuing || !method || pending?.depositId === undefined) return;
  $offerList(scope).set({ continuing: offer.method });
  const outcome = await resumeOnrampDeposit(scope, { depositId: pending.depositId, offerMethod: offer.method, method });
  $offerList(scope).set({ continuing: null, ...(outcome.kind === 'pending' ? { pending: outcome.pending } : {}) });
}

/** "Continue to payment" after a blocked provider window (decision CREATE-10). */
export async function continueBlocked(scope: Scope): Promise<void> {
  const pending = $offerList(scope).get().pending;
  if (pending && (await continueToPayment(scope, pending))) $offerList(scope).set({ continuing: null });
}

/** Offer list exit. */
export function closeOfferList(scope: Scope): void {
  $offerList(scope).set({ continuing: null });
}
