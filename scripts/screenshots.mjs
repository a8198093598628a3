#!/usr/bin/env node
// `npm run screenshots`: builds what is stale, starts the sandbox in-process on a free port and,
// with Playwright + Debian's Chromium, drives the integrator playground as a user (clicks,
// scenario switches, the sandbox provider page) to write PNGs into screenshots/ (git-ignored):
//   playground-*.png                      the playground itself (desktop width, plus its modes)
//   <en|ar|ru>-<screen>-<phone|desktop>.png  each widget screen at 390×844 and 1280×800
//   <en|ar|ru>-<screen>.text.json            what a player reads on that screen (scripts/screen-text/)
// Every screen's text is then scanned for raw keys, raw currency codes, English left on an ar or ru
// page and developer messages (scripts/screen-text/scan.mjs); a finding fails the run after all
// PNGs are written, and screenshots/screen-text.txt lists them.
// The widget is captured in the playground's "Full page" mode, so it fills the viewport exactly.
// Options: --only=en|ar|ru (one locale), --skip-accepted (skips the 60 s wait for "accepted"),
// --jobs=<names> (only those jobs: playground, screens, accepted, redirect-pages, field-pages, bonus-pages,
// crypto-confirmations, crypto-balance-pages, onramp-pages, crypto-pages, unified-pages, h2h-india-pages, p2p-pages,
// captcha-pages, sweep-pages, withdrawal-pages), --parallel=N (jobs at a time, default 4).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { collectScreenText } from './screen-text/collect.mjs';
import { formatFindings, scanScreenText } from './screen-text/scan.mjs';
import { ensureChromium, ensureDependencies } from './ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'screenshots');
const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith('--only='))?.slice('--only='.length);
const jobFilter = [...args].find((a) => a.startsWith('--jobs='))?.slice('--jobs='.length).split(',');
const LOCALES = [{ prefix: 'en' }, { prefix: 'ar' }, { prefix: 'ru' }].filter((l) => !only || l.prefix === only);
const WORK = { width: 1440, height: 900 };
const PARALLEL = Number([...args].find((a) => a.startsWith('--parallel='))?.slice('--parallel='.length) ?? 4);
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
// shell §9 / CONST-08: the widget re-measures its width 100 ms after a resize; give it time to paint.
const SETTLE_MS = 400;
// flows §4 (STATUS-13): a waiting deposit is shown as accepted after 60 s.
const ACCEPTED_AFTER_MS = 60_000;

/** Newest modification time under a folder (files only). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the widget when dist/ is missing or older than its sources, and always the server (0.1 s). */
async function build() {
  const bundle = join(root, 'dist/payment-cashier.js');
  const sources = Math.max(...['src', 'styles', 'locales', 'icons'].map((d) => newest(join(root, d))));
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
    console.log('› building the widget…');
    const { buildAll } = await import(pathToFileURL(join(root, 'esbuild.config.mjs')).href);
    await buildAll({ quiet: true });
  }
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

/** The playground page helpers shared by every flow. */
function playground(page, base, prefix) {
  const widget = (selector) => page.locator(`payment-cashier ${selector}`);
  const tab = (name) => page.getByRole('tab', { name }).click();

  /** Widget only, at phone and desktop size, through the playground's Full page mode. */
  async function capture(name) {
    await page.locator('#focus-on').click();
    await page.evaluate(() => {
      document.getElementById('focus-off').hidden = true;
    });
    const texts = await page.evaluate(collectScreenText);
    writeFileSync(join(outDir, `${prefix}-${name}.text.json`), JSON.stringify(texts, null, 1));
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(SETTLE_MS);
      const file = `${prefix}-${name}-${size}.png`;
      await page.screenshot({ path: join(outDir, file) });
    }
    await page.setViewportSize(WORK);
    await page.evaluate(() => {
      document.getElementById('focus-off').hidden = false;
      document.getElementById('focus-off').click();
    });
  }

  async function open() {
    await page.setViewportSize(WORK);
    await page.goto(base);
    await page.getByText(/← widget Loaded/).waitFor();
    await page.getByRole('combobox', { name: 'Locale' }).selectOption(prefix === 'en' ? 'en-US' : prefix);
    await reload();
  }

  /** "Apply and reload widget" (a page reload for the custom element), then waits for Loaded. */
  async function reload() {
    await tab('Handshake');
    await page.getByRole('button', { name: 'Apply and reload widget' }).click();
    await page.waitForLoadState();
    await page.getByRole('list', { name: 'Message log' }).getByText(/← widget Loaded/).waitFor();
  }

  async function scenario(set) {
    await tab('Scenario');
    await page.getByRole('button', { name: 'Reset scenario' }).click();
    await page.getByText('Default: everything normal').waitFor();
    await set();
    await page.getByRole('button', { name: 'Apply scenario' }).click();
    await page.locator('#scenario-dot:not([hidden])').waitFor({ state: 'attached' });
  }

  /** Picks the SBP redirect method, enters an amount and presses Deposit; returns the provider popup. */
  async function startDeposit(amount = '1500') {
    await widget('[data-method="sbp"]').click();
    await widget('.cashier-amount__input').fill(amount);
    const popup = page.waitForEvent('popup');
    await widget('.cashier-redirect__form button[type="submit"]').click();
    const provider = await popup;
    await provider.waitForLoadState();
    return provider;
  }

  return { page, prefix, widget, tab, capture, open, reload, scenario, startDeposit };
}

