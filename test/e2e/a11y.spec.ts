// Quality bar: the pages a player reaches pass axe-core (WCAG 2.0/2.1/2.2 A and AA) with no serious or
// critical violation, at phone and desktop width. axe runs inside the widget's open shadow root.
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { Playground } from './models/playground.ts';
import { askRedemptionQuote } from './models/redemption.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// The playground's CSP forbids injected scripts (as it should); the check bypasses it in its own browser context.
test.use({ bypassCSP: true });
// Contrast is checked on settled colours: with reduced motion the widget's transitions take 1 ms
// (styles/base.css), so axe never reads a tab halfway through its 120 ms colour change (it once did).
test.use({ reducedMotion: 'reduce' });
// Every test here walks several pages and runs axe twice on each (~1–2 s a run); 30 s was too
// tight when CI's machine is busy (a walk of four pages timed out at 31 s).
test.describe.configure({ timeout: 90_000 });

/** Serious and critical violations inside <payment-cashier>, as "rule: html" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core is ~0.5 MB: injected once per document, not before every run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Element, opts: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ html: string }> }> }> } }).axe;
    const element = document.querySelector('payment-cashier');
    if (!element) return ['no payment-cashier on the page'];
    const result = await axe.run(element, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
  });
}

/** Axe found nothing serious at either width. */
const CLEAN = { Phone: [], Desktop: [] };

/**
 * Axe at phone and then desktop width on the page as it stands (the playground's frame switch
 * re-lays the widget out through its breakpoint; it does not reload it), back at phone width after.
 * One walk through a flow checks both widths, instead of walking it once per width.
 */
async function violationsAtBothWidths(pg: Playground, page: Page): Promise<Record<'Phone' | 'Desktop', string[]>> {
  const found = { Phone: [] as string[], Desktop: [] as string[] };
  for (const frame of ['Phone', 'Desktop'] as const) {
    await pg.useFrame(frame);
    await page.waitForFunction(
      (phone) => {
        const breakpoint = document.querySelector('payment-cashier')?.shadowRoot?.querySelector('.cashier')?.getAttribute('data-breakpoint');
        return phone ? breakpoint === 'small' : breakpoint !== undefined && breakpoint !== null && breakpoint !== 'small';
      },
      frame === 'Phone',
    );
    found[frame] = await seriousViolations(page);
  }
  await pg.useFrame('Phone');
  return found;
}

test(`the method list, a group list and the redirect page pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await expect(widget.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'method list').toEqual(CLEAN);
  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await expect(widget.getByRole('searchbox')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'group list').toEqual(CLEAN);
  await widget.getByRole('button', { name: /Visa/ }).first().click();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'redirect page').toEqual(CLEAN);
});

test('the complete page after a successful payment, and the empty page, pass axe', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await (await popup).getByRole('button', { name: 'Pay' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page), 'complete page').toEqual([]);
  await pg.setScenario({ emptyMethods: true });
  await pg.apply();
  await expect(pg.widget().getByText('No payment methods available for this region')).toBeVisible();
  expect(await seriousViolations(page), 'empty page').toEqual([]);
});

test('the error page with its translated player message (a sandbox 503 on the method list) passes axe', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.injectFailure('methods-payment-v5', 'socket-status', 503);
  await pg.apply();
  await expect(pg.widget().getByText('The payment service is temporarily unavailable. Try again later')).toBeVisible();
  expect(await seriousViolations(page), 'error page').toEqual([]);
});

test(`the redirect sub-pages pass axe: visual instruction, video guide, cash, eazype`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useFrame('Phone');
  let widget = pg.widget();
  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).first().click();
  await widget.getByRole('button', { name: 'Visual instruction' }).click();
  await expect(widget.getByRole('img', { name: 'The amount field with 100 entered' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'instruction page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Back', exact: true }).click();
  await widget.getByRole('button', { name: 'Video guide' }).click();
  await expect(widget.getByRole('link', { name: 'Open the video in a new tab' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'video page').toEqual(CLEAN);

  await pg.configure({ geo: 'MX', currency: 'MXN' });
  await pg.apply();
  widget = pg.widget();
  await widget.getByRole('button', { name: /^Cash/ }).click();
  await widget.getByRole('button', { name: /7-Eleven cash/ }).click();
  await expect(widget.getByRole('alert')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'cash page with a refused link').toEqual(CLEAN);

  await pg.configure({ geo: 'IN', currency: 'INR' });
  await pg.apply();
  widget = pg.widget();
  await widget.getByRole('button', { name: /EazyPe UPI QR/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(widget.getByRole('img', { name: 'QR code to pay' })).toBeVisible({ timeout: 15_000 });
  expect(await violationsAtBothWidths(pg, page), 'eazype page').toEqual(CLEAN);
});

test(`a page with dynamic fields passes axe: text, phone with its country list open, errors after a failed press`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'TR', currency: 'TRY' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^E-wallets/ }).click();
  await widget.getByRole('button', { name: /^Skrill/ }).click();
  await expect(widget.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'fields').toEqual(CLEAN);
  await widget.getByRole('combobox', { name: 'Country code' }).click();
  await expect(widget.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  expect(await violationsAtBothWidths(pg, page), 'the country list open, with its search box').toEqual(CLEAN);
  await page.keyboard.press('Escape');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(widget.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsAtBothWidths(pg, page), 'fields with errors').toEqual(CLEAN);
});

test(`issue #21: a card number field with its bank shown and its Luhn error passes axe (MIR card)`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'RU', currency: 'RUB' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await widget.getByRole('button', { name: /^MIR card/ }).click();
  await widget.getByRole('textbox', { name: 'Card number' }).pressSequentially('2202201234567890');
  await expect(widget.getByText(/^Card issuer: \u2068Sberbank\u2069$/)).toBeVisible();
  await widget.getByRole('textbox', { name: 'Card holder' }).fill('IVAN PETROV');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(widget.getByText('This card number is not valid. Check it for typos')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'card bank and Luhn error').toEqual(CLEAN);
});

