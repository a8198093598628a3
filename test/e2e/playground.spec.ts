// The integrator playground as an integrator uses it (docs/playground.md): the token stays secret,
// the snippet, scenario presets, new players, the three embed modes, and a 401 during a deposit.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Asserts none of `tokens` is in the page, its frames, the widget's attributes or the log. */
async function expectNoToken(pg: Playground, tokens: readonly string[]) {
  expect(tokens.length, 'the sandbox issued tokens to check for').toBeGreaterThan(0);
  const markup = await pg.allMarkup();
  const log = (await pg.log.textContent()) ?? '';
  const attributes = await pg.page
    .locator('payment-cashier')
    .evaluateAll((els) => els.flatMap((el) => el.getAttributeNames().map((name) => `${name}=${el.getAttribute(name) ?? ''}`)));
  for (const token of tokens) {
    expect(markup.includes(token), 'token in the page, a frame or the widget markup').toBe(false);
    expect(log.includes(token), 'token in the log').toBe(false);
    expect(attributes.some((a) => a.includes(token)), 'token in an element attribute').toBe(false);
  }
  expect(attributes.some((a) => a.startsWith('token=')), 'a token attribute').toBe(false);
}

test('HOST-03: the token never reaches the DOM, the element attributes or the log, before and after a refresh and in the iframe mode', async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  await expect(pg.widget().getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
  await expectNoToken(pg, tokens);
  // The log shows that a token was handed over, redacted.
  await expect(pg.logEntry(/→ widget/).filter({ hasText: '«redacted»' }).first()).toBeAttached();
  await expect(page.locator('#token-mask')).toHaveText(/^sbx_•+$/);

  await pg.refreshToken();
  await expect.poll(() => tokens.length).toBeGreaterThan(1);
  await expectNoToken(pg, tokens);

  await pg.useMode('Iframe fallback');
  await expect(pg.widget('iframe').getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
  await expectNoToken(pg, tokens);
});

test('HOST-03: the snippet shows the token placeholder, never the token, in every embed mode', async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  const expectPlaceholderOnly = async (line: string) => {
    await expect(pg.snippet).toContainText(line);
    const text = (await pg.snippet.textContent()) ?? '';
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(text.includes(token), 'token in the snippet').toBe(false);
  };
  await expectPlaceholderOnly("cashier.token = '<PLAYER_TOKEN>'");
  await pg.useMode('Iframe fallback');
  await expectPlaceholderOnly('"token": "<PLAYER_TOKEN>"');
  await pg.useMode('Native web view');
  await expectPlaceholderOnly('playerJsonWithToken');
});

test('a scenario preset shows in the Active scenario summary, and Reset scenario clears it', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.page.getByRole('tab', { name: 'Scenario' }).click();
  await expect(pg.scenarioSummary).toHaveText('Default: everything normal');
  await pg.usePreset('Deposits are declined');
  await expect(pg.scenarioSummary).toContainText('deposits end mistaked');
  await expect(pg.scenarioSummary).toContainText('outcome after 1500 ms');
  await pg.usePreset('401 on the next deposit-create');
  await expect(pg.scenarioSummary).toHaveText('401 once on deposit-create');
  await pg.resetScenario();
  await expect(pg.scenarioSummary).toHaveText('Default: everything normal');
});

test('New player: another sandbox player, a remounted widget and a fresh Loaded', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const before = (await page.locator('#player-id').textContent()) ?? '';
  await pg.newPlayer();
  await expect(page.locator('#player-id')).not.toHaveText(before);
  await expect(page.locator('#player-id')).not.toHaveText('…');
  await expect(pg.logEntry(/← widget Loaded/)).toHaveCount(1);
  await expect(pg.widget().getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await expect(pg.widget().getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
});

test('HOST-08, HOST-20: the iframe fallback and the native web view show the method list', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useMode('Iframe fallback');
  await expect(pg.widget('iframe').getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await expect(pg.widget('iframe').getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
  await pg.useMode('Native web view');
  await expect(pg.widget('native').getByRole('heading', { name: 'Deposit method' })).toBeVisible({ timeout: 15_000 });
  await expect(pg.widget('native').getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
});

test('CREATE-14, HTTP-11: a 401 on deposit-create closes the provider window, keeps the amount and, after the refresh, asks to press Deposit again without creating twice', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.usePreset('401 on the next deposit-create');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  const helper = await popup;
  await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
  await expect.poll(() => helper.isClosed(), { message: 'the helper window is closed' }).toBe(true);
  // The playground refreshes the token on onTokenExpired; the widget then asks for a new press.
  await expect(widget.getByRole('status').filter({ hasText: 'Press “Deposit” again to continue' })).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toHaveValue('1500');
  await page.waitForTimeout(1_000);
  await expect(pg.logEntry(/← widget onRequest/).filter({ hasText: '"call":"deposit-create"' })).toHaveCount(1);
  const provider = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await (await provider).getByRole('button', { name: 'Pay' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await expect(pg.logEntry(/← widget onRequest/).filter({ hasText: '"call":"deposit-create"' })).toHaveCount(2);
});