/** Every token the sandbox issues to this page, newest last (the scenario switches are per token). */
function issuedTokens(page) {
  const tokens = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/sandbox/tokens' || response.request().method() !== 'POST') return;
    response.json().then((body) => tokens.push(body.token), () => undefined);
  });
  return tokens;
}

/** Every screen built so far, in one locale, driven as a user. */
async function widgetScreens(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await widget('[data-method]').first().waitFor();
  await capture('method-list');

  await widget('.cashier-region-card button').click();
  await widget('.cashier-region').waitFor();
  await capture('region');
  await page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();

  await widget('[data-group="card_method"]').click();
  await widget('[data-method]').first().waitFor();
  await capture('group-list');
  await page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();

  await widget('[data-method="sbp"]').click();
  await widget('.cashier-amount__input').fill('1500');
  await capture('redirect');
  await page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();

  // An amount under the method's minimum shows the field error.
  await widget('[data-method="sbp"]').click();
  await widget('.cashier-amount__input').fill('5');
  await widget('.cashier-redirect__form button[type="submit"]').click();
  await page.waitForTimeout(200);
  await capture('redirect-invalid-amount');
  await page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();

  // HTTP-11 / CREATE-14: a 401 on deposit-create; the playground refreshes the token and the
  // widget asks for a new press, the amount kept.
  await pg.tab('Scenario');
  await page.getByRole('combobox', { name: 'Preset' }).selectOption({ label: '401 on the next deposit-create' });
  await page.getByText(/sandbox PUT \/sandbox\/scenario → 200/).first().waitFor();
  const helper = await pg.startDeposit();
  await page.getByText(/← widget onTokenExpired/).first().waitFor();
  await helper.close().catch(() => {});
  await widget('[data-session="renewed"]').waitFor();
  await capture('session-renewed');
  await pg.tab('Scenario');
  await page.getByRole('button', { name: 'Reset scenario' }).click();
  await pg.reload();

  let provider = await pg.startDeposit();
  await widget('[data-status="waiting"]').waitFor();
  await capture('complete-waiting');
  await provider.getByRole('button', { name: 'Pay' }).click();
  await widget('[data-status="processed"]').waitFor();
  await provider.close().catch(() => {});
  await capture('complete-processed');

  await pg.reload();
  provider = await pg.startDeposit();
  await provider.getByRole('button', { name: 'Decline' }).click();
  await widget('[data-status="mistaked"]').waitFor();
  await provider.close().catch(() => {});
  await capture('complete-mistaked');

  await pg.scenario(() => page.getByRole('checkbox', { name: 'Empty methods' }).check());
  await pg.reload();
  await widget('.cashier-page--centered').waitFor();
  await capture('empty');

  await pg.scenario(() => page.getByRole('checkbox', { name: 'Direct geo' }).check());
  await pg.reload();
  await widget('.cashier-page--centered').waitFor();
  await capture('empty-direct-geo');
  await pg.tab('Scenario');
  await page.getByRole('button', { name: 'Reset scenario' }).click();

  // shell §4: a native app that never injects the player's record → the error page after 5 s.
  await pg.tab('Handshake');
  await page.getByRole('checkbox', { name: 'Native app (isMobileApp)' }).check();
  await pg.reload();
  await page.getByText(/← widget onInitError/).waitFor({ timeout: 10_000 });
  await widget('.cashier-page--centered').waitFor();
  await capture('error');
  await page.getByRole('checkbox', { name: 'Native app (isMobileApp)' }).uncheck();
}

