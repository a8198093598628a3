// Issue #25 deliverable 5, host-message fuzz (decisions FUZZ-01..): generated host messages posted
// to the widget's window from a foreign origin (a page on the other loopback name, holding the
// host's window through `window.opener`) and, malformed, from the configured own origin, in the
// element, iframe and native embeds. Expected: 0 state changes from the foreign origin, 0
// exceptions, 0 token echoes, 0 polluted prototypes. The seed is printed (FUZZ-02).
import { expect, test, type Page } from '@playwright/test';
import { recordFigure, scaled, SCALE } from './figures.ts';
import { MARKER_TOKENS, OWN_MAX_DEPTH, sampleMessages, type FuzzMessage } from './fuzz/host-message-arbitraries.ts';
import { installFuzzTools } from './fuzz/in-page-tools.ts';
import { foreignOriginOf, openEmbed, openForeignPopup, type Embed, type Mode } from './fuzz/embeds.ts';
import { changesBetween, echoesOf, outgoingOf, stateOf, watchExceptions } from './fuzz/observe.ts';

const PART = 'host-message fuzz';
/**
 * FUZZ-02: the slice replays one seed (npm test stays deterministic); the full run draws a new one per
 * cell, inside the test (a title must not change between Playwright's processes). Printed in the figures.
 */
const seedOf = (cell: number) => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : SCALE === 'full' ? Math.floor(Math.random() * 2 ** 31) : 250_025 + cell);
const FOREIGN = scaled(220, 1_700);
const OWN = scaled(110, 600);
/** Batches keep each evaluate call short (a batch may hold several 1 MB strings). */
const BATCH = 100;

/** Well-formed messages a foreign page would try first: each would move the widget if it got in. */
const VALID_FOREIGN: FuzzMessage[] = [
  { channel: 'object', text: JSON.stringify({ type: 'loaded', payload: { token: MARKER_TOKENS[0], route: '/withdrawal', locale: 'ar' } }) },
  { channel: 'string', text: JSON.stringify({ type: 'loaded', payload: { token: MARKER_TOKENS[1], widgetViewType: 'sweep' } }) },
  { channel: 'object', text: JSON.stringify({ messageType: 'loaded', token: MARKER_TOKENS[0], paymentGeo: 'KZ', hostOrigin: '*' }) },
  { channel: 'object', text: JSON.stringify({ type: 'bonus-list-updated', payload: { bonusList: [{ id: 1, type: 'deposit' }] } }) },
  { channel: 'object', text: JSON.stringify({ type: 'onGoBack' }) },
  { channel: 'string', text: JSON.stringify({ type: 'close' }) },
];

const CELLS: Array<{ mode: Mode; transport: 'socket' | 'http' }> =
  SCALE === 'full'
    ? (['element', 'iframe', 'native'] as const).flatMap((mode) => (['socket', 'http'] as const).map((transport) => ({ mode, transport })))
    : [{ mode: 'element', transport: 'socket' }, { mode: 'iframe', transport: 'http' }, { mode: 'native', transport: 'socket' }];

test.beforeEach(async ({ context }) => installFuzzTools(context));

/** Posts `messages` in batches from `from` (a page's main frame) to the widget's window, and waits until all arrived. */
async function postAll(from: Page, embed: Embed, messages: FuzzMessage[], origin: string, foreign: boolean) {
  const received = () => embed.widgetFrame.evaluate((o) => window.__fz.received[o] ?? 0, origin);
  const before = await received();
  for (let i = 0; i < messages.length; i += BATCH) {
    await from.evaluate(
      ({ batch, index, foreign: fromForeign }) => {
        const host = fromForeign ? (window.opener as Window) : window;
        const target = index === -1 ? host : host.frames[index]!;
        return window.__fz.post(target, batch, fromForeign ? '*' : new URL(document.URL).origin);
      },
      { batch: messages.slice(i, i + BATCH), index: embed.frameIndex, foreign },
    );
  }
  await expect.poll(received, { timeout: 30_000 }).toBe(before + messages.length);
}

