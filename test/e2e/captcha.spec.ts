// Issue #14: captcha on protected methods, as a player meets it, through the sandbox's doubles of
// GeeTest v4 and reCAPTCHA (docs/sandbox.md §8). The slider runs in the helper window, which is in
// front of the player while the deposit is made (decision CAPTCHA-17); the deposit the sandbox
// records says which check it passed (`captcha`: slider, recaptcha or bypass).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import type { CaptchaOptions } from './models/playground.ts';

type Transport = 'socket' | 'http';

async function open(page: Page, options: { transport?: Transport; captcha?: CaptchaOptions; captchaRequiredOnce?: boolean } = {}) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport: options.transport ?? 'socket', geo: 'RU', currency: 'RUB', ...(options.captcha ? { captcha: options.captcha } : {}) });
  if (options.captchaRequiredOnce) await pg.setScenario({ captchaRequiredOnce: true });
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const deposits = async (): Promise<Array<{ method: string; captcha?: string }>> => {
    const answer = await page.request.get('/sandbox/deposits', { headers: { authorization: `Bearer ${tokens.at(-1)}` } });
    return answer.json();
  };
  return { pg, widget, deposits };
}

/** Presses Deposit on T-Pay and returns the helper window the press opened. */
async function pressTpay(page: Page, widget: ReturnType<Playground['widget']>) {
  await widget.getByRole('button', { name: /^T-Pay/ }).click();
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  return popup;
}

const slider = (helper: Page) => helper.getByRole('dialog', { name: 'Security check (sandbox slider)' });

