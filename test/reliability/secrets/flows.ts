// The main flows the secrets scan walks as a player (decision SECRET-02), each in the playground's
// custom element: a redirect deposit, a p2p invoice with its decrypted card, a withdrawal to a typed
// card, and a 401 answered with a renewed token. Each returns the secrets it brought to the page
// beside the tokens (which the playground's token recorder collects).
import { expect, type Locator, type Page } from '@playwright/test';
import { Playground } from '../../e2e/models/playground.ts';
import { sandboxOf } from '../../e2e/models/sandbox.ts';

export type FlowName = 'redirect deposit' | 'p2p invoice' | 'withdrawal to a card' | '401 and a renewed token';

/** The sandbox's uzcard payee (demo/server/fixtures/payee-data.ts): what the p2p invoice decrypts. */
export const DECRYPTED_CARD = '8600120412345678';
export const DECRYPTED_HOLDER = 'AKMAL T.';
/** The card the player types for a withdrawal (a Luhn-valid test Visa). */
export const TYPED_CARD = '4111111111111111';

export interface Walk {
  pg: Playground;
  tokens: string[];
  /** Card numbers and decrypted data this flow put on the page. */
  secrets: string[];
}

async function open(page: Page, options: Parameters<Playground['openWith']>[0], debug: boolean) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith(options);
  // The integrator's switch (docs/host-contract.md): the debug log and helper.
  if (debug) await page.evaluate(() => document.querySelector('payment-cashier')?.setAttribute('debug', 'true'));
  return { pg, tokens, widget: pg.widget(), sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

async function payInProvider(page: Page, widget: Locator, press: () => Promise<void>) {
  const popup = page.waitForEvent('popup');
  await press();
  await (await popup).getByRole('button', { name: 'Pay' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}

export async function walk(page: Page, flow: FlowName, transport: 'socket' | 'http', debug: boolean): Promise<Walk> {
  if (flow === 'redirect deposit') {
    const { pg, tokens } = await open(page, { transport }, debug);
    await expect(pg.widget().getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await pg.depositSbp('1500', { pay: true });
    return { pg, tokens, secrets: [] };
  }
  if (flow === 'p2p invoice') {
    const { pg, tokens, widget, sandbox } = await open(page, { transport, geo: 'UZ', currency: 'UZS' }, debug);
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await sandbox.scenario({ outcomeDelayMs: 200 });
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByText(DECRYPTED_HOLDER)).toBeVisible();
    await expect(widget.locator('[data-requisite="number"]')).toContainText('8600 1204 1234 5678');
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    return { pg, tokens, secrets: [DECRYPTED_CARD, DECRYPTED_HOLDER] };
  }
  if (flow === 'withdrawal to a card') {
    const { pg, tokens, widget } = await open(page, { transport, geo: 'RU', currency: 'RUB', route: '/withdrawal' }, debug);
    await expect(widget.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible();
    await widget.getByRole('button', { name: /Withdrawal to card/ }).click();
    await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('1000');
    await widget.getByRole('textbox', { name: 'Card number' }).pressSequentially(TYPED_CARD);
    await widget.getByRole('textbox', { name: 'Card holder' }).fill('IVAN PETROV');
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    return { pg, tokens, secrets: [TYPED_CARD] };
  }
  const { pg, tokens, widget } = await open(page, { transport }, debug);
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
  await pg.refreshToken();
  await expect.poll(() => tokens.length, { message: 'the renewed token is known' }).toBeGreaterThan(1);
  await payInProvider(page, widget, () => widget.getByRole('button', { name: 'Deposit', exact: true }).click());
  return { pg, tokens, secrets: [] };
}
