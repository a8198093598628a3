// Issue #21 deliverable 2, "Sweepstake mode never says money", as a sweepstake player
// (widget-view-type="sweep") through the sandbox: a bought pack's complete page names the coins the
// pack gave (both transports); the pack's price and coins on screen are what deposit-create-sweepstake
// carried and what the sandbox's box says; no page says "money" or shows the raw QSC code (en, ru, ar);
// on a phone the chosen method is pressed and its form comes into view.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { findBox } from '../../demo/server/fixtures/sweepstake.ts';
import { Playground } from './models/playground.ts';
import { askRedemptionQuote } from './models/redemption.ts';

/** The pack the tests buy (one a card can pay), as the sandbox serves it: 70,000 Gold Coins + 50 Sweep Coins free for $49.99. */
const BOX = findBox(104)!;
const COINS = `${BOX.gcAmount!.toLocaleString('en')} Gold Coins + ${BOX.scAmount} Sweep Coins free`;
const PRICE = `$${BOX.price!.toFixed(2)}`;
/** What a sweepstake page must never show: money words, and the sweep coin's raw code. */
const MONEY = { en: /\bmoney\b/i, ru: /деньг|денеж(?!ной ценности)/i, ar: /المال|الأموال|نقود/ } as const;
const RAW_CODE = /\bQSC\b/;

/** Every text the widget shows or reads out (its shadow root's rendered text and its labels). */
async function shownText(widget: Locator): Promise<string> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) return '';
    const text = [...root.children].map((c) => (c instanceof HTMLElement ? c.innerText : '')).join('\n');
    const labels = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''} ${e.getAttribute('placeholder') ?? ''}`);
    return `${text}\n${labels.join('\n')}`;
  });
}

async function expectNoMoneyNorCode(widget: Locator, language: keyof typeof MONEY, page: string) {
  const text = await shownText(widget);
  expect(text, `${page}: raw coin code`).not.toMatch(RAW_CODE);
  expect(text, `${page}: money`).not.toMatch(MONEY[language]);
}

for (const transport of ['socket', 'http'] as const) {
  test(`SWEEP-01, SWEEP-07..09, CREATE-12: a bought pack ends on the coins it gave, and screen, request and box agree (${transport})`, async ({ page }) => {
    test.setTimeout(60_000); // a provider window on a shared machine
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, viewType: 'sweep', geo: 'US', currency: 'USD' });
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Select coin package' })).toBeVisible();
    await expectNoMoneyNorCode(widget, 'en', 'pack list');

    // The pack as the sandbox's box says it: its coins and its price, on the tile and on the order.
    await widget.getByRole('button', { name: new RegExp(`^${escape(COINS)}\\s*, ${escape(PRICE)}$`) }).click();
    await expect(widget.getByText(COINS, { exact: true })).toBeVisible();
    await expect(widget.getByText(`Price: ${PRICE}`)).toBeVisible();
    await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ada Lovelace');
    await expectNoMoneyNorCode(widget, 'en', 'select-method');
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: `Buy for ${PRICE}` }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();

    // The complete page says what was bought, not "money has been added — $9.99".
    await expect(widget.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({ timeout: 15_000 });
    const panel = widget.locator('.cashier-complete__panel');
    await expect(panel.getByText('Your coins have been added to your balance')).toBeVisible();
    await expect(panel.getByText(COINS, { exact: true })).toBeVisible();
    await expect(panel).not.toContainText(PRICE);
    // The live region reads the same: what was bought, in coins.
    await expect(widget.locator('[data-announce="processed"]')).toHaveText('Purchase successful Your coins have been added to your balance');
    await expectNoMoneyNorCode(widget, 'en', 'complete');

    // Money truth: the request carried this box, its price and currency; the sandbox charged the same.
    const [deposit] = await depositsOf(page, tokens.at(-1));
    expect(deposit).toMatchObject({ sweepstake: { boxId: BOX.boxId, amount: BOX.price, currency: BOX.priceCurrencyCode }, data: { amount: BOX.price, currency: BOX.priceCurrencyCode } });
  });
}

for (const locale of ['ru', 'ar'] as const) {
  test(`SWEEP-01: the pack list, select-method and redemption never say money nor QSC (${locale})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD', locale });
    const widget = pg.widget();
    await expect(widget.locator('.cashier-sweep-box').first()).toBeVisible();
    await expectNoMoneyNorCode(widget, locale, 'pack list');
    await widget.locator('.cashier-sweep-box').first().click();
    await expect(widget.locator('.cashier-sweep-order')).toBeVisible();
    await expectNoMoneyNorCode(widget, locale, 'select-method');
    await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD', locale, route: '/withdrawal' });
    await expect(pg.widget().locator('.cashier-sweep-balances__available')).toBeVisible();
    await expectNoMoneyNorCode(pg.widget(), locale, 'redemption');
  });
}

test('SWEEP-13, SWEEP-14: redemption names the sweep coins, never their code (en)', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD', route: '/withdrawal' });
  const widget = pg.widget();
  await expect(widget.locator('.cashier-sweep-balances')).toContainText('34.00 Sweep Coins');
  await expectNoMoneyNorCode(widget, 'en', 'redemption balances');
  await askRedemptionQuote(widget);
  await expect(widget.getByText('Redeeming 25.00 Sweep Coins')).toBeVisible();
  await expect(widget.getByText('Rate: 1.00 Sweep Coins = $1.00')).toBeVisible();
  await expect(widget.getByText(RAW_CODE)).toHaveCount(0);
});

test('on a phone, choosing a method presses its tile and brings its form into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  const pg = new Playground(page);
  await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await widget.getByRole('button', { name: new RegExp(`^${escape(COINS)}`) }).click();
  const card = widget.getByRole('button', { name: /^Visa \/ Mastercard/ });
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(widget.locator('.cashier-tile[aria-pressed="true"]')).toHaveCount(1);
  const form = widget.getByRole('heading', { name: 'Visa / Mastercard' });
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function depositsOf(page: Page, token: string | undefined): Promise<Array<Record<string, unknown>>> {
  return (await page.request.get('/sandbox/deposits', { headers: { authorization: `Bearer ${token}` } })).json();
}
