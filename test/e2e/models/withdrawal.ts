// A player's withdrawal to a Nigerian bank, from the withdrawal list to the confirm summary: shared
// by the withdrawal walk and the money-truth suite.
import { expect, type Locator } from '@playwright/test';

/** Nigerian banks → search "gt" → GTBank, the amount and the NUBAN, Continue; waits for the summary. */
export async function withdrawToGtBank(widget: Locator, amount = '25000') {
  await expect(widget.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible();
  await widget.getByRole('button', { name: /Nigerian banks/ }).click();
  // The bank list with its search (decision WD-05).
  await expect(widget.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await widget.getByRole('searchbox', { name: 'Search for your bank' }).fill('gt');
  await widget.getByRole('button', { name: 'GTBank' }).click();
  await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill(amount);
  await widget.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456789');
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
}
