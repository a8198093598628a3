// Issue #24 deliverables 1 and 2, as an integrator sees them: the sandbox's plain host page
// (/host.html, README's embedding) in every host profile, and what the player's browser fetches
// before the first screen's content paints. Counted by request and initiator (decision CRIT-04),
// never by time, so loopback and CI agree. The entry's size is check-budgets' (npm test).
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { contentTops, hostPageUrl, loadUntilFirstContent, PROFILES, type Fetched, type HostProfile } from './models/critical-path.ts';

const ENTRY = 'payment-cashier.js';
const scripts = (fetched: Fetched[]): Fetched[] => fetched.filter((f) => f.type === 'Script');
const paths = (fetched: Fetched[]): string[] => fetched.map((f) => f.path);
/** The chunks that must wait for the first screen (decision CRIT-01): the store chunks and the bonus banners. */
const LATE = /(^|\/)(stores-analytics|stores-bonus|flows-deposit-list-bonus-banners|transport-http)-/;

/** One load per profile and worker, shared by the tests that read it (the file stays under 30 s). */
const loads = new Map<string, Promise<Fetched[]>>();
function fetchedBefore(browser: Browser, request: APIRequestContext, profile: HostProfile): Promise<Fetched[]> {
  let load = loads.get(profile.name);
  if (!load) {
    load = (async () => {
      const page = await browser.newPage();
      try {
        return await loadUntilFirstContent(page, await hostPageUrl(request, profile), profile);
      } finally {
        await page.close();
      }
    })();
    loads.set(profile.name, load);
  }
  return load;
}

for (const profile of PROFILES.filter((p) => p.first === 'list'))
  test(`CRIT-05: ${profile.name}: the entry is the one script before the tiles; no stylesheet, no locale fetch (English)`, async ({ browser, request }) => {
    const fetched = await fetchedBefore(browser, request, profile);
    expect(paths(scripts(fetched))).toEqual([ENTRY]);
    expect(paths(fetched.filter((f) => f.type === 'Stylesheet'))).toEqual([]);
    expect(paths(fetched.filter((f) => f.path.startsWith('locales/')))).toEqual([]);
  });

for (const profile of PROFILES.filter((p) => p.first === 'page')) {
  test(`CRIT-05: ${profile.name}: the entry first; no store chunk, bonus banners or HTTP transport before the first screen; no stylesheet`, async ({ browser, request }) => {
    const fetched = await fetchedBefore(browser, request, profile);
    expect(paths(scripts(fetched).filter((f) => f.wave === 0))).toEqual([ENTRY]);
    expect(paths(fetched.filter((f) => LATE.test(f.path)))).toEqual([]);
    expect(paths(fetched.filter((f) => f.type === 'Stylesheet'))).toEqual([]);
  });

  test(`CRIT-05: ${profile.name}: the entry, then at most one wave of scripts before the first screen`, async ({ browser, request }) => {
    const fetched = await fetchedBefore(browser, request, profile);
    const deeper = scripts(fetched).filter((f) => f.wave > 1);
    expect(deeper.map((f) => `${f.path} (wave ${f.wave})`)).toEqual([]);
  });
}

const bonusProfile = PROFILES.find((p) => p.bonusList)!;
for (const [device, viewport] of [
  ['phone', { width: 412, height: 915 }],
  ['desktop', { width: 1280, height: 900 }],
] as const)
  test(`CRIT-06: ${device}: the bonus banners arrive after the tiles into the space kept for them; no tile moves`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await loadUntilFirstContent(page, await hostPageUrl(request, bonusProfile), bonusProfile);
    const widget = page.locator('payment-cashier');
    await expect(widget.getByRole('radiogroup', { name: 'Your bonuses' }).getByRole('radio').first()).toBeVisible();
    await expect(widget.getByRole('region', { name: 'Your bonuses' })).not.toHaveAttribute('aria-busy', 'true');
    const { beforeBanners, now } = await contentTops(page, bonusProfile);
    expect(beforeBanners).toEqual(expect.any(Number));
    expect(now).toBe(beforeBanners);
  });