/** The own origin's messages: posts where the embed reads posts, `host:<type>` events where it reads events (native app). */
async function sendOwn(page: Page, embed: Embed, mode: Mode, messages: FuzzMessage[]) {
  const events = messages.filter((m) => mode === 'native' || (mode === 'element' && m.channel === 'event'));
  const posts = messages.filter((m) => !events.includes(m));
  for (let i = 0; i < events.length; i += BATCH) await embed.widgetFrame.evaluate((batch) => window.__fz.dispatch(batch), events.slice(i, i + BATCH));
  await postAll(page, embed, posts, new URL(page.url()).origin, false);
  return { events: events.length, posts: posts.length };
}

function figure(name: string, value: number, expected = '0') {
  recordFigure({ part: PART, name, value, expected, ok: expected === '0' ? value === 0 : value >= Number(expected.replace(/\D/g, '')) });
}

for (const { mode, transport } of CELLS) {
  test(`FUZZ-01..04: ${FOREIGN} foreign-origin and ${OWN} malformed own-origin host messages change nothing, throw nothing and echo no token (${mode}, ${transport})`, async ({ page }) => {
    test.setTimeout(scaled(120_000, 300_000));
    const watch = watchExceptions(page);
    const embed = await openEmbed(page, mode, transport);
    for (const frame of new Set([page.mainFrame(), embed.widgetFrame])) await frame.evaluate(() => window.__fz.watchEvents());
    const realToken = embed.tokens.at(-1)!;
    const cellSeed = seedOf(CELLS.findIndex((c) => c.mode === mode && c.transport === transport));
    test.info().annotations.push({ type: 'seed', description: String(cellSeed) });
    console.log(`host-message fuzz (${mode}, ${transport}): seed ${cellSeed} (replay with FUZZ_SEED=${cellSeed})`);

    // 1. From the foreign origin: well-formed messages first, then the generated ones.
    const foreign = [...VALID_FOREIGN, ...sampleMessages(cellSeed, FOREIGN, realToken)];
    const popup = await openForeignPopup(page);
    const before = await stateOf(page, embed);
    await postAll(popup, embed, foreign, foreignOriginOf(page), true);
    await page.waitForTimeout(1_000); // anything a message set off would have shown by now
    const changes = changesBetween(before, await stateOf(page, embed));
    await popup.close();

    // 2. From the own origin: malformed variants of every host message.
    const heardBefore = (await outgoingOf(page, embed)).length;
    const own = sampleMessages(cellSeed + 1_000, OWN, realToken, OWN_MAX_DEPTH);
    const sent = await sendOwn(page, embed, mode, own);
    await page.waitForTimeout(2_000);

    const outgoing = await outgoingOf(page, embed);
    const crashes = watch.crashReports(outgoing);
    const echoes = echoesOf(outgoing, [...embed.tokens, ...MARKER_TOKENS]);
    const polluted = await embed.widgetFrame.evaluate(() => Object.keys(Object.prototype).length + ('polluted' in {} ? 1 : 0));
    const cell = `${mode}, ${transport}, seed ${cellSeed}`;
    figure(`foreign-origin messages received (${cell})`, foreign.length, `≥ ${foreign.length}`);
    figure(`own-origin malformed messages received (${cell}): ${sent.posts} posts, ${sent.events} events`, own.length, `≥ ${own.length}`);
    figure(`host messages the widget sent in answer to the own origin (${cell})`, outgoing.length - heardBefore, '≥ 1');
    figure(`state changes from the foreign origin (${cell})`, changes.length);
    figure(`exceptions (${cell})`, watch.exceptions.length + crashes.length);
    figure(`token echoes in host messages and DOM events (${cell})`, echoes.length);
    figure(`polluted prototypes (${cell})`, polluted);
    expect(changes, 'state changes from the foreign origin').toEqual([]);
    expect([...watch.exceptions, ...crashes], 'exceptions').toEqual([]);
    expect(echoes, 'token echoes').toEqual([]);
    expect(polluted, 'polluted prototypes').toBe(0);
    expect(outgoing.length - heardBefore, 'the widget answered its own origin (the recorder hears it)').toBeGreaterThan(0);
  });
}
