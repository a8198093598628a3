// Issue #24: what a player's browser fetches before the first screen's content paints, for one
// host profile embedded the way an integrator embeds it: the sandbox's plain host page
// (demo/public/host.html: README's one module script and one <payment-cashier>; the host's own
// script hands over the session and the bonus list). The profiles and the waves are the bench's
// (bench/lib/host-profiles.mjs), so `npm test` holds what `npm run bench` measures.
import type { APIRequestContext, Page } from '@playwright/test';
import { HOST_PROFILES, hostQuery, wavesByInitiator } from '../../../bench/lib/host-profiles.mjs';

/** One way a host embeds the cashier (bench/lib/host-profiles.mjs). */
export interface HostProfile {
  key: string;
  name: string;
  /** A method list first (one JS request before its tiles), or another page (one wave after the entry). */
  first: 'list' | 'page';
  /** The host passes its bonus list (GET /sandbox/bonuses) as the playground does. */
  bonusList?: boolean;
  /** A button holding `text` is the first screen's content (a tile, a coin pack). */
  content: { text: string; selector: string };
}

export const PROFILES = HOST_PROFILES as readonly HostProfile[];

/** One request the page made for the widget before the first content painted. */
export interface Fetched {
  /** Path under /widget/ (e.g. `payment-cashier.js`, `chunks/stores-bonus-….js`, `locales/en.….json`). */
  path: string;
  type: string;
  /** Its wave by initiator (decision CRIT-04): 0 the entry, n + 1 what a wave-n script started. */
  wave: number;
}

/**
 * Watches the first content in the page: at the first animation frame where it is in the shadow
 * root (that frame paints it), the time is kept; the resources started before it are read later
 * (Resource Timing lists a request once it has finished). Its place is also kept for every frame
 * while the bonus section still shows its placeholder (`aria-busy`), so the banners' arrival is
 * measured on its own (CRIT-06).
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
  const bonusList: unknown = profile.bonusList ? await (await request.get('/sandbox/bonuses')).json() : undefined;
  return `/host.html?${hostQuery(profile, { token, bonusList })}`;
}

/**
 * Loads `url`, waits for the first content, and returns the widget's requests started before
 * it painted, each with its wave.
 */
export async function loadUntilFirstContent(page: Page, url: string, profile: HostProfile): Promise<Fetched[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests: Array<{ url: string; type: string; initiator: unknown }> = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.push({ url: e.request.url, type: e.type ?? 'Other', initiator: e.initiator }));
  await page.addInitScript(watchFirstContent, profile.content.text);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstContentAt?: number }).__firstContentAt !== undefined);
  // Every request started before the content painted has finished once the page is idle.
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => {
    const at = (window as unknown as { __firstContentAt: number }).__firstContentAt;
    return performance.getEntriesByType('resource').filter((r) => r.startTime <= at).map((r) => r.name.split('#')[0]!);
  });
  const widget = `${new URL(page.url()).origin}/widget/`;
  const waveOf = wavesByInitiator(requests, (u: string) => u.startsWith(widget));
  const typeOf = (name: string): string => requests.find((r) => r.url.split('#')[0] === name)?.type ?? 'Other';
  return before.filter((name) => name.startsWith(widget)).map((name) => ({ path: name.slice(widget.length).split('?')[0]!, type: typeOf(name), wave: waveOf(name) }));
}

/** Where the first content stood in the last frame with the bonus placeholder, and where it stands now (CSS px). */
export async function contentTops(page: Page, profile: HostProfile): Promise<{ beforeBanners: number; now: number }> {
  return page.evaluate((text) => {
    const root = document.querySelector('payment-cashier')!.shadowRoot!;
    const button = [...root.querySelectorAll('button')].find((b) => (b.textContent ?? '').includes(text))!;
    return { beforeBanners: (window as unknown as { __topBeforeBanners: number }).__topBeforeBanners, now: button.getBoundingClientRect().top };
  }, profile.content.text);
}
