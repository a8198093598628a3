// Issue #10 part 5, decision CREATE-IDEM: one deposit per intended press. To keep twenty fresh
// pages fast, each page is the widget's own iframe page opened on its own: the test is the host,
// handing over a sandbox token (made through the test API) in the `loaded` message, as an iframe
// host does (docs/host-contract.md). The deposits are then counted with GET /sandbox/deposits.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

type Transport = 'socket' | 'http';

async function newToken(request: APIRequestContext, player: string): Promise<string> {
  const answer = await request.post('/sandbox/tokens', { data: { player, country: 'RU' } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { token: string }).token;
}

const authorised = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function depositsOf(request: APIRequestContext, token: string): Promise<Array<{ data: { depositId: number }; method: string }>> {
  return (await request.get('/sandbox/deposits', authorised(token))).json();
}

/** A fresh page with the widget for `token`, on SBP with 1500 RUB typed in. */
async function openWidget(context: BrowserContext, token: string, transport: Transport): Promise<Page> {
  const page = await context.newPage();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const query = new URLSearchParams({ hostOrigin: origin, locale: 'en', paymentGeo: 'RU', currency: 'RUB', transport });
  await page.goto(`/widget/iframe.html?${query}`);
  // The page is its own host here: the token arrives in the `loaded` message, never in the URL.
  await page.evaluate((token) => window.postMessage({ type: 'loaded', payload: { token } }, location.origin), token);
  await page.locator('payment-cashier').getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await page.locator('payment-cashier').getByRole('textbox', { name: 'Amount' }).fill('1500');
  return page;
}

const depositButton = (page: Page) => page.locator('payment-cashier').getByRole('button', { name: 'Deposit', exact: true });
/** The complete page after a created deposit (the helper window went on to the provider). */
const waitingForPayment = (page: Page) => page.locator('payment-cashier').getByRole('heading', { name: 'Waiting for payment confirmation…' });

test('CREATE-IDEM: 10 double clicks and 10 Enter-plus-click presses, each on a fresh page, make exactly 20 deposits', async ({ context, request }) => {
  test.setTimeout(240_000); // twenty fresh pages, each loading the widget and its helper window
  const token = await newToken(request, `one-press-${Date.now()}`);
  // The create takes 300 ms, so the second click or the click after Enter lands while it runs.
  expect((await request.put('/sandbox/scenario', { ...authorised(token), data: { latencyMs: { 'deposit-create': 300 } } })).status()).toBe(200);
  const press = async (transport: Transport, how: (page: Page) => Promise<void>) => {
    const page = await openWidget(context, token, transport);
    const helper = page.waitForEvent('popup');
    await how(page);
    await expect(waitingForPayment(page)).toBeVisible({ timeout: 15_000 });
    // The player closes the provider window once it shows. Closing the helper window in the middle of
    // its navigation to the provider made Chromium's Target.closeTarget wait ~110 s (a CDP quirk).
    const window = await helper;
    await window.waitForURL(/\/sandbox\/provider\//);
    await window.close();
    await page.close();
  };
  // Two fresh pages at a time, one per transport.
  const tenTimes = async (how: (page: Page) => Promise<void>) => {
    for (let i = 0; i < 10; i += 2) await Promise.all([press('socket', how), press('http', how)]);
  };
  await tenTimes((page) => depositButton(page).dblclick());
  await tenTimes(async (page) => {
    const button = (await depositButton(page).boundingBox())!;
    await page.locator('payment-cashier').getByRole('textbox', { name: 'Amount' }).press('Enter');
    // The player's click follows the Enter at once, where the button was, whatever it shows by then.
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  });
  const deposits = await depositsOf(request, token);
  expect(deposits.length).toBe(20);
  expect(new Set(deposits.map((d) => d.method))).toEqual(new Set(['sbp']));
});

for (const transport of ['socket', 'http'] as const) {
  test(`CREATE-IDEM: the deposit is made but its answer is lost; the player's next press finds it and pays (${transport})`, async ({ context, request }) => {
    const token = await newToken(request, `lost-answer-${transport}-${Date.now()}`);
    const put = await request.put('/sandbox/scenario', { ...authorised(token), data: { loseAnswer: { call: 'deposit-create', times: 1 } } });
    expect(put.status()).toBe(200);
    const page = await openWidget(context, token, transport);
    const widget = page.locator('payment-cashier');

    const firstWindow = page.waitForEvent('popup');
    await depositButton(page).click();
    // Either the player sees the failure (the socket dropped), or the browser itself sent the POST
    // again on a fresh connection (Chromium does so when a reused connection is reset) and the
    // key's replay answered it. Both must end in the one deposit the lost answer made.
    const lostMessage = widget.getByText('Network connection failed');
    await expect(lostMessage.or(waitingForPayment(page))).toBeVisible({ timeout: 15_000 });
    const made = await depositsOf(request, token);
    expect(made.length, 'the lost press made its deposit').toBe(1);
    let provider = await firstWindow;
    if (await lostMessage.isVisible()) {
      test.info().annotations.push({ type: 'path', description: 'the player pressed Deposit again' });
      const nextWindow = page.waitForEvent('popup');
      await depositButton(page).click();
      provider = await nextWindow;
    } else {
      test.info().annotations.push({ type: 'path', description: 'the browser resent the request' });
    }
    await provider.getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });

    const after = await depositsOf(request, token);
    expect(after.map((d) => d.data.depositId)).toEqual([made[0]!.data.depositId]);
    const calls = (await (await request.get('/sandbox/calls', authorised(token))).json()) as Array<{ call: string; outcome: number | string; lostAnswer?: number; replayed?: boolean }>;
    expect(calls.filter((c) => c.call === 'deposit-create').map(({ outcome, lostAnswer, replayed }) => ({ outcome, lostAnswer, replayed }))).toEqual([
      { outcome: 'network', lostAnswer: 200, replayed: undefined },
      { outcome: 200, lostAnswer: undefined, replayed: true },
    ]);
  });
}
