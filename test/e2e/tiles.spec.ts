// Issue #10 (first part): no tile leads to an empty page. Cash agents (card view type 20) have no
// page of their own yet, so an OXXO tile opens the redirect page, where the player can deposit.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('LIST-18, LIST-19: a cash tile whose page is not built yet opens a real page with an amount and a Deposit button', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.configure({ geo: 'MX', currency: 'MXN' });
  await pg.apply();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Cash/ }).click();
  await widget.getByRole('button', { name: /OXXO cash/ }).click();
  await expect(widget.getByRole('heading', { name: 'OXXO cash' })).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Deposit', exact: true })).toBeEnabled();
});