/** Picks the playground's payment geo and currency, then reloads the widget. */
async function useRegion(pg, geo, currency) {
  await pg.tab('Handshake');
  await pg.page.getByRole('combobox', { name: 'Payment geo' }).selectOption(geo);
  await pg.page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await pg.reload();
  await pg.widget('[data-method]').first().waitFor();
}

/** The redirect sub-pages (issue #10): guide buttons, instruction carousel, video guide, cash, eazype. */
async function redirectPages(pg) {
  const { widget, capture, page } = pg;
  const back = () => page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();
  await pg.open();
  await widget('[data-group="card_method"]').click();
  await widget('[data-method="visa_mastercard"]').click();
  await widget('.cashier-guide-buttons').waitFor();
  await capture('redirect-guides');
  await widget('.cashier-guide-buttons button').first().click();
  await widget('.cashier-carousel__image').waitFor();
  await widget('.cashier-carousel__controls .cashier-button--primary').click();
  await page.waitForTimeout(200);
  await capture('instruction');
  await back();
  await widget('.cashier-guide-buttons button').nth(1).click();
  await widget('.cashier-video iframe').waitFor();
  await page.waitForTimeout(500);
  await capture('video');

  await useRegion(pg, 'MX', 'MXN');
  await widget('[data-group="cash_methods"]').click();
  await widget('[data-method="seven_eleven_mx"]').click();
  await widget('.cashier-cash__rejected').waitFor();
  await capture('cash');

  await useRegion(pg, 'IN', 'INR');
  for (const [method, name] of [['eazype_upi', 'eazype'], ['eazype_paylink', 'eazype-link']]) {
    await widget(`[data-method="${method}"]`).click();
    await widget('.cashier-amount__input').fill('500');
    await widget('.cashier-redirect__form button[type="submit"]').click();
    await widget('.cashier-pay').waitFor({ timeout: 15_000 });
    if (method === 'eazype_upi') await widget('svg.cashier-qr').waitFor();
    await capture(name);
    await pg.reload();
    await widget('[data-method]').first().waitFor();
  }
}

/** The active bonus (issue #11) and the dynamic fields (issue #10): Skrill's e-mail and phone, its country list open, errors; Pix; a banner. */
async function fieldPages(pg) {
  const { widget, capture } = pg;
  await pg.open();
  // Issue #11: the active bonus on the amount page (the RUB bonus of the default player).
  await widget('[data-method="sbp"]').click();
  await widget('.cashier-bonus-offer').waitFor();
  await widget('.cashier-amount__input').fill('1500');
  await capture('bonus-offer');
  await useRegion(pg, 'TR', 'TRY');
  await widget('[data-group="e-money"]').click();
  await widget('[data-method="skrill"]').click();
  await widget('.cashier-dropdown').first().waitFor();
  await capture('fields');
  await widget('.cashier-redirect__form button[type="submit"]').click();
  await widget('[aria-invalid="true"]').first().waitFor();
  await capture('fields-errors');
  await widget('.cashier-dropdown__control').first().click();
  await widget('.cashier-dropdown__popup:not([hidden])').waitFor();
  await capture('fields-dropdown');
  await pg.reload();
  await widget('[data-method="fast_tr"]').click();
  await widget('.cashier-method-banner').waitFor();
  await capture('method-banner');
  await useRegion(pg, 'BR', 'BRL');
  await widget('[data-method="pix"]').click();
  await widget('.cashier-dropdown').first().waitFor();
  await capture('pix-fields');
}

/** The US/USD player with the crypto bonus on (the host flag and the experiment group_b: BONUS-14/15). */
async function cryptoBonusInUS(pg) {
  const { page } = pg;
  await pg.tab('Handshake');
  await page.getByRole('checkbox', { name: /^Crypto bonus available/ }).check();
  await page.getByRole('button', { name: '+ Add experiment' }).click();
  await page.getByRole('textbox', { name: 'Key' }).last().fill('abTestGroup');
  await page.getByRole('textbox', { name: 'Group' }).last().fill('group_b');
  await useRegion(pg, 'US', 'USD');
}

/**
 * The list's bonus banners (issue #11) for the US/USD player — three bonuses, one counting down —
 * with the crypto bonus on (group_b and the host flag: the 'Instant +5%' badge), then the details
 * page of the first and of the free spins.
 */
