/**
 * The cross-window messages between the widget and its helper window (shell §7, flows §7:
 * `redirect` and the form's ready message; decision CREATE-10). Plain objects, posted with an
 * explicit target origin and checked for origin and source on arrival.
 */
import type { RedirectRequest } from './after-create.ts';
import { isRecord } from './is-record.ts';

/** `source` of the helper page's messages. */
export const FORM_SOURCE = 'payment-cashier-form';
/** `source` of the widget's messages to the helper page. */
export const WIDGET_SOURCE = 'payment-cashier';

/** Helper → widget: the page has loaded and listens. */
export interface ReadyMessage {
  source: typeof FORM_SOURCE;
  type: 'ready';
}

/** Widget → helper: where to go (GET) or what to post (POST). */
export interface RedirectMessage extends RedirectRequest {
  source: typeof WIDGET_SOURCE;
  type: 'redirect';
}


/** True for the helper's ready message. */
export function isReadyMessage(data: unknown): data is ReadyMessage {
  return isRecord(data) && data['source'] === FORM_SOURCE && data['type'] === 'ready';
}

/** The redirect request inside a message, or null when it is not a well-formed redirect message. */
export function readRedirectMessage(data: unknown): RedirectRequest | null {
  if (!isRecord(data) || data['source'] !== WIDGET_SOURCE || data['type'] !== 'redirect') return null;
  const { url, method, fields } = data;
  if (typeof url !== 'string' || (method !== 'GET' && method !== 'POST')) return null;
  const clean: Record<string, string> = {};
  if (isRecord(fields)) for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') clean[k] = v;
  return { url, method, fields: clean };
}

/** Builds the redirect message for a request. */
export const redirectMessage = (request: RedirectRequest): RedirectMessage => ({ source: WIDGET_SOURCE, type: 'redirect', ...request });
