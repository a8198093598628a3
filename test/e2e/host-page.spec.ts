// ROOM-05 (issue #24): the widget routes in memory and leaves the host page's own history alone,
// as an integrator embedding it in a single-page app would check.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test("ROOM-05: opening pages and going Back inside the widget leaves the host page's history, address and pushState untouched", async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget('element');
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const hostHistory = () => page.evaluate(() => ({
    length: history.length,
    href: location.href,
    pushState: Function.prototype.toString.call(history.pushState),
    replaceState: Function.prototype.toString.call(history.replaceState),
  }));
  const before = await hostHistory();
  expect(before.pushState).toContain('[native code]');
  expect(before.replaceState).toContain('[native code]');

  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await expect(widget.getByRole('searchbox')).toBeVisible();
  await widget.getByRole('button', { name: /Visa/ }).first().click();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await widget.getByRole('button', { name: 'Back' }).click();
  await expect(widget.getByRole('searchbox')).toBeVisible();

  expect(await hostHistory()).toEqual(before);
});