async function bonusPages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await cryptoBonusInUS(pg);
  await widget('.cashier-bonus-banner [role="timer"]').waitFor();
  await capture('bonus-list');
  await widget('[data-bonus="21"] .cashier-bonus-banner__details').click();
  await widget('.cashier-bonus-details').waitFor();
  await capture('bonus-details');
  await page.getByRole('button', { name: 'Send onGoBack', exact: true }).click();
  await widget('[data-bonus="11"] .cashier-bonus-banner__details').click();
  await widget('.cashier-bonus-details').waitFor();
  await capture('bonus-details-deposit');
}

/**
 * Issue #12: a crypto deposit's complete page while the confirmations come in (1.5 s blocks, so the
 * count is caught mid-way), then after success with the hash and the explorer link. Until the crypto
 * address page exists, a crypto method goes amount page → Deposit → complete page.
 */
async function cryptoConfirmations(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await pg.scenario(async () => {
    await page.getByRole('spinbutton', { name: 'Outcome delay (ms)' }).fill('500');
    await page.getByRole('spinbutton', { name: 'Crypto block time (ms)' }).fill('1500');
  });
  await widget('[data-group="crypto"]').click();
  // The address page creates the deposit; the sandbox sees the transfer 500 ms later (CRYPTO-14).
  await widget('[data-method="trx"]').click();
  await page.waitForFunction(() => {
    const bar = document.querySelector('payment-cashier')?.shadowRoot?.querySelector('[role="progressbar"]');
    return Number(bar?.getAttribute('aria-valuenow') ?? 0) >= 6;
  }, undefined, { timeout: 30_000 });
  await capture('complete-crypto-confirming');
  await widget('[data-status="processed"]').waitFor({ timeout: 45_000 });
  await capture('complete-crypto-processed');
}

/**
 * The crypto-balance index (issue #12, CB-01..08) for the RU/RUB player opened with the route
 * /cryptobalance: the fiat tab, the crypto tab (USDT) and the per-currency message of XMR.
 */
async function cryptoBalancePages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await pg.tab('Handshake');
  await page.getByRole('combobox', { name: 'First page (route)' }).selectOption('/cryptobalance');
  await pg.reload();
  await widget('.cashier-tabs').waitFor();
  await widget('[data-method]').first().waitFor();
  await capture('cb-fiat');
  await widget('[role="tab"]:not([aria-selected="true"])').click();
  await widget('[data-method="btc"]').waitFor();
  await capture('cb-crypto');
  await widget('.cashier-currency-select__input').selectOption('XMR');
  await widget('.cashier-balance-empty').waitFor();
  await capture('cb-empty');
}

/** The on-ramp pages (issue #12): the base page with its limits, the limits failure, the offers. */
async function onrampPages(pg) {
  const { widget, capture } = pg;
  await pg.open();
  await useRegion(pg, 'US', 'USD');
  await widget('[data-method="onramp_card"]').click();
  await widget('.cashier-amount__input:not([disabled])').waitFor();
  await capture('onramp');
  await widget('#cashier-field-currency').click();
  await widget('#cashier-field-currency-list [role="option"]:nth-child(2)').click();
  await widget('#cashier-field-currency[aria-invalid="true"]').waitFor();
  await capture('onramp-limits-failure');
  await widget('.cashier-snackbar button').click(); // the notice would still show on the offers (5 s)
  await widget('#cashier-field-country').click();
  await widget('#cashier-field-country-list [role="option"]').first().click();
  await widget('.cashier-amount__input:not([disabled])').waitFor();
  await widget('.cashier-redirect__form button[type="submit"]').click();
  await widget('.cashier-offer--best').waitFor({ timeout: 15_000 });
  await capture('onramp-offers');
}

/**
 * The withdrawal pages (issue #15): the Nigerian player's withdrawal list (balance with the account
 * choice), the bank list with its search, the amount page, the confirm summary, the complete page,
 * and the list again with the pending withdrawal and its Cancel (withdrawals stay pending).
 */
