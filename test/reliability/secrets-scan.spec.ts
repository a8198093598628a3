// Issue #25 deliverable 5, secrets scan (decisions SECRET-01..05): the main flows walked as a player in
// the custom element, the iframe fallback and the native web view, debug on and off, then every surface
// a secret could reach scanned for the tokens (the first and the renewed one), the card numbers typed or
// decrypted and the decrypted p2p data: 0 hits, per surface. The token's one allowed way by message,
// host → widget in the handshake to the exact origin, is told apart and counted (SECRET-05). Slice: one
// flow per transport in the element and the 401 flow in the iframe fallback, debug on; full: every flow,
// both transports, the element with debug on and off, the iframe and native embeds with debug on.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { recordFigure, SCALE } from './figures.ts';
import { walk, type FlowName, type Mode } from './secrets/flows.ts';
import { frameSurfaces, installSecretsRecorder, type Heard } from './secrets/recorder.ts';
import { byDirection } from './secrets/directions.ts';

const PART = 'secrets scan';
const FLOWS: FlowName[] = ['redirect deposit', 'p2p invoice', 'withdrawal to a card', '401 and a renewed token'];

type Cell = { flow: FlowName; transport: 'socket' | 'http'; debug: boolean; mode: Mode };
const both = (make: (transport: 'socket' | 'http') => Cell[]) => (['socket', 'http'] as const).flatMap(make);
const CELLS: Cell[] =
  SCALE === 'full'
    ? FLOWS.flatMap((flow) => [
        ...both((transport) => [true, false].map((debug) => ({ flow, transport, debug, mode: 'element' as const }))),
        ...both((transport) => (['iframe', 'native'] as const).map((mode) => ({ flow, transport, debug: true, mode }))),
      ])
    : [
        { flow: '401 and a renewed token', transport: 'socket', debug: true, mode: 'element' },
        { flow: 'withdrawal to a card', transport: 'http', debug: true, mode: 'element' },
        // SECRET-05: the iframe's URL, its `loaded` handshakes (first and renewed token), its posts to the host and its debug log.
        { flow: '401 and a renewed token', transport: 'socket', debug: true, mode: 'iframe' },
      ];
const MODE_TITLES: Record<Mode, string> = { element: 'custom element', iframe: 'iframe fallback', native: 'native web view' };

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

let heard: Heard;
test.beforeEach(async ({ context }) => {
  heard = await installSecretsRecorder(context);
});

for (const { flow, transport, debug, mode } of CELLS) {
  const ids = mode === 'element' ? 'SECRET-01..04' : 'SECRET-05';
  test(`${ids}: a ${flow} in the ${MODE_TITLES[mode]} leaves no token, card number or decrypted data on any surface (${transport}, debug ${debug ? 'on' : 'off'})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const seen = watchContext(page);
    const { tokens, secrets, pg, debugHelper } = await walk(page, flow, transport, debug, mode);
    await page.waitForTimeout(500); // the last analytics batch and host messages of the flow

    const consoleLines = await Promise.all(seen.consoleLines);
    const frames = context.pages().flatMap((p) => p.frames());
    const held = await Promise.all(frames.map((f) => frameSurfaces(f)));
    const all = (key: keyof (typeof held)[number]) => held.flatMap((h) => h[key]);
    const hostOrigin = new URL(page.url()).origin;
    const { handshakes, scanned } = byDirection(heard.received, hostOrigin);
    const hostMessages = [...scanned, ...heard.bridge, ...heard.events];
    const needles = [...new Set([...tokens, ...secrets])].flatMap(spellings);
    const analytics = await page.request.get('/sandbox/events', { headers: { authorization: `Bearer ${tokens.at(-1)}` } });
    expect(analytics.ok()).toBe(true);
    const surfaces: Record<string, string[]> = {
      console: consoleLines,
      'localStorage and sessionStorage': all('storage'),
      IndexedDB: all('indexedDb'),
      'Cache Storage': all('cacheStorage'),
      cookies: (await context.cookies()).map((c) => `${c.name}=${c.value}`),
      'request URLs and frame URLs': [...seen.urls, ...frames.map((f) => f.url())],
      'attributes (light DOM and shadow roots, as set)': [...heard.attributes, ...all('attributes')],
      'host messages and DOM events (the handshake into the widget aside)': [...scanned, ...heard.events],
      'native bridge messages': heard.bridge,
      'analytics events': [JSON.stringify(await analytics.json())],
      'error reports (Error host messages)': hostMessages.filter((m) => /"messageType":"Error"/.test(m)),
    };
    const cell = `${MODE_TITLES[mode]}, ${flow}, ${transport}, debug ${debug ? 'on' : 'off'}`;
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
    if (mode !== 'element') {
      // The token did travel the one allowed way, so the scan looked where it goes: every token handed over is in a handshake.
      const handedOver = tokens.filter((t) => handshakes.some((h) => h.text.includes(t))).length;
      const expected = flow === '401 and a renewed token' ? 2 : 1;
      recordFigure({ part: PART, name: `tokens handed over in host → widget handshakes (${cell})`, value: handedOver, expected: `≥ ${expected}`, ok: handedOver >= expected });
      expect(handedOver, 'tokens in the handshakes').toBeGreaterThanOrEqual(expected);
      if (mode === 'native') expect(heard.bridge.length, 'bridge messages heard').toBeGreaterThan(0);
      else expect(scanned.filter((m) => m.includes('"source":"payment-cashier"')).length, 'widget posts heard').toBeGreaterThan(0);
    }
    expect(await pg.log.getByRole('listitem').count()).toBeGreaterThan(0);
    // Debug mode is on: its helper is on the widget's window, and over the socket its push log printed (REL-04).
    const debugLines = consoleLines.filter((l) => l.includes('[payment-cashier]')).length;
    expect(debugHelper, 'the debug helper').toBe(debug);
    if (debug && transport === 'socket') expect(debugLines, 'debug log lines').toBeGreaterThan(0);
    expect(found).toEqual(Object.fromEntries(Object.keys(surfaces).map((k) => [k, []])));
  });
}
