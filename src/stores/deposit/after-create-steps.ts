/**
 * "After creation" carried out (flows §4; CREATE-17..27): records the deposit for the pages after
 * it, tells the host, then follows the pure plan of src/domain/after-create.ts — stay for extra
 * fields, hand the redirect to the helper window / the host / the `/form` page, and move on.
 */
import { decideAfterCreate } from '../../domain/after-create.ts';
import type { RedirectRequest } from '../../domain/after-create.ts';
import { isCryptoCurrency } from '../../domain/currencies.ts';
import { isOnrampMethod } from '../../domain/method-kinds.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import type { DepositCreateResponse, FormField, PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE, FORM_PATH } from '../../domain/paths.ts';
import type { DepositId } from '../../transport/wire-types.ts';
import { notifyHost } from '../host-outbox.ts';
import { $isNative } from '../native.ts';
import { $builtPages } from '../pages.ts';
import { $currentPath, requestNavigation } from '../navigation.ts';
import { reportRejectedLinkScheme } from '../rejected-link.ts';
import { showSnackbar } from '../snackbar.ts';
import type { HelperWindow } from './helper-window.ts';
import { $localRedirect } from './local-redirect.ts';
import { setPendingDeposit } from './pending-deposit.ts';
import type { Scope } from '../scope.ts';

/** i18n key: the browser blocked the provider window (decision CREATE-10). */
export const POPUP_BLOCKED_KEY = 'redirect.popupBlocked';

/** A redirect waiting for the player's click (blocked popup or no helper; decision CREATE-10). */
export interface PendingRedirect {
  request: RedirectRequest;
  next: string;
}

/** What the page does next. */
export type AfterCreateOutcome =
  | { kind: 'fields'; fields: FormField[]; depositId?: DepositId }
  | { kind: 'pending'; pending: PendingRedirect }
  | { kind: 'rejected' }
  | { kind: 'done' };

/** What was created. */
export interface CreatedDeposit {
  response: DepositCreateResponse;
  helper: HelperWindow | null;
  helperWanted: boolean;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** CREATE-26: where to go when the answer names no page (default the complete page). */
  fallbackNext?: string;
}

/** CREATE-17..27 applied. */
export function applyAfterCreate(scope: Scope, created: CreatedDeposit): AfterCreateOutcome {
  const { response, helper, method, amount, currency } = created;
  const depositId = response.depositId ?? response.apiResponse?.depositId;
  setPendingDeposit(scope, {
    ...(depositId !== undefined ? { depositId } : {}),
    paymentMethod: method.name,
    amount,
    currency,
    // STATUS-11: a crypto deposit — in a crypto currency, or by a crypto method in fiat terms.
    crypto: isCryptoCurrency(currency) || isCryptoMethod(method),
    onramp: isOnrampMethod(method),
    response,
  });
  notifyHost(scope, 'onCreateTransaction', { depositId: depositId ?? null, paymentMethod: method.name, amount, currency });
  const plan = decideAfterCreate(response, method, created.fallbackNext);
  if (plan.kind === 'fields') {
    helper?.close();
    return { kind: 'fields', fields: plan.fields, ...(depositId !== undefined ? { depositId } : {}) };
  }
  const redirect = plan.redirect;
  if (!redirect) helper?.close();
  else if (redirect.kind === 'rejected') {
    helper?.close();
    reportRejectedLinkScheme(scope, redirect.scheme); // DOM-36: not opened; the host learns the scheme only
    showSnackbar(scope, { message: { key: 'payment.error.generic' } });
    return { kind: 'rejected' };
  } else if (redirect.kind === 'external') {
    helper?.close();
    notifyHost(scope, 'onExternalRedirectEvent', { url: redirect.url });
  } else if (helper) helper.redirect(redirect.request);
  else if ($isNative(scope).get()) {
    if (redirect.request.method === 'GET') notifyHost(scope, 'openExtBrowser', { url: redirect.request.url });
    else {
      // Native web view: the /form page posts the form in this window (REDIR-10).
      $localRedirect(scope).set(redirect.request);
      requestNavigation(scope, FORM_PATH);
      return { kind: 'done' };
    }
  } else {
    if (created.helperWanted) showSnackbar(scope, { message: { key: POPUP_BLOCKED_KEY } });
    return { kind: 'pending', pending: { request: redirect.request, next: builtOrComplete(scope, plan.next) } };
  }
  const next = builtOrComplete(scope, plan.next);
  // The page on screen shows the answer itself (the crypto address page, decision CRYPTO-16):
  // going "there" again would only stack a second entry of it in the history.
  if (next.split('?')[0] !== $currentPath(scope).get().split('?')[0]) requestNavigation(scope, next);
  return { kind: 'done' };
}

/**
 * Issue #10: no route shows an empty page. A next page this build has no screen for yet (the
 * host-to-host requisites, the unified form and the on-ramp offers arrive with issues #12–#13)
 * becomes the complete page, which follows the created deposit's status. Before the app has
 * registered its pages (the engine on its own, in tests) every page counts as built.
 */
function builtOrComplete(scope: Scope, next: string): string {
  const built = $builtPages(scope).get();
  const path = next.split('?')[0] ?? next;
  return built.size === 0 || built.has(path) ? next : DEPOSIT_COMPLETE;
}