async function withdrawalPages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await pg.scenario(() => page.getByRole('combobox', { name: 'Withdrawal outcome' }).selectOption('pending'));
  await pg.tab('Handshake');
  await page.getByRole('combobox', { name: 'Payment geo' }).selectOption('NG');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
  await page.getByRole('combobox', { name: 'First page (route)' }).selectOption('/withdrawal');
  await pg.reload();
  await widget('.cashier-wd-list [data-method="wd_nigerian_banks"]').waitFor();
  await capture('withdrawal-list');
  await widget('[data-method="wd_nigerian_banks"]').click();
  await widget('.cashier-wd-banks .cashier-choice').first().waitFor();
  await capture('withdrawal-banks');
  await widget('.cashier-wd-banks .cashier-choice').nth(1).click();
  await widget('.cashier-amount__input').fill('25000');
  await widget('input[name="accountNumber"]').fill('0123456789');
  await capture('withdrawal-amount');
  await widget('.cashier-wd-amount button[type="submit"]').click();
  await widget('.cashier-wd-summary').waitFor();
  await capture('withdrawal-confirm');
  await widget('.cashier-wd-confirm button[type="submit"]').click();
  await widget('.cashier-wd-complete').waitFor();
  await capture('withdrawal-complete');
  await widget('.cashier-wd-complete .cashier-button--secondary').click();
  await widget('.cashier-wd-pending__item').first().waitFor();
  await capture('withdrawal-list-pending');
  await widget('[data-group="crypto"]').click();
  await widget('[data-method="wd_usdt"]').waitFor();
  await capture('withdrawal-group-list');
}

/**
 * The crypto list and a coin's address page (issue #12) for the US/USD player with the crypto bonus
 * on: the list with its 'Instant +5%' badges, the address page (network, QR, minimum, warning, bonus
 * switch, video guide), and the empty-address notice (the sandbox's emptyCryptoAddress switch).
 */
async function cryptoPages(pg) {
  const { widget, capture, page } = pg;
  const tokens = issuedTokens(page);
  await pg.open();
  await cryptoBonusInUS(pg);
  // No simulated transfer while the pictures are taken (it would move on to the complete page).
  await pg.scenario(() => page.getByRole('spinbutton', { name: 'Outcome delay (ms)' }).fill('120000'));
  const sandbox = (data) => page.request.put(new URL('/sandbox/scenario', page.url()).href, { headers: { authorization: `Bearer ${tokens.at(-1)}` }, data });
  await widget('[data-group="crypto"]').click();
  await widget('.cashier-crypto-list [data-method]').first().waitFor();
  await capture('crypto-list');
  await widget('[data-method="usdt"]').click();
  await widget('svg.cashier-qr').waitFor();
  await capture('crypto-address');
  await sandbox({ outcomeDelayMs: 120000, emptyCryptoAddress: 1 });
  await widget('.cashier-crypto__select').selectOption('BEP20');
  await widget('.cashier-crypto [role="alert"]').waitFor();
  await capture('crypto-empty-address');
}

/**
 * The unified form (issue #13 deliverable 6) in Russia: Cross-border SBP: T-Bank with the app/QR
 * section, an HTML instruction and input fields (the playground's Unified form switches); the same
 * after "I have paid" with empty fields (their errors); and a form whose 3 s lifetime has run out.
 */
async function unifiedPages(pg) {
  const { widget, capture, page } = pg;
  const unifiedDeposit = async () => {
    await widget('[data-group="sbp-transgran-grouped"]').click();
    await widget('[data-method="sbp_transgran_tbank"]').click();
    await widget('.cashier-amount__input').fill('1500');
    await widget('.cashier-redirect__form button[type="submit"]').click();
    await widget('.cashier-unified').waitFor({ timeout: 15_000 });
  };
  await pg.open();
  await pg.scenario(async () => {
    await page.getByRole('combobox', { name: 'Instruction' }).selectOption('html');
    await page.getByRole('checkbox', { name: /Asks for input fields/ }).check();
    await page.getByRole('checkbox', { name: 'App/QR section' }).check();
  });
  await unifiedDeposit();
  await widget('svg.cashier-qr').waitFor();
  await widget('.cashier-unified__instruction strong').waitFor();
  await capture('unified-form');
  await widget('.cashier-unified__form button[type="submit"]').click();
  await widget('.cashier-unified__form [aria-invalid="true"]').first().waitFor();
  await capture('unified-form-errors');
  await pg.reload();
  await pg.scenario(() => page.getByRole('spinbutton', { name: 'Lifetime (s)' }).fill('3'));
  await unifiedDeposit();
  await widget('.cashier-unified__expired').waitFor({ timeout: 10_000 });
  await capture('unified-form-expired');
}

/**
 * The host-to-host invoice and the India pages (issue #13 deliverables 4–5): the YooMoney card
 * invoice (RU/RUB) and the SPEI bank-transfer requisites (MX/MXN), then the India base page and its
 * invoice (IN/INR, imps). The sandbox's outcome timer is pushed back so no page moves on meanwhile.
 */
