// Issue #25 deliverable 5, the XSS corpus's URL half (decision XSS-05): every URL payload as the
// redirect `source` of a deposit-create answer, pressed by a player. A bad one (outside the allow-list,
// its scheme hidden by entities, escapes, controls or whitespace, protocol-relative, with credentials)
// must be refused with the widget's typed error — the host's `Error` "Rejected payment link" naming
// the scheme — and never opened or navigated to; a plain allowed one may open (a window for the web,
// `onExternalRedirectEvent` for an app link). One page load, one press per payload.
import { expect, test } from '@playwright/test';
import { recordFigure } from './figures.ts';
import { isBadUrl, LINK_SCHEMES, NAMED_RESOURCES, RESOURCE_SCHEMES, URL_PAYLOADS } from './xss-corpus-data.ts';
import { hostilePlayer, MARK } from './xss-host.ts';
import { sandboxHosts, urlAttributesIn, watchForXss } from './xss-watch.ts';

const PART = 'XSS corpus';
const REJECTED = 'Rejected payment link';

test('XSS-05: every URL payload as a redirect source — each bad one is refused with a typed error, none is opened', async ({ browser, baseURL }) => {
  test.setTimeout(60_000 + URL_PAYLOADS.length * 6_000);
  const context = await browser.newContext({ baseURL });
  const hosts = sandboxHosts(baseURL!);
  const events = await watchForXss(context, hosts, (url) => NAMED_RESOURCES.has(url));
  // What the host hears: every `cashier:*` event the element sends.
  const heard: Array<{ type: string; message?: string; scheme?: string }> = [];
  await context.exposeBinding('__xssHeard', (_source, type: string, detail: { message?: string; scheme?: string }) => void heard.push({ type, ...detail }));
  await context.addInitScript(() => {
    for (const type of ['Error', 'onExternalRedirectEvent']) {
      document.addEventListener(`cashier:${type}`, (e) => (window as unknown as { __xssHeard(t: string, d: unknown): void }).__xssHeard(type, (e as CustomEvent).detail));
    }
  });
  const opened: string[] = [];
  context.on('request', (request) => void opened.push(request.url()));

  const page = await context.newPage();
  const player = await hostilePlayer(page, { payloads: [MARK], urls: [URL_PAYLOADS[0]!] }, { country: 'RU', currency: 'RUB' });
  const sbp = async () => {
    await player.widget.getByRole('button', { name: /^SBP \(Faster Payments\)/ }).click();
    await player.widget.getByRole('textbox', { name: /^Amount/ }).fill('1234');
  };
  await sbp();

  const bad = URL_PAYLOADS.filter(isBadUrl);
  const refused: string[] = [];
  const notRefused: string[] = [];
  for (const url of URL_PAYLOADS) {
    await player.scenario({ hostileContent: { payloads: [MARK], urls: [url] } });
    const before = heard.length;
    const requestsBefore = opened.length;
    await player.widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    // The press ends in a refusal, a window the helper sends on, or an app link handed to the host.
    const reached = () => opened.slice(requestsBefore).some((u) => !hosts.includes(new URL(u).host));
    await expect
      .poll(() => heard.length > before || reached(), { timeout: 30_000 })
      .toBe(true)
      .catch(() => undefined);
    const rejected = heard.slice(before).some((h) => h.type === 'Error' && h.message === REJECTED);
    if (isBadUrl(url)) (rejected && !reached() ? refused : notRefused).push(JSON.stringify(url));
    if (!rejected) {
      // An allowed link was opened: back to a fresh method page for the next press.
      for (const extra of context.pages().slice(1)) await extra.close();
      await page.reload();
      await sbp();
    }
  }
  await context.close();

  const leaks = [...events.executions, ...events.dialogs, ...events.scriptViolations, ...events.badNavigations, ...events.badLoads];
  recordFigure({ part: PART, name: 'redirect sources tried (URL payloads)', value: URL_PAYLOADS.length, expected: `${URL_PAYLOADS.length}`, ok: true });
  recordFigure({ part: PART, name: 'bad redirect sources refused with a typed error', value: `${refused.length} of ${bad.length}`, expected: `${bad.length} of ${bad.length}`, ok: refused.length === bad.length });
  recordFigure({ part: PART, name: 'executions or bad navigations while opening sources', value: leaks.length, expected: '0', ok: leaks.length === 0 });
  expect(notRefused, 'bad sources that were not refused').toEqual([]);
  expect(leaks).toEqual([]);
});

test('XSS-04: the lookout is not blind — a handler, a javascript: link, a data: image, a sentinel call and a foreign font request planted by hand are all seen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const events = await watchForXss(context, sandboxHosts(baseURL!), () => false);
  const page = await context.newPage();
  const player = await hostilePlayer(page, { payloads: [MARK], urls: ['https://ok.example/'] }, { country: 'RU', currency: 'RUB' });
  await expect(player.widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible({ timeout: 15_000 });
  // What a sanitiser bypass would leave behind, planted straight into the shadow root (not through the widget).
  await player.widget.evaluate((el) => {
    const planted = document.createElement('div');
    planted.innerHTML = '<img src="/nowhere.png" onerror="__xssHit(1)"><a href="javascript:__xssHit(2)">x</a><img src="data:image/png,x">';
    el.shadowRoot!.append(planted);
    (window as unknown as { __xssHit(n: string): void }).__xssHit('direct');
    window.alert('alert');
    // The sandbox's CSP lets fonts come from any https origin (a host's fonts): the one way out it leaves.
    void new FontFace('Planted', 'url(https://evil.example/steal.woff2)').load().catch(() => undefined);
  });
  await expect.poll(() => events.scriptViolations.length, { message: 'the live handler is blocked by the CSP and seen' }).toBeGreaterThan(0);
  await expect.poll(() => events.foreignRequests.length).toBe(1);
  const dom = await urlAttributesIn(page);
  await context.close();
  expect(events.executions.map((e) => e.split(' ')[0])).toEqual(['direct', 'alert']);
  expect(dom.handlers).toEqual(['img[onerror]']);
  expect(dom.urls.filter((u) => !(u.link ? LINK_SCHEMES : RESOURCE_SCHEMES).includes(u.scheme)).map((u) => u.scheme)).toEqual(['javascript:', 'data:']);
});
