// The main flows the secrets scan walks as a player (decisions SECRET-02, SECRET-05), in the
// playground's custom element, iframe fallback or native web view: a redirect deposit, a p2p invoice
// with its decrypted card, a withdrawal to a typed card, and a 401 answered with a renewed token. Each
// returns the secrets it brought to the page beside the tokens (which the playground's token recorder
// collects).
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { Playground, type EmbedMode } from '../../e2e/models/playground.ts';
import { sandboxOf } from '../../e2e/models/sandbox.ts';

export type FlowName = 'redirect deposit' | 'p2p invoice' | 'withdrawal to a card' | '401 and a renewed token';

/** The sandbox's uzcard payee (demo/server/fixtures/payee-data.ts): what the p2p invoice decrypts. */
export const DECRYPTED_CARD = '8600120412345678';
export const DECRYPTED_HOLDER = 'AKMAL T.';
/** The card the player types for a withdrawal (a Luhn-valid test Visa). */
export const TYPED_CARD = '4111111111111111';

export type Mode = 'element' | 'iframe' | 'native';
const MODE_NAMES: Record<Exclude<Mode, 'element'>, EmbedMode> = { iframe: 'Iframe fallback', native: 'Native web view' };

export interface Walk {
  pg: Playground;
  tokens: string[];
  /** Card numbers and decrypted data this flow put on the page. */
  secrets: string[];
  /** Whether the debug helper (`window.paymentCashierDebug`) was on the widget's window once the flow began. */
  debugHelper: boolean;
}

/** The window the widget runs in: the page for the element, the embed's frame otherwise. */
async function widgetFrame(page: Page, mode: Mode): Promise<Frame> {
  if (mode === 'element') return page.mainFrame();
  const title = mode === 'iframe' ? 'Payment cashier' : 'Native web view';
  return (await (await page.locator(`iframe[title="${title}"]`).elementHandle())?.contentFrame())!;
}

/**
 * Turns debug mode on the way each embed's owner can (SECRET-05): the integrator's attribute on the
 * element; a `loaded` post with `debug: true` from the host into the iframe fallback (its URL passes
 * no `debug` on, and a host cannot reach into its frame); the app's attribute on the element of its
 * own web view page.
 */
async function turnDebugOn(page: Page, mode: Mode, frame: Frame) {
  if (mode === 'iframe') {
    await page.evaluate(() => {
      const win = document.querySelector<HTMLIFrameElement>('iframe[title="Payment cashier"]')?.contentWindow;
      win?.postMessage(JSON.stringify({ type: 'loaded', payload: { debug: true } }), location.origin);
    });
  } else {
    await frame.evaluate(() => document.querySelector('payment-cashier')?.setAttribute('debug', 'true'));
  }
}

async function open(page: Page, options: Parameters<Playground['openWith']>[0], debug: boolean, mode: Mode) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith(options);
  if (mode !== 'element') await pg.useMode(MODE_NAMES[mode]);
  const widget = pg.widget(mode);
  await expect(widget.getByRole('heading', { name: options.route === '/withdrawal' ? 'Available to withdraw' : 'Deposit method' })).toBeVisible({ timeout: 15_000 });
  const frame = await widgetFrame(page, mode);
  if (debug) await turnDebugOn(page, mode, frame);
  const helper = () => frame.evaluate(() => 'paymentCashierDebug' in window);
  if (debug) await expect.poll(helper, { message: 'the debug helper' }).toBe(true);
  return { pg, tokens, widget, debugHelper: await helper(), sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

/**
 * Pays on the provider's page: in the helper window (a popup) for the element and the iframe fallback;
 * the native web view opens no window (REDIR-10) but asks its app to open the provider's page in the
 * external browser (`openExtBrowser` on the bridge), which the test does as the app would: a new page.
 */
async function payInProvider(pg: Playground, mode: Mode, widget: Locator, press: () => Promise<void>) {
  const page = pg.page;
  if (mode === 'native') {
    await press();
    const asked = pg.logEntry(/openExtBrowser/).first();
    await expect(asked).toBeVisible({ timeout: 15_000 });
    const { url } = JSON.parse((await asked.locator('code').textContent()) ?? '{}') as { url: string };
    const browser = await page.context().newPage();
    await browser.goto(url);
    await browser.getByRole('button', { name: 'Pay' }).click();
  } else {
    const popup = page.waitForEvent('popup');
    await press();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
  }
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}

export async function walk(page: Page, flow: FlowName, transport: 'socket' | 'http', debug: boolean, mode: Mode = 'element'): Promise<Walk> {
  if (flow === 'redirect deposit') {
    const { pg, tokens, widget, debugHelper } = await open(page, { transport }, debug, mode);
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await payInProvider(pg, mode, widget, () => widget.getByRole('button', { name: 'Deposit', exact: true }).click());
    return { pg, tokens, debugHelper, secrets: [] };
  }
  if (flow === 'p2p invoice') {
    const { pg, tokens, widget, sandbox, debugHelper } = await open(page, { transport, geo: 'UZ', currency: 'UZS' }, debug, mode);
    await sandbox.scenario({ outcomeDelayMs: 200 });
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByText(DECRYPTED_HOLDER)).toBeVisible();
    await expect(widget.locator('[data-requisite="number"]')).toContainText('8600 1204 1234 5678');
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    return { pg, tokens, debugHelper, secrets: [DECRYPTED_CARD, DECRYPTED_HOLDER] };
  }
  if (flow === 'withdrawal to a card') {
    const { pg, tokens, widget, debugHelper } = await open(page, { transport, geo: 'RU', currency: 'RUB', route: '/withdrawal' }, debug, mode);
    await widget.getByRole('button', { name: /Withdrawal to card/ }).click();
    await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
    await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('1000');
    await widget.getByRole('textbox', { name: 'Card number' }).pressSequentially(TYPED_CARD);
    await widget.getByRole('textbox', { name: 'Card holder' }).fill('IVAN PETROV');
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    return { pg, tokens, debugHelper, secrets: [TYPED_CARD] };
  }
  const { pg, tokens, widget, debugHelper } = await open(page, { transport }, debug, mode);
  await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
  await pg.refreshToken();
  await expect.poll(() => tokens.length, { message: 'the renewed token is known' }).toBeGreaterThan(1);
  await payInProvider(pg, mode, widget, () => widget.getByRole('button', { name: 'Deposit', exact: true }).click());
  return { pg, tokens, debugHelper, secrets: [] };
}