async function h2hIndiaPages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await pg.scenario(() => page.getByRole('spinbutton', { name: 'Outcome delay (ms)' }).fill('120000'));
  await widget('[data-method="yamoney_h2h"]').click();
  await widget('.cashier-amount__input').fill('500');
  await widget('.cashier-redirect__form button[type="submit"]').click();
  await widget('.cashier-invoice .cashier-requisites').first().waitFor();
  await capture('h2h-card');
  await useRegion(pg, 'MX', 'MXN');
  await pg.scenario(() => page.getByRole('spinbutton', { name: 'Outcome delay (ms)' }).fill('120000'));
  await widget('[data-method="spei"]').click();
  await widget('.cashier-amount__input').fill('1000');
  await widget('.cashier-redirect__form button[type="submit"]').click();
  await widget('.cashier-invoice .cashier-requisites').first().waitFor();
  await capture('h2h-bank-transfer');
  await useRegion(pg, 'IN', 'INR');
  await widget('[data-group="indian-methods-grouped"]').click();
  await widget('[data-method="imps"]').click();
  await widget('.cashier-india input[name="ifsc"]').waitFor();
  await widget('.cashier-amount__input').fill('1500');
  await widget('input[name="ifsc"]').fill('HDFC0001234');
  await capture('india');
  await widget('.cashier-india button[type="submit"]').click();
  await widget('.cashier-india svg.cashier-qr').waitFor();
  await capture('india-invoice');
}

/**
 * The peer-to-peer pages (issue #13): the Kyrgyz p2p list, Optima Bank's base page, its invoice with
 * the decrypted card and the support button; then nagad's invoice with an invalid confirmation id.
 */
async function p2pPages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  // Kyrgyzstan lists only groups, so not useRegion (it waits for a method tile).
  await pg.tab('Handshake');
  await page.getByRole('combobox', { name: 'Payment geo' }).selectOption('KG');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('KGS');
  await pg.reload();
  await widget('[data-group="kyrgyzstan-p2p-grouped"]').click();
  await widget('.cashier-p2p-list [data-method]').first().waitFor();
  await capture('p2p-list');
  await widget('[data-method="optima_p2p"]').click();
  await widget('.cashier-p2p-base button[type="submit"]').waitFor();
  await capture('p2p-base');
  await widget('.cashier-p2p-base button[type="submit"]').click();
  await widget('.cashier-p2p [data-requisite="number"]').waitFor();
  await capture('p2p-invoice');
  await useRegion(pg, 'BD', 'BDT');
  await widget('[data-method="nagad_p2p"]').click();
  await widget('.cashier-p2p-base button[type="submit"]').click();
  await widget('.cashier-p2p__confirm input').fill('123');
  await widget('.cashier-p2p__confirm input[aria-invalid="true"]').waitFor();
  await capture('p2p-invoice-confirmation');
}

/**
 * Captcha (issue #14) in Russia: T-Pay's slider in the helper window (the sandbox's GeeTest double,
 * with "Complete the security check to continue"), then, once the player closed it, the deposit page
 * offering "Continue without the check" (WCAG 2.5.7).
 */
async function captchaPages(pg) {
  const { widget, capture, page } = pg;
  await pg.open();
  await useRegion(pg, 'RU', 'RUB');
  await widget('[data-method="tpay_one_click"]').click();
  const popup = page.waitForEvent('popup');
  await widget('.cashier-redirect__form button[type="submit"]').click();
  const helper = await popup;
  const slider = helper.getByRole('dialog', { name: 'Security check (sandbox slider)' });
  await slider.waitFor();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await helper.setViewportSize(viewport);
    await helper.waitForTimeout(SETTLE_MS);
    await helper.screenshot({ path: join(outDir, `${pg.prefix}-captcha-slider-${size}.png`) });
  }
  await slider.getByRole('button', { name: 'Close' }).click();
  await widget('.cashier-slider-alternative').waitFor();
  await capture('captcha-alternative');
}

/** A deposit left waiting: after 60 s the complete page says "accepted". */
async function acceptedScreen(pg) {
  await pg.open();
  const provider = await pg.startDeposit();
  await pg.widget('[data-status="waiting"]').waitFor();
  await pg.widget('[data-status="accepted"]').waitFor({ timeout: ACCEPTED_AFTER_MS + 15_000 });
  await provider.close().catch(() => {});
  await pg.capture('complete-accepted');
}

