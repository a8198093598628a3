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

/**
 * Widget → helper (decision CAPTCHA-17, `initGeetest`): run the slider in the helper window, which
 * is in front of the widget while a deposit is created (flows §4 steps 3-5).
 */
export interface InitGeetestMessage {
  source: typeof WIDGET_SOURCE;
  type: 'initGeetest';
  captchaId: string;
  language: string;
  scripts: string[];
}

/**
 * Helper → widget (`geetestResult`): the slider's output, `null` when its network retries ran out
 * (the widget sends captchaBypass), or the kind of error that ended it.
 */
export interface GeetestResultMessage {
  source: typeof FORM_SOURCE;
  type: 'geetestResult';
  result?: Record<string, string> | null;
  error?: string;
}

export const initGeetestMessage = (settings: { captchaId: string; language: string; scripts: readonly string[] }): InitGeetestMessage => ({
  source: WIDGET_SOURCE,
  type: 'initGeetest',
  captchaId: settings.captchaId,
  language: settings.language,
  scripts: [...settings.scripts],
});

/** The slider settings inside a message, or null when it is not a well-formed initGeetest message. */
export function readInitGeetestMessage(data: unknown): { captchaId: string; language: string; scripts: string[] } | null {
  if (!isRecord(data) || data['source'] !== WIDGET_SOURCE || data['type'] !== 'initGeetest') return null;
  const { captchaId, language, scripts } = data;
  if (typeof captchaId !== 'string' || typeof language !== 'string' || !Array.isArray(scripts)) return null;
  const urls = scripts.filter((u): u is string => typeof u === 'string');
  return urls.length ? { captchaId, language, scripts: urls } : null;
}

/** True for the helper's geetestResult message (its content is checked by the widget). */
export function isGeetestResultMessage(data: unknown): data is GeetestResultMessage {
  return isRecord(data) && data['source'] === FORM_SOURCE && data['type'] === 'geetestResult';
}
