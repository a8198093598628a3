// Issue #24 deliverable 3: once the player has looked at the list for a moment, the pages of the
// tiles in view are already in — the tap fetches none of the page's scripts, it only shows the page
// (what loads after it is the next pages' prefetch, once the new page is idle).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Every script the page requests, in order, with the moment it was asked for. */
function scriptsOf(page: Page): Array<{ at: number; url: string }> {
  const scripts: Array<{ at: number; url: string }> = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url())) scripts.push({ at: Date.now(), url: request.url() });
  });
  return scripts;
}

/** Waits until no script has been requested for `quietMs` (the idle prefetch is over). */
async function untilQuiet(page: Page, scripts: Array<{ at: number }>, quietMs = 1500): Promise<void> {
  await expect.poll(() => Date.now() - (scripts.at(-1)?.at ?? 0), { timeout: 20_000, intervals: [250] }).toBeGreaterThan(quietMs);
}

/** The widget's own scripts, by file name (the chunks a tap could need). */
const widgetScripts = (scripts: Array<{ url: string }>): string[] => scripts.map((s) => new URL(s.url).pathname).filter((p) => p.includes('/chunks/')).map((p) => p.replace(/.*\/chunks\//, ''));

/** The Mexican list, its "Cash" group tile in view, once the idle prefetch is over. */
async function onMexicanListQuiet(page: Page) {
  const scripts = scriptsOf(page);
  const pg = new Playground(page);
  await pg.openWith({ geo: 'MX', currency: 'MXN' });
  const widget = pg.widget();
  const group = widget.getByRole('button', { name: /^Cash/ });
  await group.scrollIntoViewIfNeeded();
  await untilQuiet(page, scripts);
  return { scripts, widget, group };
}

test('TAP-03: after a moment on the list, a tap on a method tile fetches no script: its page was fetched before', async ({ page }) => {
  const scripts = scriptsOf(page);
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget();
  const tile = widget.getByRole('button', { name: /SBP \(Faster Payments\)/ });
  await tile.scrollIntoViewIfNeeded();
  await untilQuiet(page, scripts);
  const before = widgetScripts(scripts);
  expect(before.some((file) => file.startsWith('flows-redirect-redirect.screen-')), 'the redirect page was fetched while the list was idle').toBe(true);
  const tappedAt = scripts.length;
  await tile.click();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  // What loads after the tap is the next pages' prefetch (the page is idle again), never a file the page needed.
  const after = widgetScripts(scripts.slice(tappedAt));
  expect(after.filter((file) => before.includes(file))).toEqual([]);
  expect(after.filter((file) => file.startsWith('flows-redirect-redirect.screen-'))).toEqual([]);
});

test('TAP-03: after a moment on the list, a tap on a group tile and then on a method of the group fetch no script', async ({ page }) => {
  const { scripts, widget, group } = await onMexicanListQuiet(page);
  const tappedAt = scripts.length;
  await group.click();
  const method = widget.getByRole('button', { name: /OXXO cash/ });
  await expect(method).toBeVisible();
  expect(widgetScripts(scripts.slice(tappedAt)).filter((file) => file.startsWith('flows-deposit-list-group-list')), 'the group list was fetched while the list was idle').toEqual([]);
  await method.scrollIntoViewIfNeeded();
  await untilQuiet(page, scripts);
  const secondAt = scripts.length;
  await method.click();
  await expect(widget.getByRole('heading', { name: 'OXXO cash' })).toBeVisible();
  await expect(widget.getByRole('link', { name: /^Write to an agent on / })).toHaveCount(2);
  expect(widgetScripts(scripts.slice(secondAt)).filter((file) => file.startsWith('flows-cash-')), 'the cash page was fetched while the group list was idle').toEqual([]);
});

test('TAP-08: after a moment on the list, a group\'s methods open at once: a tap on the group and at once on its method fetch no page script', async ({ page }) => {
  const { scripts, widget, group } = await onMexicanListQuiet(page);
  expect(widgetScripts(scripts).some((file) => file.startsWith('flows-cash-')), 'the group tile brought its methods\' page').toBe(true);
  const tappedAt = scripts.length;
  await group.click();
  // No pause on the group list: the player taps the method as soon as it shows.
  await widget.getByRole('button', { name: /OXXO cash/ }).click();
  await expect(widget.getByRole('heading', { name: 'OXXO cash' })).toBeVisible();
  await expect(widget.getByRole('link', { name: /^Write to an agent on / })).toHaveCount(2);
  expect(widgetScripts(scripts.slice(tappedAt)).filter((file) => file.startsWith('flows-cash-') || file.startsWith('flows-deposit-list-group-list'))).toEqual([]);
});

test('TAP-13: after a moment on the list, a card method\'s visual instruction and video guide open at once without fetching a script: they came with the redirect page', async ({ page }) => {
  const scripts = scriptsOf(page);
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget();
  await expect(widget.getByRole('button', { name: /^Bank cards/ })).toBeVisible();
  await untilQuiet(page, scripts);
  const before = widgetScripts(scripts);
  expect(before.filter((file) => file.startsWith('flows-redirect-guides-')), 'both guide pages were fetched while the list was idle').toHaveLength(2);
  const tappedAt = scripts.length;
  // No pause on the method's page: the player opens the guide as soon as it shows.
  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).first().click();
  await widget.getByRole('button', { name: 'Visual instruction' }).click();
  await expect(widget.getByRole('heading', { name: 'Visual instruction' })).toBeVisible();
  await widget.getByRole('button', { name: 'Back', exact: true }).click();
  await widget.getByRole('button', { name: 'Video guide' }).click();
  await expect(widget.getByRole('link', { name: 'Open the video in a new tab' })).toBeVisible();
  expect(widgetScripts(scripts.slice(tappedAt)).filter((file) => file.startsWith('flows-redirect-guides-') || file.startsWith('sanitize-html-'))).toEqual([]);
});