/** The playground itself: desktop width, its other modes and a narrow window. */
async function playgroundShots(page, base) {
  const shot = async (name, fullPage = true) => {
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: join(outDir, `playground-${name}.png`), fullPage });
  };
  await page.setViewportSize(WORK);
  await page.goto(base);
  await page.getByText(/← widget onInit /).first().waitFor();
  await shot('desktop', false);
  await page.getByRole('radio', { name: 'Desktop', exact: true }).check();
  await shot('desktop-frame');
  await page.getByRole('radio', { name: 'Phone', exact: true }).check();
  await page.getByRole('radio', { name: 'Iframe fallback' }).check();
  await page.getByText(/→ widget loaded/).first().waitFor();
  await page.getByText(/← widget onInit /).first().waitFor();
  await shot('iframe', false);
  await page.getByRole('radio', { name: 'Native web view' }).check();
  await page.getByText(/← widget onInit /).first().waitFor();
  await shot('native', false);
  // The custom element mode reloads the page: wait for the new mount before using the form.
  const mountId = () => page.evaluate(() => document.body.dataset.mountId ?? '').catch(() => '');
  const before = await mountId();
  await page.getByRole('radio', { name: 'Custom element' }).check();
  await page.waitForFunction((old) => (document.body.dataset.mountId ?? '') !== '' && document.body.dataset.mountId !== old, before);
  await page.getByText(/← widget Loaded/).first().waitFor();
  await page.getByRole('tab', { name: 'Scenario' }).click();
  await page.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Deposits are declined' });
  await page.getByText('deposits end mistaked').waitFor();
  await shot('scenario', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('narrow-window', false);
}

/**
 * Sweepstake mode (issue #15 deliverables 1–2; widget-view-type="sweep", USA, USD): the coin packs, select-method
 * with a card's field, the empty state after a failed sweepstake-boxes (SWEEP-12: a 503 through the `failures`
 * switch, then Back to the packs), and Redemption (host route /withdrawal): the balances and methods, the crypto
 * list, the convert step with what the player receives.
 */
async function sweepPages(pg) {
  const { widget, capture, page } = pg;
  const tokens = issuedTokens(page);
  await pg.open();
  await pg.tab('Handshake');
  await page.getByRole('combobox', { name: 'View type' }).selectOption('sweep');
  await page.getByRole('combobox', { name: 'Payment geo' }).selectOption('US');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await pg.reload();
  await widget('.cashier-sweep-box').first().waitFor();
  await capture('sweep-packs');
  await widget('.cashier-sweep-box[data-box="104"]').click();
  await widget('.cashier-sweep [data-method="visa_mastercard"]').click();
  await widget('.cashier-sweep-pay input[name="cardholder"]').waitFor();
  await capture('sweep-select-method');
  const failed = { failures: [{ call: 'sweepstake-boxes', kind: 'socket-status', status: 503, times: 1 }] };
  await page.request.put(new URL('/sandbox/scenario', page.url()).href, { headers: { authorization: `Bearer ${tokens.at(-1)}` }, data: failed });
  await widget('.cashier-header__back').click();
  await widget('.cashier-sweep-empty').waitFor();
  await capture('sweep-empty');
  await pg.tab('Handshake');
  await page.getByRole('combobox', { name: 'First page (route)' }).selectOption('/withdrawal');
  await pg.reload();
  await widget('.cashier-sweep-balances').waitFor();
  await capture('sweep-redemption');
  await widget('[data-group="crypto"]').click();
  await widget('.cashier-sweep [data-method="wd_usdt"]').waitFor();
  await capture('sweep-redemption-crypto');
  await widget('.cashier-header__back').click();
  await widget('[data-method="wd_visa_mastercard"]').click();
  await widget('.cashier-amount__input').fill('25');
  await widget('input[name="cardNumber"]').fill('4111 1111 1111 1111');
  await widget('input[name="cardholder"]').fill('Ada Lovelace');
  await widget('.cashier-sweep-pay button[type="submit"]').click();
  await widget('.cashier-sweep-quote').waitFor();
  await capture('sweep-convert');
  await widget('.cashier-sweep-pay button[type="submit"]').click();
  await widget('[data-status="accepted"]').waitFor();
  await capture('sweep-redemption-complete');
}

/** Scans every screen's text written by capture(); throws when a player would read something wrong. */
function scanScreens() {
  const lines = [];
  for (const file of readdirSync(outDir).filter((f) => f.endsWith('.text.json')).sort()) {
    const screen = file.slice(0, -'.text.json'.length);
    const findings = scanScreenText(JSON.parse(readFileSync(join(outDir, file), 'utf8')), { locale: screen.split('-')[0] });
    if (findings.length) lines.push(formatFindings(screen, findings));
  }
  writeFileSync(join(outDir, 'screen-text.txt'), lines.length ? `${lines.join('\n')}\n` : 'clean\n');
  if (lines.length) throw new Error(`screen text: what a player must not read (screenshots/screen-text.txt):\n${lines.join('\n')}`);
  console.log('› screen text: no raw key, raw currency code, English on ar/ru pages or developer message');
}