for (const transport of ['socket', 'http'] as const) {
  test(`CAPTCHA-03, CAPTCHA-05, CAPTCHA-06, CAPTCHA-09, CAPTCHA-17: T-Pay's slider shows in the helper window in Russian; the player verifies and pays (${transport})`, async ({ page }) => {
    const { widget, deposits } = await open(page, { transport, captcha: { slider: 'fallback' } });
    const helper = await pressTpay(page, widget);
    await expect(helper.getByText('Complete the security check to continue')).toBeVisible();
    await expect(slider(helper)).toBeVisible();
    await expect(slider(helper).getByText('Language: rus')).toBeVisible();
    await slider(helper).getByRole('button', { name: 'Verify' }).click();
    await helper.waitForURL(/\/sandbox\/provider\//);
    await expect.poll(async () => (await deposits()).map((d) => [d.method, d.captcha])).toEqual([['tpay_one_click', 'slider']]);
  });
}

test('CAPTCHA-14, CAPTCHA-17: the player closes the slider; no deposit is made and the widget says so, then offers to continue without it (WCAG 2.5.7)', async ({ page }) => {
  const { widget, deposits } = await open(page);
  const helper = await pressTpay(page, widget);
  await slider(helper).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => helper.isClosed()).toBe(true);
  await expect(widget.getByText('The security check was closed, so the deposit was not made. Press Deposit to try again')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Deposit', exact: true })).toBeEnabled();
  expect(await deposits()).toEqual([]);
  // A player who cannot drag goes on with one click; the backend gets captchaBypass and decides.
  await expect(widget.getByText("Can't complete the security check? Continue without it. Your deposit may need an extra review")).toBeVisible();
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Continue without the check' }).click();
  const second = await popup;
  await second.waitForURL(/\/sandbox\/provider\//);
  await expect(slider(second)).toHaveCount(0);
  await expect.poll(async () => (await deposits()).map((d) => [d.method, d.captcha])).toEqual([['tpay_one_click', 'bypass']]);
});

test('CAPTCHA-15, CAPTCHA-16: the slider network fails 4 times (3 retries); the deposit goes on with captchaBypass', async ({ page }) => {
  const { widget, deposits } = await open(page, { captcha: { slider: 'network', sliderNetworkErrors: 4 } });
  const helper = await pressTpay(page, widget);
  await helper.waitForURL(/\/sandbox\/provider\//, { timeout: 15_000 });
  await expect.poll(async () => (await deposits()).map((d) => d.captcha)).toEqual(['bypass']);
});

test('CAPTCHA-05: a failed slide says "Try again" inside the slider; the second slide passes and pays', async ({ page }) => {
  const { widget, deposits } = await open(page, { captcha: { slider: 'fail' } });
  const helper = await pressTpay(page, widget);
  await slider(helper).getByRole('button', { name: 'Verify' }).click();
  await expect(slider(helper).getByText('Try again')).toBeVisible();
  await slider(helper).getByRole('button', { name: 'Verify' }).click();
  await helper.waitForURL(/\/sandbox\/provider\//);
  await expect.poll(async () => (await deposits()).map((d) => [d.method, d.captcha])).toEqual([['tpay_one_click', 'slider']]);
});

test('CAPTCHA-11: a captcha_required answer brings the slider back once; the retry makes one deposit', async ({ page }) => {
  const { widget, deposits } = await open(page, { captchaRequiredOnce: true });
  const helper = await pressTpay(page, widget);
  await slider(helper).getByRole('button', { name: 'Verify' }).click();
  await expect(slider(helper), 'the second slider, after captcha_required').toBeVisible();
  await slider(helper).getByRole('button', { name: 'Verify' }).click();
  await helper.waitForURL(/\/sandbox\/provider\//);
  await expect.poll(async () => (await deposits()).map((d) => [d.method, d.captcha])).toEqual([['tpay_one_click', 'slider']]);
});

for (const transport of ['socket', 'http'] as const) {
  test(`CAPTCHA-01, CAPTCHA-02, CAPTCHA-10, CAPTCHA-12: card-p2p — the player closes the challenge, presses again and passes it; the transfer carries the recaptcha pair (${transport})`, async ({ page }) => {
  const { widget, deposits } = await open(page, { transport, captcha: { invisible: 'challenge' } });
  await widget.getByRole('button', { name: /^Transfer to card/ }).click();
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  const challenge = page.frameLocator('iframe[title="recaptcha challenge expires in two minutes"]');
  await expect(challenge.getByRole('heading', { name: 'Sandbox challenge' })).toBeVisible();
  // Google closes its challenge when the player clicks beside it.
  await page.mouse.click(5, 5);
  await expect(widget.getByText('The security check was closed, so the deposit was not made. Press Deposit to try again')).toBeVisible();
  expect(await deposits()).toEqual([]);
  // The challenge is clicks, not a drag: no way around it is offered (decision CAPTCHA-17).
  await expect(widget.getByRole('button', { name: 'Continue without the check' })).toHaveCount(0);
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(widget.getByRole('button', { name: 'I have paid' })).toBeVisible();
  await expect.poll(async () => (await deposits()).map((d) => [d.method, d.captcha])).toEqual([['card-p2p', 'recaptcha']]);
  });
}

test('CAPTCHA-06, CAPTCHA-09, CAPTCHA-10: the other protected methods run the slider — in the helper window (Alfa, VTB) or in the page (cross-border SBP Sber, phone transfer)', async ({ page }) => {
  test.setTimeout(60_000);
  const { pg, widget, deposits } = await open(page);
  for (const name of [/^Alfa-Bank in one click/, /^VTB in one click/]) {
    await widget.getByRole('button', { name }).click();
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    const helper = await popup;
    await slider(helper).getByRole('button', { name: 'Verify' }).click();
    await helper.waitForURL(/\/sandbox\/provider\//);
    await helper.close();
    await pg.apply(); // the player opens the cashier again
  }
  await widget.getByRole('button', { name: /^Cross-border SBP/ }).click();
  await widget.getByRole('button', { name: /^Cross-border SBP: Sber/ }).click();
  // Decision CREATE-NOREDIR: cross-border SBP never redirects, so no window: the slider is in the page.
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await slider(page).getByRole('button', { name: 'Verify' }).click();
  await expect.poll(async () => (await deposits()).map((d) => d.method)).toContain('sbp_transgran_rabbit_sber');
  await pg.apply();
  await widget.getByRole('button', { name: /^Transfer by phone number/ }).click();
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await slider(page).getByRole('button', { name: 'Verify' }).click();
  await expect(widget.getByRole('button', { name: 'I have paid' })).toBeVisible();
  const made = async () => (await deposits()).map((d) => `${d.method}: ${d.captcha}`).sort();
  await expect.poll(made).toEqual(['alfa_one_click: slider', 'phone_p2p: slider', 'sbp_transgran_rabbit_sber: slider', 'vtb_one_click: slider']);
});

test('CAPTCHA-06: an unprotected method loads no captcha script and sends no captcha field', async ({ page }) => {
  const captchaRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/sandbox\/captcha\/|geetest|recaptcha/.test(r.url())) captchaRequests.push(r.url());
  });
  const { widget, deposits } = await open(page);
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await (await popup).waitForURL(/\/sandbox\/provider\//);
  await expect.poll(async () => (await deposits()).length).toBe(1);
  expect((await deposits())[0]?.captcha).toBeUndefined();
  expect(captchaRequests).toEqual([]);
});
