// What every framework host under test shares and an integrator writes once for any framework:
// the page's settings, the player's token (the sandbox plays the operator's backend here) and the
// event log's text. The framework-specific code (how the element is rendered, bound and mounted)
// is in each host's App component, copied into docs/frameworks.md.

/** Every message the widget sends the host (docs/host-contract.md), checked against the widget's own list by test/scripts/framework-hosts.test.mjs. */
export const CASHIER_MESSAGES = [
  'Loaded',
  'onInit',
  'onClose',
  'onShare',
  'onChangedPaymentMethodsCurrency',
  'onTokenExpired',
  'onCreateTransaction',
  'onExternalRedirectEvent',
  'openExtBrowser',
  'Error',
  'onDisplayError',
  'Metric',
  'onRequest',
  'onRequestRetry',
  'onInvalidP2PResponse',
  'onInitError',
] as const;

/** The colon-free twin of `cashier:<type>` (decision EVT-01): `onClose` → `cashier-close`. */
export const dashedEventName = (type: string): string =>
  'cashier-' + type.replace(/^on(?=[A-Z])/, '').replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2-').toLowerCase();

export const COLON_EVENTS = CASHIER_MESSAGES.map((type) => `cashier:${type}`);
export const DASHED_EVENTS = CASHIER_MESSAGES.map(dashedEventName);

export interface HostSettings {
  transport: 'socket' | 'http';
  locale: string;
  route: string;
}

/** The first settings come from the page's query (`?transport=http&locale=de-DE&route=/withdrawal`). */
export function initialSettings(search = location.search): HostSettings {
  const query = new URLSearchParams(search);
  return {
    transport: query.get('transport') === 'http' ? 'http' : 'socket',
    locale: query.get('locale') ?? 'en-US',
    route: query.get('route') ?? '/deposit',
  };
}

/**
 * The operator's object settings, a property only (never an attribute): here the method icons come
 * from the sandbox's icon folder, as an operator's come from its CDN (`schema.assets.methodIcons`).
 */
export const OPERATOR_SCHEMA = { assets: { methodIcons: `${location.origin}/sandbox/icons` } };

async function sandboxToken(path: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A new sandbox player's token: in production, the operator's backend issues it to its page. */
export const fetchPlayerToken = (): Promise<string> => sandboxToken('/sandbox/tokens', {});
/** The same player's next token, as a host gets one after `onTokenExpired`. */
export const renewPlayerToken = (token: string): Promise<string> => sandboxToken('/sandbox/tokens/refresh', { token });

// Each element is numbered when it is first heard: after an unmount and a remount the new element is
// "mount 2", so an event of a removed element (a listener left behind) would show as "mount 1".
const mounts = new WeakMap<EventTarget, number>();
let lastMount = 0;
const mountOf = (element: EventTarget): number => {
  if (!mounts.has(element)) mounts.set(element, ++lastMount);
  return mounts.get(element)!;
};

/** The log line of one event: which element sent it, its DOM name, and what it is about. */
export function describeEvent(event: Event): string {
  const detail = ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
  const about = detail.call ?? detail.page ?? detail.reason ?? '';
  return `mount ${mountOf(event.currentTarget!)} · ${event.type}${about ? ` ${String(about)}` : ''}`;
}