test(`the bonus banners, the crypto badge and the bonus details pages pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'US', currency: 'USD', cryptoBonus: true, experiment: { key: 'abTestGroup', group: 'group_b' } });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('radiogroup', { name: 'Your bonuses' }).getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await expect(widget.getByText('Instant +5%')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'list with bonus banners').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Details' }).first().click();
  await expect(widget.getByRole('heading', { name: 'Terms' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'deposit bonus details').toEqual(CLEAN);
  await widget.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await widget.getByRole('button', { name: 'Details' }).nth(1).click();
  await expect(widget.getByRole('heading', { name: 'Games' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'free-spin bonus details').toEqual(CLEAN);
});

test('the crypto confirmations on the complete page pass axe: counting at phone width, the hash and explorer link after success at desktop width', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.usePreset('Crypto confirms fast (400 ms blocks)');
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Cryptocurrency\b/ }).click();
  await widget.getByRole('button', { name: /^Tron\b/ }).click();
  // The address page creates the deposit and moves on once the sandbox sees the transfer (CRYPTO-14).
  await expect(widget.getByRole('progressbar', { name: 'Network confirmations' })).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page), 'confirmations while waiting').toEqual([]);
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await pg.useFrame('Desktop');
  await expect(widget.getByRole('link', { name: 'View in block explorer' })).toBeVisible();
  expect(await seriousViolations(page), 'the transfer after success').toEqual([]);
});

test('the crypto-balance index passes axe: both tabs, the per-currency message and the empty search, at phone and desktop width', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ route: '/cryptobalance' });
  const widget = pg.widget();
  for (const frame of ['Phone', 'Desktop'] as const) {
    await pg.useFrame(frame);
    await widget.getByRole('tab', { name: 'Fiat currency' }).click();
    await expect(widget.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
    expect(await seriousViolations(page), `fiat tab (${frame})`).toEqual([]);
    await widget.getByRole('searchbox').fill('no such method');
    await expect(widget.getByText('No payment method found').first()).toBeVisible();
    expect(await seriousViolations(page), `empty search (${frame})`).toEqual([]);
    await widget.getByRole('tab', { name: 'Cryptocurrency' }).click();
    await widget.getByRole('combobox', { name: 'Currency' }).selectOption('XMR');
    await expect(widget.getByText('Deposit in XMR is currently unavailable')).toBeVisible();
    expect(await seriousViolations(page), `per-currency message (${frame})`).toEqual([]);
    await widget.getByRole('combobox', { name: 'Currency' }).selectOption('USDT');
    await widget.getByRole('searchbox').fill('');
    await expect(widget.getByRole('button', { name: /^Bitcoin/ })).toBeVisible();
    expect(await seriousViolations(page), `crypto tab (${frame})`).toEqual([]);
  }
});
test(`the on-ramp page (with the limits failure) and the offer list pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useFrame('Phone');
  await pg.configure({ geo: 'US', currency: 'USD' });
  await pg.apply();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /Buy crypto with card/ }).click();
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeEnabled();
  expect(await violationsAtBothWidths(pg, page), 'on-ramp page').toEqual(CLEAN);
  const currency = widget.getByRole('combobox', { name: 'Currency' });
  await currency.click();
  await widget.getByRole('option', { name: /^EUR/ }).click();
  await expect(widget.getByText('Crypto cannot be bought in this currency right now. Choose another currency')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'on-ramp limits failure').toEqual(CLEAN);
  await currency.click();
  await widget.getByRole('option', { name: /^USD/ }).click();
  await expect(amount).toBeEnabled();
  await widget.getByRole('button', { name: 'Show offers' }).click();
  await expect(widget.getByRole('button', { name: /mercuryo/ })).toContainText('Best offer');
  expect(await violationsAtBothWidths(pg, page), 'offer list').toEqual(CLEAN);
});

