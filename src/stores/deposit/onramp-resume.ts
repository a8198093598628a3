/**
 * On-ramp resume (flows §4 "On-ramp resume"; ONRAMP-10..12, decision ONRAMP-14): the player chose
 * an offer of the deposit the on-ramp page created, so the engine asks the server to continue it
 * (`external-deposit-continue` with the deposit id and the chosen offer's method). An answer with
 * an error field ends on the complete page as mistaked, its Retry back on the on-ramp page; any
 * other answer opens its redirect (the same plan a create answer's redirect follows, CREATE-18..21)
 * and moves on to the complete page, which waits 5 minutes for an on-ramp deposit (STATUS-14).
 * The on-ramp create opened no helper window (CREATE-06), so the provider window opens here, still
 * inside the player's click; a browser that blocks it leaves a "Continue to payment" redirect.
 */
import { decideAfterCreate } from '../../domain/after-create.ts';
import type { ApiResponseData, DepositCreateResponse, PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE, FORM_PATH } from '../../domain/paths.ts';
import type { CallResponse } from '../../transport/calls.ts';
import type { DepositId } from '../../transport/wire-types.ts';
import { api } from '../api.ts';
import { notifyHost } from '../host-outbox.ts';
import { $isNative } from '../native.ts';
import { requestNavigation } from '../navigation.ts';
import { reportRejectedLinkScheme } from '../rejected-link.ts';
import { showSnackbar } from '../snackbar.ts';
import type { PendingRedirect } from './after-create-steps.ts';
import { continueToPayment } from './create-deposit.ts';
import { $localRedirect } from './local-redirect.ts';
import { depositErrorMessage, GENERIC_PAYMENT_ERROR_KEY } from './payment-error.ts';
import type { Scope } from '../scope.ts';

/** ONRAMP-11: the complete page as mistaked, its back and Retry leading to the on-ramp page (`to=onramp`). */
export const ONRAMP_DECLINED_PATH = `${DEPOSIT_COMPLETE}?status=mistaked&to=onramp`;

/** How a resume ended: `pending` is a redirect the browser blocked (the page offers "Continue to payment"). */
export type OnrampResumeOutcome = { kind: 'done' } | { kind: 'mistaked' } | { kind: 'pending'; pending: PendingRedirect } | { kind: 'failed' };

type ContinueAnswer = CallResponse<'external-deposit-continue'>;

/** ONRAMP-11: an error field (a non-empty text or any object) means the provider turned the deposit down. */
export function continueFailed(answer: ContinueAnswer | null | undefined): boolean {
  const error = answer?.error;
  return typeof error === 'string' ? error.trim() !== '' : error !== undefined && error !== null;
}

/** ONRAMP-10..12. Call from the offer's click handler: the provider window opens in that click. */
export async function resumeOnrampDeposit(scope: Scope, input: { depositId: DepositId; offerMethod: string; method: PaymentMethod }): Promise<OnrampResumeOutcome> {
  let answer: ContinueAnswer;
  try {
    answer = await api(scope).call('external-deposit-continue', { depositId: input.depositId, offerMethod: input.offerMethod });
  } catch (error: unknown) {
    showSnackbar(scope, { message: depositErrorMessage(error) }); // ERR-29: the player stays on the offers
    return { kind: 'failed' };
  }
  if (continueFailed(answer)) {
    requestNavigation(scope, ONRAMP_DECLINED_PATH);
    return { kind: 'mistaked' };
  }
  // The continue answer carries a create answer's redirect: the same plan decides how to open it.
  const asCreate: DepositCreateResponse = { apiResponse: { ...(answer?.source !== undefined ? { source: answer.source } : {}), ...(answer?.method !== undefined ? { method: answer.method } : {}), ...(answer?.data ? { data: answer.data as ApiResponseData } : {}) } };
  const plan = decideAfterCreate(asCreate, input.method, DEPOSIT_COMPLETE);
  const redirect = plan.kind === 'continue' ? plan.redirect : undefined;
  if (!redirect) {
    requestNavigation(scope, DEPOSIT_COMPLETE);
    return { kind: 'done' };
  }
  if (redirect.kind === 'rejected') {
    reportRejectedLinkScheme(scope, redirect.scheme); // DOM-36: the host learns the scheme only
    showSnackbar(scope, { message: { key: GENERIC_PAYMENT_ERROR_KEY } });
    return { kind: 'failed' };
  }
  if (redirect.kind === 'external') notifyHost(scope, 'onExternalRedirectEvent', { url: redirect.url });
  else if ($isNative(scope).get()) {
    // Native web views open no windows: the host opens a GET page, a POST is posted from /form (REDIR-10).
    if (redirect.request.method === 'POST') {
      $localRedirect(scope).set(redirect.request);
      requestNavigation(scope, FORM_PATH);
      return { kind: 'done' };
    }
    notifyHost(scope, 'openExtBrowser', { url: redirect.request.url });
  } else {
    const pending: PendingRedirect = { request: redirect.request, next: DEPOSIT_COMPLETE };
    return (await continueToPayment(scope, pending)) ? { kind: 'done' } : { kind: 'pending', pending };
  }
  requestNavigation(scope, DEPOSIT_COMPLETE);
  return { kind: 'done' };
}
