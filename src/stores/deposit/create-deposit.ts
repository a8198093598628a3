/**
 * The deposit engine's one door for pages (flows §4): `createDeposit` runs the creation with the
 * stores' world (helper page, return URL, country, A/B group, payment session, captcha), shows a
 * failure in the snackbar through the common handler (ERR-29), waits for a renewed token after a
 * 401 (CREATE-14), and carries out "after creation". `continueToPayment` finishes a redirect the
 * browser blocked. Call both from the click handler itself: the helper window opens in the press's
 * user activation (right after its busy state is painted, decision TAP-16).
 */
import type { RedirectRequest } from '../../domain/after-create.ts';
import { methodLabel } from '../../domain/method-text.ts';
import type { PaymentGroup } from '../../domain/payment-entities.ts';
import { trackDepositOutcome, trackEvent } from '../analytics.ts';
import { $assetsRoot } from '../assets.ts';
import { $config } from '../config.ts';
import { abTestGroup } from '../experiments.ts';
import { $language } from '../language.ts';
import { $isNative } from '../native.ts';
import { requestNavigation } from '../navigation.ts';
import { showSnackbar } from '../snackbar.ts';
import { awaitRenewedToken, clearTokenNotice, credentialsNow, isUnauthorized } from '../token-renewal.ts';
import { applyAfterCreate, POPUP_BLOCKED_KEY } from './after-create-steps.ts';
import type { AfterCreateOutcome, PendingRedirect } from './after-create-steps.ts';
import { creationInFlight } from './creation-guard.ts';
import { runDepositCreation } from './creation.ts';
import type { DepositDeps, DepositForm } from './creation.ts';
import { depositEnv } from './deposit-env.ts';
import { helperPageUrl } from './helper-window.ts';
import { creationWorld, reportSilentHelper } from './create-call.ts';
import { depositErrorMessage } from './payment-error.ts';
import { setPendingDeposit } from './pending-deposit.ts';
import { bonusForDeposit, switchOffExpiredBonus } from '../bonus.ts';
import { $selectedBox } from '../sweepstake-box.ts';
import type { Scope } from '../scope.ts';

export type { AfterCreateOutcome, PendingRedirect } from './after-create-steps.ts';

/** What a page asks the engine to create. */
export interface DepositRequest extends DepositForm {
  /** The group the method was picked from (its name is the session's `pendingGroup`). */
  group?: PaymentGroup | undefined;
  /** CREATE-26: the caller's route when the answer names no page (default the complete page). */
  fallbackNext?: string;
  /** False once the page's choice went away while creating (the connection ended). */
  stillCurrent?(): boolean;
}

/**
 * How a press of the deposit button ended; `abandoned`: created, but the page's choice went away;
 * `busy`: another press was still being created, so this one sent nothing (decision CREATE-IDEM).
 */
export type DepositOutcome = { kind: 'busy' } | { kind: 'invalid' } | { kind: 'failed'; unauthorized: boolean } | { kind: 'abandoned' } | AfterCreateOutcome;

/** The helper page URL for this widget (decision CREATE-10). */
const helperUrl = (scope: Scope): string => {
  const env = depositEnv(scope);
  return helperPageUrl($assetsRoot(scope).get(), env.openerOrigin(), $config(scope).get().locale, env.documentUrl());
};

/** The world of one creation, from the stores and the deposit environment. */
export function depositDeps(scope: Scope): DepositDeps {
  const env = depositEnv(scope);
  const group = abTestGroup(scope);
  return {
    ...creationWorld(scope),
    native: $isNative(scope).get(),
    openHelper: env.openHelper,
    helperUrl: helperUrl(scope),
    returnUrl: $config(scope).get().host ?? env.documentUrl(),
    ...(group ? { abTestGroup: group } : {}),
  };
}

/**
 * Runs one creation. `onStarted` is called once the run is under way (the page shows "processing").
 * Never rejects: every failure is shown to the player and reported as `failed`.
 */
export async function createDeposit(scope: Scope, request: DepositRequest, onStarted: () => void = () => undefined): Promise<DepositOutcome> {
  // Decision CREATE-IDEM: a double click or Enter plus click while creating is the same press.
  if (creationInFlight(scope)) return { kind: 'busy' };
  const { method } = request;
  trackEvent(scope, 'deposit_submit', { method, amount: request.amount }); // AN-05: every press
  const credentials = credentialsNow(scope);
  const box = $selectedBox(scope).get();
  const running = runDepositCreation(scope, 
    {
      method,
      methodText: method ? methodLabel(method, $language(scope).get()) : '',
      amount: request.amount,
      limits: request.limits,
      currency: request.currency,
      fields: request.fields,
      fieldsValid: request.fieldsValid,
      isFromChip: request.isFromChip,
      pendingGroup: request.group?.name ?? null,
      // Decision BONUS-20: the active bonus when it applies to this method, amount and currency.
      bonus: bonusForDeposit(scope, method, request.amount, request.currency),
      ...(request.depositId !== undefined ? { depositId: request.depositId } : {}),
      // CREATE-12: with a sweepstake box selected, it is a sweepstake deposit (deposit-create-sweepstake).
      ...(box ? { boxId: box.boxId } : {}),
    },
    depositDeps(scope),
  );
  clearTokenNotice(scope);
  onStarted();
  let result: Awaited<typeof running>;
  try {
    result = await running;
  } catch (error: unknown) {
    // ERR-18 'No payment-method' and other thrown flow errors reach the common handler too.
    trackDepositOutcome(scope, request, { error });
    showSnackbar(scope, { message: depositErrorMessage(error) });
    return { kind: 'failed', unauthorized: false };
  }
  if (result.kind === 'invalid') return result;
  if (result.kind === 'failed') {
    setPendingDeposit(scope, null); // CREATE-14: the response is cleared (the run closed the window)
    trackDepositOutcome(scope, request, { error: result.error });
    showSnackbar(scope, { message: depositErrorMessage(result.error) }); // ERR-29
    switchOffExpiredBonus(scope, result.error); // decision BONUS-22: the refused bonus is unticked
    const unauthorized = isUnauthorized(result.error);
    if (unauthorized) awaitRenewedToken(scope, credentials);
    return { kind: 'failed', unauthorized };
  }
  trackDepositOutcome(scope, request);
  if (!method || request.amount === null || request.stillCurrent?.() === false) {
    // The choice went away while creating (the session ended): nothing left to redirect.
    result.helper?.close();
    return { kind: 'abandoned' };
  }
  try {
    return applyAfterCreate(scope, { ...result, method, amount: request.amount, currency: request.currency, ...(request.fallbackNext ? { fallbackNext: request.fallbackNext } : {}) });
  } catch (error: unknown) {
    // CREATE-14 for the steps after creation too: no helper window is left on our form page.
    result.helper?.close();
    showSnackbar(scope, { message: depositErrorMessage(error) });
    return { kind: 'failed', unauthorized: false };
  }
}

/** "Continue to payment" (decision CREATE-10): opens the helper window from this click and sends the redirect. */
export async function continueToPayment(scope: Scope, pending: PendingRedirect): Promise<boolean> {
  const helper = depositEnv(scope).openHelper(helperUrl(scope));
  if (!helper || !(await helper.ready)) {
    if (helper) reportSilentHelper(scope, helper);
    helper?.close();
    showSnackbar(scope, { message: { key: POPUP_BLOCKED_KEY } });
    return false;
  }
  helper.redirect(pending.request satisfies RedirectRequest);
  requestNavigation(scope, pending.next);
  return true;
}
