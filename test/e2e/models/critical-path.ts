// Issue #24: what a player's browser fetches before the first screen's content paints, for one
// host profile embedded the way an integrator embeds it: the sandbox's plain host page
// (demo/public/host.html: README's one module script and one <payment-cashier>; the host's own
// script hands over the session and the bonus list).
import type { APIRequestContext, Page } from '@playwright/test';

/** One way a host embeds the cashier; `content` is the first screen's content, as a player reads it. */
export interface HostProfile {
  name: string;
  /** A method list first (one JS request before its tiles), or another page (one wave after the entry). */
  first: 'list' | 'page';
  /** Settings of <payment-cashier> besides the session (the host page's query, demo/public/js/plain-host.js). */
  attributes: Record<string, string>;
  /** The host passes its bonus list (GET /sandbox/bonuses) as the playground does. */
  bonusList?: boolean;
  /** A button whose text holds this is the first screen's content (a tile, a coin pack). */
  contentButton: string;
}

export const PROFILES: readonly HostProfile[] = [
  { name: 'no bonus list', first: 'list', attributes: {}, contentButton: 'SBP (Faster Payments)' },
  { name: 'a bonus list', first: 'list', attributes: {}, bonusList: true, contentButton: 'SBP (Faster Payments)' },
  { name: 'sweepstake mode', first: 'page', attributes: { widgetViewType: 'sweep' }, contentButton: 'Gold Coins' },
  { name: 'crypto-balance mode', first: 'page', attributes: { route: '/cryptobalance' }, contentButton: 'Bank cards' },
  { name: 'route="/withdrawal"', first: 'page', attributes: { route: '/withdrawal' }, contentButton: 'Withdrawal to card' },
];

/** One request the page made for the widget, and how many scripts led to it. */
export interface Fetched {
  /** Path under /widget/ (e.g. `payment-cashier.js`, `chunks/stores-bonus-….js`, `locales/en.….json`). */
  path: string;
  type: string;
  /**
   * Its wave: 0 for what the document asked for (the entry), n + 1 for what a wave-n script
   * started (its initiator's stack names that script). Decision CRIT-04: waves by initiator,
   * not by timing, so loopback and slow networks count the same.
   */
  wave: number;
}

/**
 * Watches the first content in the page: at the first animation frame where it is in the shadow
 * root (that frame paints it), the time and its place are kept; the resources started before it
 * are read later (Resource Timing lists a request once it has finished). Its place is also kept
 * for every frame while the bonus section still shows its placeholder (`aria-busy`), so the
 * banners' arrival is measured on its own (CRIT-06).
 */
function watchFirstContent(text: string): void {
  const w = window as unknown as { __firstContentAt?: number; __topBeforeBanners?: number };
  const look = (): void => {
    requestAnimationFrame(look);
    const root = document.querySelector('payment-cashier')?.shadowRoot;
    const found = root && [...root.querySelectorAll('button')].find((b) => (b.textContent ?? '').includes(text));
    if (!found) return;
    w.__firstContentAt ??= performance.now();
    if (root.querySelector('[aria-busy="true"]')) w.__topBeforeBanners = found.getBoundingClientRect().top;
  };
  requestAnimationFrame(look);
}

/** The sandbox's plain host page (/host.html) for `profile`, with a fresh player's session. */
export async function hostPageUrl(request: APIRequestContext, profile: HostProfile): Promise<string> {
  const { token } = (await (await request.post('/sandbox/tokens', { data: {} })).json()) as { token: string };
  const query = new URLSearchParams({ ...profile.attributes, token });
  if (profile.bonusList) query.set('bonusList', JSON.stringify(await (await request.get('/sandbox/bonuses')).json()));
  return `/host.html?${query}`;
}

/** The URL of the script an initiator names (the parser's document, or the top frame with a URL). */
function initiatorUrl(initiator: { url?: string; stack?: StackTrace }): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}
interface StackTrace {
  callFrames: Array<{ url: string }>;
  parent?: StackTrace;
}

/**
 * Loads `url`, waits for the first content, and returns the widget's requests started before
 * it painted, each with its wave.
 */
export async function loadUntilFirstContent(page: Page, url: string, profile: HostProfile): Promise<Fetched[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const started = new Map<string, { type: string; by: string | undefined }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const key = e.request.url.split('#')[0]!;
    if (!started.has(key)) started.set(key, { type: e.type ?? 'Other', by: initiatorUrl(e.initiator as { url?: string; stack?: StackTrace }) });
  });
  await page.addInitScript(watchFirstContent, profile.contentButton);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstContentAt?: number }).__firstContentAt !== undefined);
  // Every request started before the content painted has finished once the page is idle.
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => {
    const at = (window as unknown as { __firstContentAt: number }).__firstContentAt;
    return performance.getEntriesByType('resource').filter((r) => r.startTime <= at).map((r) => r.name);
  });
  const origin = new URL(page.url()).origin;
  const waveOf = (key: string, seen = new Set<string>()): number => {
    const by = started.get(key)?.by;
    if (!by || !by.startsWith(`${origin}/widget/`) || seen.has(key)) return 0;
    seen.add(key);
    return waveOf(by.split('#')[0]!, seen) + 1;
  };
  return before
    .map((name) => name.split('#')[0]!)
    .filter((name) => name.startsWith(`${origin}/widget/`))
    .map((name) => ({ path: name.slice(`${origin}/widget/`.length).split('?')[0]!, type: started.get(name)?.type ?? 'Other', wave: waveOf(name) }));
}

/** Where the first content stood in the last frame with the bonus placeholder, and where it stands now (CSS px). */
export async function contentTops(page: Page, profile: HostProfile): Promise<{ beforeBanners: number; now: number }> {
  return page.evaluate((text) => {
    const root = document.querySelector('payment-cashier')!.shadowRoot!;
    const button = [...root.querySelectorAll('button')].find((b) => (b.textContent ?? '').includes(text))!;
    return { beforeBanners: (window as unknown as { __topBeforeBanners: number }).__topBeforeBanners, now: button.getBoundingClientRect().top };
  }, profile.contentButton);
}
