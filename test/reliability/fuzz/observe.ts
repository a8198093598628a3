// What the fuzz watches (decision FUZZ-01): the widget's observable state, the exceptions of the
// page, and everything the widget sends out.
import type { Frame, Page } from '@playwright/test';
import type { Embed } from './embeds.ts';

/** What a player, the host and the backend can see of the widget: a foreign message must change none of it. */
export interface WidgetState {
  /** The element's own tag and attributes, the text of its shadow root, its document's URL. */
  screen: string;
  /** Host messages sent so far (posts and DOM events). */
  outgoing: string[];
  /** Calls the sandbox received for the player's token, the analytics batch aside. */
  calls: string[];
  /** Analytics events the widget made (`key @ timestamp`): a batch flushed later carries earlier ones. */
  analytics: Array<{ key: string; at: number }>;
}

/**
 * The analytics batch goes on its own timer (5 s after its first event, docs/analytics.md), so its
 * call and the `onRequest` announcing it are no state change; the events it carries are, when made
 * after the posting began: `changesBetween` checks their timestamps.
 */
const isAnalyticsBatch = (line: string) => /"call":"events"/.test(line) && /onRequest/.test(line);

/** The widget's and the host's recorded outgoing messages (one list when they share a window). */
export async function outgoingOf(page: Page, embed: Embed): Promise<string[]> {
  const read = (frame: Frame) => frame.evaluate(() => window.__fz.out.slice());
  const host = await read(page.mainFrame());
  return embed.frameIndex === -1 ? host : [...host, ...(await read(embed.widgetFrame))];
}

export async function stateOf(page: Page, embed: Embed): Promise<WidgetState & { at: number }> {
  const screen = await embed.widgetFrame.evaluate(() => {
    const el = document.querySelector('payment-cashier');
    const tag = el?.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1) ?? 'no element';
    return `${tag}\n${el?.shadowRoot?.textContent ?? ''}\n${location.href}`;
  });
  const calls = (await embed.sandbox.callLog()).filter((c) => c.call !== 'events').map((c) => `${c.call} ${c.outcome}`);
  const events = (await (await page.request.get('/sandbox/events', { headers: { authorization: `Bearer ${embed.tokens.at(-1)}` } })).json()) as Array<{ key: string; timestamp: number }>;
  const outgoing = (await outgoingOf(page, embed)).filter((line) => !isAnalyticsBatch(line));
  return { screen, outgoing, calls, analytics: events.map((e) => ({ key: e.key, at: e.timestamp })), at: await page.evaluate(() => Date.now()) };
}

/** Counts what differs between two states (0 when the widget did not move). */
export function changesBetween(before: WidgetState & { at: number }, after: WidgetState): string[] {
  const changes: string[] = [];
  if (after.screen !== before.screen) changes.push(`screen: ${before.screen.slice(0, 200)} → ${after.screen.slice(0, 200)}`);
  for (const line of after.outgoing.slice(before.outgoing.length)) changes.push(`host message: ${line.slice(0, 300)}`);
  for (const call of after.calls.slice(before.calls.length)) changes.push(`sandbox call: ${call}`);
  for (const event of after.analytics.filter((e) => e.at >= before.at)) changes.push(`analytics event: ${event.key}`);
  return changes;
}

/** The browser's own notes about a refused or failed load: the network's doing, not an exception. */
const BROWSER_NETWORK_NOTE = /^(Failed to load resource|Refused to (connect|load)|WebSocket connection to .* failed)/;

/**
 * Exceptions: uncaught errors, console errors (the browser's network notes aside), and `Error` host
 * messages that report a crash (the error page's `{ message, stack }`). The widget's answers to bad
 * input (`Incorrect data from host: …`, an HTTP or socket error report) are not crashes.
 */
export function watchExceptions(page: Page) {
  const exceptions: string[] = [];
  const networkNotes: string[] = [];
  page.on('pageerror', (error) => exceptions.push(`pageerror ${error.stack ?? error.message}`.slice(0, 600)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    (BROWSER_NETWORK_NOTE.test(message.text()) ? networkNotes : exceptions).push(`console ${message.text().slice(0, 300)}`);
  });
  return {
    exceptions,
    networkNotes,
    /**
     * Crash reports among the outgoing messages: the error page's `{ message, stack }` for anything
     * but a `CashierError` (a call's failure as the widget reports it: a server's or the network's answer).
     */
    crashReports(outgoing: string[]): string[] {
      return outgoing
        .filter((line) => /"messageType":"Error"/.test(line) && /"stack":"(?!CashierError)/.test(line))
        .map((line) => line.slice(0, 300));
    },
  };
}

/** Outgoing messages that carry any of `secrets`. */
export function echoesOf(outgoing: string[], secrets: readonly string[]): string[] {
  return outgoing.filter((line) => secrets.some((s) => s.length >= 8 && line.includes(s))).map((line) => line.slice(0, 200));
}
