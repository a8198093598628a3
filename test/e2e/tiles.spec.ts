// Issue #10: no tile leads to an empty page. A cash agent tile (card view type 20) opens the cash
// page, with the agents' messenger links (REDIR-07).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('LIST-18, REDIR-07: a cash tile opens the cash page, with a messenger link per agent', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'MX', currency: 'MXN' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Cash/ }).click();
  await widget.getByRole('button', { name: /OXXO cash/ }).click();
  await expect(widget.getByRole('heading', { name: 'OXXO cash' })).toBeVisible();
  await expect(widget.getByRole('link', { name: /^Write to an agent on / })).toHaveCount(2);
});