test(`the crypto list, the crypto address page with its bonus switch, and the empty-address notice pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ geo: 'US', currency: 'USD', cryptoBonus: true, experiment: { key: 'abTestGroup', group: 'group_b' } });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  // No simulated transfer during the test; the second address answer is empty (CRYPTO-15).
  const scenario = await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${tokens.at(-1)}` }, data: { outcomeDelayMs: 120_000 } });
  expect(scenario.ok()).toBe(true);
  await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
  await expect(widget.getByRole('searchbox', { name: 'Search payment method' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'crypto list').toEqual(CLEAN);
  await widget.getByRole('button', { name: /^Tether USDT/ }).click();
  await expect(widget.getByRole('img', { name: 'QR code of your Tether USDT deposit address' })).toBeVisible();
  await expect(widget.getByRole('switch', { name: 'Add the crypto bonus to this deposit' })).toBeChecked();
  expect(await violationsAtBothWidths(pg, page), 'crypto address page').toEqual(CLEAN);
  await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${tokens.at(-1)}` }, data: { emptyCryptoAddress: 1 } });
  await widget.getByRole('combobox', { name: 'Network' }).selectOption('BEP20');
  await expect(widget.getByRole('alert')).toContainText('No deposit address right now');
  expect(await violationsAtBothWidths(pg, page), 'empty-address notice').toEqual(CLEAN);
});

test(`the unified form — app/QR section, requisites, HTML instruction, fields and their errors — passes axe`, async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ geo: 'RU', currency: 'RUB' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const scenario = await page.request.put('/sandbox/scenario', {
    headers: { authorization: `Bearer ${tokens.at(-1)}` },
    data: { unifiedInstruction: 'html', unifiedInputFields: true, unifiedApp: true },
  });
  expect(scenario.ok()).toBe(true);
  await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
  await widget.getByRole('button', { name: /^Cross-border SBP: T-Bank/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(widget.getByRole('img', { name: 'QR code to pay' }).locator('path')).toHaveAttribute('d', /.+/);
  await expect(widget.getByRole('region', { name: 'How to pay' }).locator('strong')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'unified form').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await expect(widget.getByRole('textbox', { name: 'Last 4 digits of your card' })).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsAtBothWidths(pg, page), 'unified form with field errors').toEqual(CLEAN);
});

test(`the host-to-host invoice, the India page and the India invoice pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useFrame('Phone');
  await pg.configure({ geo: 'RU', currency: 'RUB' });
  await pg.apply();
  await pg.setScenario({ outcomeDelayMs: 120_000 });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /YooMoney/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(widget.getByRole('button', { name: 'Copy Card number' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'host-to-host invoice').toEqual(CLEAN);
  await pg.configure({ geo: 'IN', currency: 'INR' });
  await pg.apply();
  await widget.getByRole('button', { name: /UPI and Indian banks/ }).click();
  await widget.getByRole('button', { name: /IMPS bank transfer/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('textbox', { name: 'IFSC code' }).fill('HDFC0001234');
  expect(await violationsAtBothWidths(pg, page), 'India page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('img', { name: 'QR code for UPI ID' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'India invoice').toEqual(CLEAN);
});

test(`the peer-to-peer list, base page and invoice (with the Kyrgyz support button) pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'KG', currency: 'KGS' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await widget.locator('[data-group="kyrgyzstan-p2p-grouped"]').click();
  await expect(widget.getByRole('searchbox', { name: 'Search payment method' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p list').toEqual(CLEAN);
  await widget.getByRole('button', { name: /^Optima Bank/ }).click();
  await expect(widget.getByRole('button', { name: 'Deposit' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p base page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.locator('[data-requisite="number"]')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Contact support' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p invoice').toEqual(CLEAN);
});

test('FAULT-07b: the complete page with "I paid" being confirmed and its offline notice with Try again passes axe', async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ geo: 'UZ', currency: 'UZS' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const scenario = await page.request.put('/sandbox/scenario', {
    headers: { authorization: `Bearer ${tokens.at(-1)}` },
    data: { outcomeDelayMs: 120_000, socketRefused: { times: 4, fromCall: 'deposit-complete' } },
  });
  expect(scenario.ok()).toBe(true);
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await expect(widget.getByRole('alert').filter({ hasText: 'Network connection failed' }).getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 40_000 });
  expect(await violationsAtBothWidths(pg, page), 'complete page, offline').toEqual(CLEAN);
});

test(`issue #21: the p2p instruction page (Gazprombank) and the invoice's Cancel question and outcome pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'RU', currency: 'RUB' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await widget.getByRole('button', { name: /^Transfer to a Gazprombank account/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await widget.getByRole('button', { name: 'How to pay with Gazprombank' }).click();
  await expect(widget.getByRole('heading', { name: 'How to pay with Gazprombank' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p instruction page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Back to the payment details' }).click();
  await widget.getByRole('button', { name: 'Cancel deposit' }).click();
  await expect(widget.getByRole('button', { name: 'Yes, cancel the deposit' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p cancel question').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Yes, cancel the deposit' }).click();
  await expect(widget.getByRole('button', { name: 'Choose another method' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'p2p cancelled').toEqual(CLEAN);
});

test(`the sweepstake pages — packs, select-method with a card's field, the empty state, redemption, its convert quote and its complete page — pass axe`, async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD' });
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await expect(widget.getByRole('button', { name: /^70,000 Gold Coins/ })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'pack list').toEqual(CLEAN);
  await widget.getByRole('button', { name: /^70,000 Gold Coins/ }).click();
  await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
  await expect(widget.getByRole('textbox', { name: 'Card holder' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'select-method').toEqual(CLEAN);
  // SWEEP-12's empty state: the next sweepstake-boxes answers 503; Back asks for the packs again.
  const failed = await page.request.put('/sandbox/scenario', {
    headers: { authorization: `Bearer ${tokens.at(-1)}` },
    data: { failures: [{ call: 'sweepstake-boxes', kind: 'socket-status', status: 503, times: 1 }] },
  });
  expect(failed.ok()).toBe(true);
  await widget.getByRole('button', { name: 'Back' }).click();
  await expect(widget.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'sweepstake empty state').toEqual(CLEAN);
  await pg.configure({ route: '/withdrawal' });
  await pg.apply();
  await expect(widget.getByText('Available to redeem')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'redemption').toEqual(CLEAN);
  await askRedemptionQuote(widget);
  await expect(widget.getByText('You receive $24.00')).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'convert quote').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(widget.getByRole('heading', { name: 'Redemption accepted' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'redemption complete').toEqual(CLEAN);
});

test(`the withdrawal pages pass axe: bank list, amount page, confirm summary, complete, the list with its account choice and a pending withdrawal, its cancel question and cancelled status, and a group list`, async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  // Withdrawals stay pending, so the list shows one with its Cancel button (docs/sandbox.md §4).
  await pg.page.getByRole('tab', { name: 'Scenario' }).click();
  await pg.page.getByRole('combobox', { name: 'Withdrawal outcome' }).selectOption('pending');
  await pg.page.getByRole('button', { name: 'Apply scenario' }).click();
  await expect(pg.scenarioSummary).toContainText('withdrawals end pending');
  await pg.configure({ geo: 'NG', currency: 'NGN', route: '/withdrawal' });
  await pg.apply();
  await pg.useFrame('Phone');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /Nigerian banks/ }).click();
  await expect(widget.getByRole('searchbox', { name: 'Search for your bank' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'bank list').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'GTBank' }).click();
  await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('25000');
  await widget.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456789');
  expect(await violationsAtBothWidths(pg, page), 'amount page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'confirm page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'complete page').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Back to withdrawals' }).click();
  await expect(widget.getByRole('radio', { name: /Additional account/ })).toBeVisible();
  await expect(widget.getByRole('button', { name: /Cancel the withdrawal of/ })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'withdrawal list').toEqual(CLEAN);
  // Issue #21: the cancel question, then the visible "was cancelled" status (decision NAMES-03).
  await widget.getByRole('button', { name: /Cancel the withdrawal of/ }).click();
  await expect(widget.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await violationsAtBothWidths(pg, page), 'cancel question').toEqual(CLEAN);
  await widget.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(widget.getByRole('status').filter({ hasText: /was cancelled/ })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'withdrawal cancelled').toEqual(CLEAN);
  await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
  await expect(widget.getByRole('button', { name: /^Tether USDT/ })).toBeVisible();
  expect(await violationsAtBothWidths(pg, page), 'withdrawal group list').toEqual(CLEAN);
});
