// Issue #25 deliverable 6 in the reliability suite (decisions INPUT-01..03): hostile player input
// generated with fast-check — 10,000-character pastes, emoji, bidi marks, digits of two scripts,
// random Unicode — typed and pasted into a card withdrawal's card number and name fields. Figures:
// nothing crashes, no field holds what its rules refuse, no create leaves while only refused input
// was offered, a long paste is refused without freezing the page, and the valid entry then goes
// through exactly once.
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { Playground } from '../e2e/models/playground.ts';
import { sandboxOf } from '../e2e/models/sandbox.ts';
import { recordFigure, scaled } from './figures.ts';

const PART = 'player input';
const ENTRIES = scaled(40, 400);
const LONG_PASTES = scaled(3, 20);

/** What a player may throw at a field: short Unicode, emoji inside text, mixed digit scripts, bidi marks, long runs. */
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom('😀', '👍🏽', '🇷🇺', '❤️', '\u200d', '\u0007', '\ue000'), fc.string({ maxLength: 20 })).map((p) => p.join('')),
  fc.tuple(fc.stringMatching(/^\d{4,12}$/), fc.constantFrom('٣', '۴', '५', '３', '๓')).map(([d, x]) => `${d}${x}${d}`),
  fc.tuple(fc.constantFrom('\u200f', '\u2066', '\u202e'), fc.stringMatching(/^[\d -]{8,24}$/)).map(([m, d]) => `${m}${d}${m}`),
  fc.tuple(fc.constantFrom('A', 'a ', '4', '٣'), fc.integer({ min: 65, max: 2_000 })).map(([c, n]) => c.repeat(n)),
);
/** Characters no field may hold after an edit (decision INPUT-02). */
const UNWANTED = /[\p{Extended_Pictographic}\p{Cc}\p{Co}\u200d\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test('INPUT-01..03: generated hostile entries in the card and name fields: no crash, nothing kept that the rules refuse, no create, no freeze; then one create', async ({ page, context }) => {
  test.setTimeout(scaled(90_000, 600_000));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport: 'socket', route: '/withdrawal' });
  const sandbox = sandboxOf(page, () => tokens.at(-1));
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Withdrawal to card/ }).click();
  await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  // The page's longest main-thread task from here on (Long Tasks API): a freeze shows as one long task.
  const longTasksSeen = await page.evaluate(() => {
    const w = window as unknown as { longestTask: number };
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({ type: 'longtask' });
    return PerformanceObserver.supportedEntryTypes.includes('longtask');
  });
  expect(longTasksSeen, 'the browser reports long tasks, so a 0 below means none').toBe(true);
  await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('5000');
  const card = widget.getByRole('textbox', { name: 'Card number' });
  const holder = widget.getByRole('textbox', { name: 'Card holder' });

  let kept = 0;
  let typed = 0;
  for (const [i, entry] of fc.sample(hostile, { numRuns: ENTRIES, seed: 25 }).entries()) {
    const field = i % 2 === 0 ? card : holder;
    await field.fill(entry);
    const value = await field.inputValue();
    const fits = field === card ? /^[\d ]*$/.test(value) : !UNWANTED.test(value) && [...value].length <= 256;
    if (!fits) kept += 1;
    typed += 1;
  }
  recordFigure({ part: PART, name: 'hostile entries typed', value: typed, expected: `${ENTRIES}`, ok: typed === ENTRIES });
  recordFigure({ part: PART, name: 'fields holding what their rules refuse', value: kept, expected: '0', ok: kept === 0 });

  // 10,000-character pastes: refused whole, the message on screen within a second, no long task.
  await holder.fill('');
  let slowest = 0;
  let refused = 0;
  for (let i = 0; i < LONG_PASTES; i += 1) {
    await holder.focus();
    const started = Date.now();
    await paste(page, `${'A'.repeat(9_990)}${i}`);
    await expect(widget.getByRole('alert').filter({ hasText: 'This is too long (character limit: 64)' })).toBeVisible();
    slowest = Math.max(slowest, Date.now() - started);
    await expect(holder).toHaveValue('');
    refused += 1;
    await holder.fill('X'); // the next paste is refused afresh
    await holder.fill('');
  }
  const longestTask = Math.round(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask));
  recordFigure({ part: PART, name: '10,000-character pastes refused', value: refused, expected: `${LONG_PASTES}`, ok: refused === LONG_PASTES });
  recordFigure({ part: PART, name: 'slowest refusal on screen after a 10,000-character paste (ms)', value: slowest, expected: '≤ 1000', ok: slowest <= 1000 });
  recordFigure({ part: PART, name: 'longest main-thread task during the run (ms)', value: longestTask, expected: '< 500', ok: longestTask < 500 });

  const creates = async (): Promise<number> => (await sandbox.calls()).filter((c) => c.startsWith('withdrawal-create')).length;
  const early = await creates();
  recordFigure({ part: PART, name: 'withdrawal-create calls before a valid entry', value: early, expected: '0', ok: early === 0 });
  recordFigure({ part: PART, name: 'page errors', value: errors.length, expected: '0', ok: errors.length === 0 });

  await card.fill('4111 1111 1111 1111');
  await holder.fill('IVAN PETROV');
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  const after = await creates();
  recordFigure({ part: PART, name: 'withdrawal-create calls for the valid entry', value: after, expected: '1', ok: after === 1 });

  expect(kept).toBe(0);
  expect(slowest).toBeLessThanOrEqual(1000);
  expect(longestTask).toBeLessThan(500);
  expect(early).toBe(0);
  expect(errors).toEqual([]);
  expect(after).toBe(1);
});