async function main() {
  ensureDependencies();
  ensureChromium();
  await build();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const { createSandbox } = await import(pathToFileURL(join(root, 'dist-server/app.mjs')).href);
  // Quick automatic outcomes; no demo token (the playground issues its own players).
  const sandbox = await createSandbox({ outcomeDelayMs: 1500, demoToken: null, logger: false });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.app.server.address();
  const base = `http://127.0.0.1:${port}/`;
  console.log(`› sandbox on ${base}`);

  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const started = Date.now();
  try {
    const newPage = async () => (await browser.newContext({ viewport: WORK })).newPage();
    // Jobs run PARALLEL at a time (--parallel=N, default 4): 46 pages at once timed out on a
    // 2-core machine; the 60 s "accepted" waits still overlap with the rest.
    // A failing flow leaves a full-page picture of where it stopped: failed-<flow>.png.
    const wanted = [];
    const run = (name, flow) => {
      if (!jobFilter || jobFilter.some((job) => name === job || name.endsWith(`-${job}`))) wanted.push({ name, flow });
    };
    const runOne = async ({ name, flow }) => {
      const page = await newPage();
      try {
        await flow(page);
      } catch (error) {
        await page.screenshot({ path: join(outDir, `failed-${name}.png`), fullPage: true }).catch(() => {});
        throw new Error(`${name}: ${error.message}`);
      } finally {
        await page.context().close().catch(() => {});
      }
    };
    run('playground', (page) => playgroundShots(page, base));
    for (const { prefix } of LOCALES) {
      run(`${prefix}-screens`, (page) => widgetScreens(playground(page, base, prefix)));
      if (!args.has('--skip-accepted')) run(`${prefix}-accepted`, (page) => acceptedScreen(playground(page, base, prefix)));
      run(`${prefix}-redirect-pages`, (page) => redirectPages(playground(page, base, prefix)));
      run(`${prefix}-field-pages`, (page) => fieldPages(playground(page, base, prefix)));
      run(`${prefix}-bonus-pages`, (page) => bonusPages(playground(page, base, prefix)));
      run(`${prefix}-crypto-confirmations`, (page) => cryptoConfirmations(playground(page, base, prefix)));
      run(`${prefix}-crypto-balance-pages`, (page) => cryptoBalancePages(playground(page, base, prefix)));
      run(`${prefix}-onramp-pages`, (page) => onrampPages(playground(page, base, prefix)));
      run(`${prefix}-crypto-pages`, (page) => cryptoPages(playground(page, base, prefix)));
      run(`${prefix}-unified-pages`, (page) => unifiedPages(playground(page, base, prefix)));
      run(`${prefix}-h2h-india-pages`, (page) => h2hIndiaPages(playground(page, base, prefix)));
      run(`${prefix}-p2p-pages`, (page) => p2pPages(playground(page, base, prefix)));
      run(`${prefix}-captcha-pages`, (page) => captchaPages(playground(page, base, prefix)));
      run(`${prefix}-sweep-pages`, (page) => sweepPages(playground(page, base, prefix)));
      run(`${prefix}-withdrawal-pages`, (page) => withdrawalPages(playground(page, base, prefix)));
    }
    // The accepted waits first: they are the longest.
    wanted.sort((a, b) => Number(b.name.endsWith('-accepted')) - Number(a.name.endsWith('-accepted')));
    const results = [];
    const worker = async () => {
      while (wanted.length) {
        const next = wanted.shift();
        results.push(await runOne(next).then(() => ({ status: 'fulfilled' }), (reason) => ({ status: 'rejected', reason })));
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const files = readdirSync(outDir).filter((f) => f.endsWith('.png')).sort();
    console.log(`› ${files.length} screenshots in screenshots/ (${((Date.now() - started) / 1000).toFixed(0)} s):\n  ${files.join('\n  ')}`);
    // The screens that were reached are scanned even when a job failed.
    const problems = results.filter((r) => r.status === 'rejected').map((f) => f.reason.message);
    try {
      scanScreens();
    } catch (error) {
      problems.push(error.message);
    }
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
