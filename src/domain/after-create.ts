/**
 * "After creation" (flows §4; CREATE-17..27) as a pure decision on the deposit-create answer:
 * extra fields (stay), else the redirect, then the next screen. Decisions CREATE-21 and CREATE-27.
 */
import { cardViewTypeName } from './card-view-types.ts';
import { linkScheme, safeLink } from './link-guard.ts';
import type { ApiResponseData, DepositCreateResponse, FormField, PaymentMethod } from './payment-entities.ts';
import { isWalletAppMethod } from './method-kinds.ts';
import { DEPOSIT_COMPLETE, DEPOSIT_HOST_TO_HOST, DEPOSIT_ONRAMP_OFFER_LIST, DEPOSIT_REDIRECT_EAZYPE, DEPOSIT_REDIRECT_PIX, DEPOSIT_REDIRECT_UNIFIED_FORM } from './paths.ts';

/** What the helper window (or the /form page) is asked to do (REDIR-10). */
export interface RedirectRequest {
  url: string;
  method: 'GET' | 'POST';
  /** POST: the fields the hidden form posts. GET: already in the URL, so empty. */
  fields: Record<string, string>;
}

/** How the user is redirected (CREATE-18..21). */
export type RedirectPlan =
  | { kind: 'window'; request: RedirectRequest }
  | { kind: 'external'; url: string }
  | { kind: 'rejected'; scheme: string };

/** The outcome of "after creation". */
export type AfterCreate =
  | { kind: 'fields'; fields: FormField[] }
  | { kind: 'continue'; redirect?: RedirectPlan; next: string };

/** The pages CREATE-22..26 lead to (route table paths). */
export const NEXT_PATHS = Object.freeze({
  unified: DEPOSIT_REDIRECT_UNIFIED_FORM,
  offers: DEPOSIT_ONRAMP_OFFER_LIST,
  hostToHost: DEPOSIT_HOST_TO_HOST,
  eazype: DEPOSIT_REDIRECT_EAZYPE,
  pix: DEPOSIT_REDIRECT_PIX,
  complete: DEPOSIT_COMPLETE,
});

/**
 * The key of apiResponse.data whose entries a GET redirect adds to the URL (decision CREATE-19,
 * docs/protocol.md). Nothing else of `data` ever reaches a URL, where it would be logged by every
 * proxy and kept in the browser history.
 */
export const GET_QUERY_KEY = 'query';

/** Keys of apiResponse.data that are data for the next screens (or the GET query), never posted fields. */
const STRUCTURAL_KEYS: ReadonlySet<string> = new Set([
  'unifiedFlow', 'paymentMethodOffers', 'card', 'requisites', 'depositAddress', 'minDepositValue', 'cryptoName', GET_QUERY_KEY,
]);

/** The primitive entries of a record, as strings. */
function primitiveEntries(record: unknown, skip: ReadonlySet<string> = new Set()): Record<string, string> {
  const out: Record<string, string> = {};
  if (!record || typeof record !== 'object' || Array.isArray(record)) return out;
  for (const [key, value] of Object.entries(record)) {
    if (skip.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/** Decision CREATE-21: a POST redirect posts the primitive entries of apiResponse.data (not the structural ones). */
export const redirectFields = (data: ApiResponseData | undefined): Record<string, string> => primitiveEntries(data, STRUCTURAL_KEYS);

/** Decision CREATE-19: a GET redirect adds only the entries of apiResponse.data.query to the URL. */
export const getQueryFields = (data: ApiResponseData | undefined): Record<string, string> => primitiveEntries(data?.[GET_QUERY_KEY]);

/** CREATE-19: a GET redirect puts the fields in the query (keeping the source's own query). */
export function buildGetUrl(source: string, fields: Record<string, string>): string {
  const url = new URL(source);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url.href;
}

function planRedirect(source: string, method: string | undefined, data: ApiResponseData | undefined, wallet: boolean): RedirectPlan {
  const safe = safeLink(source);
  if (!safe) return { kind: 'rejected', scheme: linkScheme(source) };
  const isHttp = /^https?:/i.test(safe);
  const post = typeof method === 'string' && method.trim().toUpperCase() === 'POST';
  const fields = post ? redirectFields(data) : {};
  const getUrl = isHttp && !post ? buildGetUrl(safe, getQueryFields(data)) : safe;
  // CREATE-20: wallet apps (and app links such as upi:) are opened by the host.
  if (wallet || !isHttp) return { kind: 'external', url: getUrl };
  return { kind: 'window', request: post ? { url: safe, method: 'POST', fields } : { url: getUrl, method: 'GET', fields: {} } };
}

/** CREATE-22..26: the next screen; `fallback` is the caller's route (default complete). */
export function nextPath(response: DepositCreateResponse, method: PaymentMethod, fallback: string): string {
  const api = response.apiResponse;
  const data = api?.data;
  if (data?.unifiedFlow) return NEXT_PATHS.unified;
  if (Array.isArray(data?.paymentMethodOffers) && data.paymentMethodOffers.length > 0) return NEXT_PATHS.offers;
  if (data?.card || data?.requisites || cardViewTypeName(method.cardViewType) === 'BANK_TRANSFER') return NEXT_PATHS.hostToHost;
  const page = typeof api?.pageId === 'string' ? api.pageId.trim().toLowerCase() : '';
  if (page === 'eazype') return NEXT_PATHS.eazype;
  if (page === 'pix') return NEXT_PATHS.pix;
  return fallback;
}

/**
 * CREATE-17..27: fields required → stay with the extra fields; otherwise the redirect (if a
 * source is given) AND the next screen — the widget moves on to watch the deposit while the
 * provider page is open (decision CREATE-27).
 */
export function decideAfterCreate(response: DepositCreateResponse, method: PaymentMethod, fallback: string = NEXT_PATHS.complete): AfterCreate {
  const api = response.apiResponse;
  if (api?.isFieldsRequired === true) return { kind: 'fields', fields: Array.isArray(response.fields) ? response.fields : [] };
  const source = typeof api?.source === 'string' && api.source.trim() !== '' ? api.source.trim() : undefined;
  const next = nextPath(response, method, fallback);
  if (!source) return { kind: 'continue', next };
  return { kind: 'continue', redirect: planRedirect(source, api?.method, api?.data, isWalletAppMethod(method)), next };
}
