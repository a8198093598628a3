// Issue #25 deliverable 5, the XSS corpus (decisions XSS-01..06): DOMPurify's fixtures, OWASP's
// filter evasions and sanitize-url-style URL variants (test/reliability/corpus/) through every server
// text, HTML and URL the widget renders — the sandbox's `hostileContent` switch puts them into every
// sink of its answers — and through the host's own bonus texts and schema fonts and assets. Each page
// is opened as a player; then nothing may have run (sentinel, dialogs, script blocked by the CSP),
// nothing may have left the sandbox, and every link and resource in the widget has an allowed scheme.
// Slice: ~50 payloads × every page; full: the whole corpus in batches.
import { expect, test, type Browser } from '@playwright/test';
import { recordFigure } from './figures.ts';
import { BATCHES, isBadUrl, LINK_SCHEMES, NAMED_RESOURCES, RESOURCE_SCHEMES, URL_PAYLOADS } from './xss-corpus-data.ts';
import { hostileBonuses, hostilePlayer, type HostileBatch, type PlayerOptions } from './xss-host.ts';
import { SINK_PAGES, type SinkPage } from './xss-pages.ts';
import { sandboxHosts, urlAttributesIn, watchForXss } from './xss-watch.ts';

// One worker walks the pages in turn so the figures add up (the other part's files run beside it).
test.describe.configure({ mode: 'serial' });

const PART = 'XSS corpus';
const run = { payloads: new Set<string>(), sinks: new Set<string>(), transports: new Set<string>(), pageLoads: 0, executions: 0, dangerous: 0, leaks: 0 };

const resolvedScheme = (url: string): string => {
  try {
    return new URL(url.trim(), 'https://host.example/').protocol;
  } catch {
    return '';
  }
};

/** The host's own data made hostile too: its bonus list's texts, its schema's fonts and icon folder (XSS-02). */
async function hostData(page: SinkPage, batch: HostileBatch, index: number, browser: Browser, baseURL: string): Promise<{ player: PlayerOptions; batch: HostileBatch }> {
  if (!page.player.hostileHost) return { player: page.player, batch };
  const api = await browser.newContext({ baseURL });
  const bonuses = (await (await api.request.get('/sandbox/bonuses')).json()) as unknown[];
  await api.close();
  // The icon folder gets a payload whose scheme is not the web's even once resolved (javascript:, data:…).
  const bad = URL_PAYLOADS.filter((url) => isBadUrl(url) && !/^https?:$/.test(resolvedScheme(url)));
  const player = {
    ...page.player,
    bonusList: hostileBonuses(bonuses, batch.payloads.join(' ')),
    schema: {
      fonts: URL_PAYLOADS.map((url, i) => ({ family: `Hostile ${i}`, url })),
      // A bad icon folder, and some plain icon ids among the URLs so the folder is used.
      assets: { methodIcons: bad[index % bad.length] },
    },
  };
  return { player, batch: { ...batch, urls: batch.urls.flatMap((url) => [url, 'card']) } };
}

for (const [pageIndex, sinkPage] of SINK_PAGES.entries()) {
  test(`XSS-03, XSS-04: ${sinkPage.name} (${sinkPage.sinks.join(', ')}): no payload runs, every link and resource has an allowed scheme`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + BATCHES.length * 45_000);
    for (const [index, batch] of BATCHES.entries()) {
      const context = await browser.newContext({ baseURL });
      const events = await watchForXss(context, sandboxHosts(baseURL!), (url) => NAMED_RESOURCES.has(url));
      const page = await context.newPage();
      const host = await hostData(sinkPage, batch, index, browser, baseURL!);
      // Pages and batches alternate the transports, so each sink is read from both adapters' answers.
      const transport = (pageIndex + index) % 2 ? 'http' : 'socket';
      run.transports.add(transport);
      const { widget } = await hostilePlayer(page, host.batch, { ...host.player, transport });
      await sinkPage.walk(page, widget, batch.payloads.length);
      const dom = await urlAttributesIn(page);
      await context.close();

      const dangerous = dom.urls.filter((u) => !(u.link ? LINK_SCHEMES : RESOURCE_SCHEMES).includes(u.scheme)).map((u) => `${u.tag}[${u.attr}]=${u.value.slice(0, 80)}`);
      const executed = [...events.executions, ...events.dialogs, ...events.scriptViolations, ...dom.handlers, ...(dom.scripts ? [`${dom.scripts} <script>`] : [])];
      const leaks = [...events.foreignRequests, ...events.badNavigations, ...events.badLoads];
      run.pageLoads += 1;
      run.executions += executed.length;
      run.dangerous += dangerous.length;
      run.leaks += leaks.length;
      for (const p of batch.payloads) run.payloads.add(p);
      for (const s of sinkPage.sinks) run.sinks.add(s);
      expect(executed, `batch ${index + 1}: payloads that ran or reached the DOM as script`).toEqual([]);
      expect(dangerous, `batch ${index + 1}: links and resources outside the allow-list`).toEqual([]);
      expect(leaks, `batch ${index + 1}: requests and navigations that left the sandbox`).toEqual([]);
    }
  });
}

test.afterAll(() => {
  const sinks = SINK_PAGES.flatMap((p) => p.sinks).length;
  const figures = [
    { name: 'payloads run (text, HTML and URL)', value: run.payloads.size - 1, expected: `${new Set(BATCHES.flatMap((b) => b.payloads)).size - 1}`, ok: run.payloads.size === new Set(BATCHES.flatMap((b) => b.payloads)).size },
    { name: 'sinks covered', value: run.sinks.size, expected: `${sinks}`, ok: run.sinks.size === sinks },
    { name: 'transports the answers came over', value: [...run.transports].sort().join(' and '), expected: 'http and socket', ok: run.transports.size === 2 },
    { name: 'page loads', value: run.pageLoads, expected: `${SINK_PAGES.length * BATCHES.length}`, ok: run.pageLoads === SINK_PAGES.length * BATCHES.length },
    { name: 'executions (sentinel, dialogs, script blocked by CSP, handlers)', value: run.executions, expected: '0', ok: run.executions === 0 },
    { name: 'dangerous links and resources in the widget', value: run.dangerous, expected: '0', ok: run.dangerous === 0 },
    { name: 'requests or navigations out of the sandbox', value: run.leaks, expected: '0', ok: run.leaks === 0 },
  ];
  for (const f of figures) recordFigure({ part: PART, ...f });
});
