// Issue #21 deliverable 9 "Names are the player's" as a player: the Kyrgyz and Ukrainian lists
// name their cash group "Cash" beside the p2p "Transfer to card" (locale keys, decision NAMES-01).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

const lists = [
  { geo: 'KG', currency: 'KGS', locale: 'ky', cash: 'Накталай акча', transfer: 'Картага которуу' },
  { geo: 'UA', currency: 'UAH', locale: 'uk', cash: 'Готівка', transfer: 'Переказ на картку' },
] as const;

for (const list of lists) {
  test(`LIST-28: the ${list.geo} list shows two distinct group names, the cash group's from its own key (en)`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ geo: list.geo, currency: list.currency });
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await expect(widget.getByRole('button', { name: /^Transfer to card\b/ })).toHaveCount(1);
    await expect(widget.getByRole('button', { name: /^Cash\b/ })).toHaveCount(1);
    await widget.getByRole('button', { name: /^Cash\b/ }).click();
    await expect(widget.getByRole('heading', { name: 'Cash' })).toBeVisible();
  });

  test(`LIST-28: the ${list.geo} list names its groups in the player's language (${list.locale})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ geo: list.geo, currency: list.currency, locale: list.locale });
    const widget = pg.widget();
    await expect(widget.getByRole('button', { name: new RegExp(`^${list.cash}`) })).toHaveCount(1);
    await expect(widget.getByRole('button', { name: new RegExp(`^${list.transfer}`) })).toHaveCount(1);
  });
}

for (const transport of ['socket', 'http'] as const) {
  test(`REDIR-07: a cash method's agents show each messenger's name and icon (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ transport, geo: 'MX', currency: 'MXN' });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /^Cash/ }).click();
    await widget.getByRole('button', { name: /OXXO cash/ }).click();
    await expect(widget.getByRole('heading', { name: 'OXXO cash' })).toBeVisible();
    for (const messenger of ['WhatsApp', 'Telegram']) {
      const link = widget.getByRole('link', { name: `Write to an agent on ${messenger}` });
      await expect(link).toBeVisible();
      const icon = link.locator('img');
      await expect(icon).toBeVisible();
      // The icon file is served and drawn (a broken image has no natural width).
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
}

for (const transport of ['socket', 'http'] as const) {
  test(`CB-01, ROUTE-33: the crypto-balance header says "Crypto balance" and the index shows the player's balance per coin (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ transport, route: '/cryptobalance' });
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Crypto balance', exact: true })).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toHaveCount(0);
    // The sandbox's new player: 500 US dollars in each coin's main account (docs/sandbox.md, decision NAMES-05).
    const balances = widget.getByRole('list', { name: 'Your crypto balance' });
    await expect(balances.getByRole('listitem')).toHaveText(['500.00\u00A0USDT', '0.0076923\u00A0BTC', '0.15625\u00A0ETH']);
  });
}

test('CB-01: the crypto-balance header and balance speak the player\'s language (ru)', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ route: '/cryptobalance', locale: 'ru' });
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Криптобаланс', exact: true })).toBeVisible();
  await expect(widget.getByRole('list', { name: 'Ваш криптобаланс' }).getByRole('listitem').first()).toHaveText('500,00\u00A0USDT');
});
