// What every framework host under test shares and an integrator writes once for any framework:
// the page's settings, the player's token (the sandbox plays the operator's backend here) and the
// event log's text. The framework-specific code (how the element is rendered, bound and mounted)
// is in each host's App component, copied into docs/frameworks.md.

// The message names come from the widget's own map (an integrator's app would list the ones it
// handles), so the React and Vue logs hear every message the widget can send under its colon name.
import { OUTBOUND_MESSAGES } from '../../../src/domain/host-messages.ts';

export const COLON_EVENTS = OUTBOUND_MESSAGES.map((type) => `cashier:${type}`);

/** The choices of the hosts' Language and Page selects. */
export const LANGUAGES = [
  { value: 'en-US', label: 'English' },
  { value: 'de-DE', label: 'Deutsch' },
];
export const PAGES = [
  { value: '/deposit', label: 'Deposit' },
  { value: '/withdrawal', label: 'Withdrawal' },
];

export interface HostSettings {
  transport: 'socket' | 'http';
  locale: string;
  route: string;
  /** Where a served copy of the package's dist/ lives, for the helper page of redirect deposits (PKG-08). */
  assetsBase?: string;
}

/** The first settings come from the page's query (`?transport=http&locale=de-DE&route=/withdrawal&assetsBase=/widget`). */
export function initialSettings(search = location.search): HostSettings {
  const query = new URLSearchParams(search);
  return {
    transport: query.get('transport') === 'http' ? 'http' : 'socket',
    locale: query.get('locale') ?? 'en-US',
    route: query.get('route') ?? '/deposit',
    ...(query.get('assetsBase') ? { assetsBase: query.get('assetsBase')! } : {}),
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
  const about = detail.call ?? detail.page ?? detail.reason ?? detail.message ?? '';
  return `mount ${mountOf(event.currentTarget!)} · ${event.type}${about ? ` ${String(about)}` : ''}`;
}
