// Issue #25 deliverable 5, secrets scan (decisions SECRET-01..): the main flows walked as a player,
// debug on and off, then every surface a secret could reach scanned for the tokens (the first and
// the renewed one), the card numbers typed or decrypted and the decrypted p2p data: 0 hits, per
// surface. Slice: one flow per transport, debug on; full: every flow, debug on and off, both transports.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { recordFigure, SCALE } from './figures.ts';
import { walk, type FlowName } from './secrets/flows.ts';
import { frameSurfaces, installSecretsRecorder } from './secrets/recorder.ts';

const PART = 'secrets scan';
const FLOWS: FlowName[] = ['redirect deposit', 'p2p invoice', 'withdrawal to a card', '401 and a renewed token'];

const CELLS: Array<{ flow: FlowName; transport: 'socket' | 'http'; debug: boolean }> =
  SCALE === 'full'
    ? FLOWS.flatMap((flow) => (['socket', 'http'] as const).flatMap((transport) => [true, false].map((debug) => ({ flow, transport, debug }))))
    : [
        { flow: '401 and a renewed token', transport: 'socket', debug: true },
        { flow: 'withdrawal to a card', transport: 'http', debug: true },
      ];

/** The spellings a secret could take on its way: as is, grouped by four (cards), URL-encoded. */
function spellings(secret: string): string[] {
  const out = new Set([secret, encodeURIComponent(secret)]);
  if (/^\d{13,19}$/.test(secret)) for (const sep of [' ', '-']) out.add(secret.replace(/(\d{4})(?=\d)/g, `$1${sep}`));
  return [...out];
}

function hitsIn(lines: string[], needles: string[]): string[] {
  return lines.filter((line) => needles.some((n) => line.includes(n))).map((line) => line.slice(0, 240));
}

/** Everything the context saw from the first page on: console lines (popups too), request and socket URLs. */
function watchContext(page: Page) {
  const consoleLines: Array<Promise<string>> = [];
  const urls: string[] = [];
  // The text and every argument's value: an object logged beside a line shows only as `Object` in the text.
  const onConsole = (m: ConsoleMessage) =>
    consoleLines.push(Promise.all(m.args().map((a) => a.jsonValue().then((v: unknown) => JSON.stringify(v), () => '')))
      .then((values) => `${m.type()} ${m.text()} ${values.join(' ')}`));
  const watchPage = (p: Page) => p.on('websocket', (ws) => urls.push(ws.url()));
  page.context().on('console', onConsole);
  page.context().on('request', (r) => urls.push(r.url()));
  page.context().on('page', watchPage);
  watchPage(page);
  return { consoleLines, urls };
}

test.beforeEach(async ({ context }) => installSecretsRecorder(context));

for (const { flow, transport, debug } of CELLS) {
  test(`SECRET-01..04: a ${flow} leaves no token, card number or decrypted data on any surface (${transport}, debug ${debug ? 'on' : 'off'})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const seen = watchContext(page);
    const { tokens, secrets, pg } = await walk(page, flow, transport, debug);
    await page.waitForTimeout(500); // the last analytics batch and host messages of the flow

    const consoleLines = await Promise.all(seen.consoleLines);
    const frames = context.pages().flatMap((p) => p.frames());
    const held = await Promise.all(frames.map((f) => frameSurfaces(f)));
    const all = (key: keyof (typeof held)[number]) => held.flatMap((h) => h[key]);
    const hostMessages = [...all('messages'), ...all('events')];
    const analytics = await page.request.get('/sandbox/events', { headers: { authorization: `Bearer ${tokens.at(-1)}` } });
    expect(analytics.ok()).toBe(true);
    const surfaces: Record<string, string[]> = {
      console: consoleLines,
      'localStorage and sessionStorage': all('storage'),
      IndexedDB: all('indexedDb'),
      'Cache Storage': all('cacheStorage'),
      cookies: (await context.cookies()).map((c) => `${c.name}=${c.value}`),
      'request URLs and frame URLs': [...seen.urls, ...frames.map((f) => f.url())],
      'attributes (light DOM and shadow roots, as set)': all('attributes'),
      'host messages and DOM events': hostMessages,
      'analytics events': [JSON.stringify(await analytics.json())],
      'error reports (Error host messages)': hostMessages.filter((m) => /"messageType":"Error"/.test(m)),
    };
    const needles = [...new Set([...tokens, ...secrets])].flatMap(spellings);
    const cell = `${flow}, ${transport}, debug ${debug ? 'on' : 'off'}`;
    const found: Record<string, string[]> = {};
    for (const [surface, lines] of Object.entries(surfaces)) {
      found[surface] = hitsIn(lines, needles);
      recordFigure({ part: PART, name: `hits in ${surface} (${cell})`, value: found[surface].length, expected: '0', ok: found[surface].length === 0 });
    }
    // The scan looked at something real: the tokens it hunts, the widget's messages, its debug log.
    const renewed = flow === '401 and a renewed token' ? 2 : 1;
    recordFigure({ part: PART, name: `tokens hunted (${cell})`, value: tokens.length, expected: `≥ ${renewed}`, ok: tokens.length >= renewed });
    expect(tokens.length).toBeGreaterThanOrEqual(renewed);
    expect(hostMessages.length, 'the recorder heard the widget').toBeGreaterThan(0);
    expect(await pg.log.getByRole('listitem').count()).toBeGreaterThan(0);
    // Debug mode is on: its helper is on the page, and over the socket its push log printed (REL-04).
    const debugLines = consoleLines.filter((l) => l.includes('[payment-cashier]')).length;
    expect(await page.evaluate(() => 'paymentCashierDebug' in window), 'the debug helper').toBe(debug);
    if (debug && transport === 'socket') expect(debugLines, 'debug log lines').toBeGreaterThan(0);
    expect(found).toEqual(Object.fromEntries(Object.keys(surfaces).map((k) => [k, []])));
  });
}
