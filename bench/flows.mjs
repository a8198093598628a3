/**
 * "Tap → first screen", one scenario per flow of src/app/flows.ts (`FLOWS`): what a player does to
 * get to the moment before the tap, what the tap is, and what "its first screen is on screen" means.
 * bench/lib/tap.mjs runs each on slow 4G with 4× CPU, for a player who starts at once and for one who
 * looked at the method list for 4 s first (the app fetches the flows' `prefetch` screens once the
 * list is idle); test/scripts/bench-flows.test.mjs fails when a flow has no scenario here.
 *
 * Adding a flow: one entry below, keyed by its name in `FLOWS`.
 * - `tap`: what the tap is, as the report's row says it;
 * - `before({ widget, page })`: the steps after the list is on screen (the widget page
 *   `/bench/widget.html`: token `sandbox-player-1`, country RU, see bench/lib/site.mjs and
 *   demo/server/fixtures), acting as a player: the tiles' `data-group` / `data-method`, roles,
 *   visible texts. Resolves with the locator of the element the player taps next;
 * - `firstScreen`: a CSS selector (searched in the document and every shadow root) whose first
 *   visible match ends the measurement, and `in`: `'page'` (the widget's page) or `'popup'` (the
 *   window the tap opens).
 *
 * The deposit button scenarios use `multi_card` ("Any bank card", group `card_method`): the widget
 * asks for methods in the answer's initial currency (USD) before the user record is in, then creates
 * deposits in the user's RUB, and of the GET-redirect methods in that list none accepts RUB
 * (apple_google_pay answers 400 currencyNotSupported). multi_card accepts both; its answer is a POST
 * redirect, which the helper window carries out while the widget moves to /deposit/complete just as
 * after a GET (src/stores/deposit/after-create-steps.ts).
 */

import { DEMO_TOKEN } from './lib/site.mjs';

export { PAGE_SCENARIOS } from './page-scenarios.mjs';

/** The file that lists the flows, relative to the repository root. */
export const FLOWS_FILE = 'src/app/flows.ts';
/** The wallet flows' lazy registry (its `WALLET_FLOWS` object): flows the bench measures too. */
export const WALLET_FLOWS_FILE = 'src/app/wallet-flows.ts';

export const tile = (widget, kind, name) => widget.locator(`.cashier-tile[data-${kind}="${name}"]`);

/** Opens the "Bank cards" group and then `method`; resolves once the method's amount field is shown. */
export async function openCardMethod(widget, method) {
  await tile(widget, 'group', 'card_method').click();
  await tile(widget, 'method', method).click();
  const amount = widget.locator('.cashier-amount__input');
  await amount.waitFor({ timeout: 60_000 });
  return amount;
}

/** On the redirect page of multi_card with an amount chosen (the first amount chip): the Deposit button. */
async function readyToDeposit(widget) {
  await openCardMethod(widget, 'multi_card');
  await widget.locator('.cashier-chip').first().click();
  return widget.getByRole('button', { name: 'Deposit', exact: true });
}

/**
 * Replaces the widget by one embedded for another region (`payment-geo`, `currency`, optionally
 * the first page `route`), as a host there would, with the same demo player; resolves once its list
 * is on screen. The bench player is
 * Russian, and the eazype, cash and on-ramp methods live in India, Mexico and the USA (demo/server/fixtures).
 */
async function remountIn({ widget, page }, geo, currency, route = '') {
  await page.evaluate(
    ([paymentGeo, code, token, firstPage]) => {
      const next = document.createElement('payment-cashier');
      next.setAttribute('payment-geo', paymentGeo);
      next.setAttribute('currency', code);
      next.setAttribute('token', token);
      if (firstPage) next.setAttribute('route', firstPage);
      document.querySelector('payment-cashier')?.replaceWith(next);
    },
    [geo, currency, DEMO_TOKEN, route],
  );
  await widget.locator('.cashier-tile').first().waitFor({ timeout: 60_000 });
}

/**
 * Hands the sandbox bonuses to the widget as a host does (the `bonusList` property; no banking call
 * returns them, docs/sandbox.md `GET /sandbox/bonuses`). The list then shows their banners; the
 * runner waits for the tapped button itself (bench/lib/tap.mjs).
 */
async function handOverBonuses(page) {
  await page.evaluate(async () => {
    const list = await (await fetch('/sandbox/bonuses')).json();
    document.querySelector('payment-cashier').bonusList = list;
  });
}

/**
 * @typedef {{ tap: string, flow?: string, press?: boolean, before(ctx: { widget: import('playwright').Locator, page: import('playwright').Page }): Promise<import('playwright').Locator>, firstScreen: { selector: string, in: 'page' | 'popup', afterTap?: boolean } }} Scenario
 * `afterTap`: the selector counts only from the tap on (a busy region the page before showed too).
 * `press`: the tap waits for the backend (deposit-create, deposit-prepare, withdrawal-create, a
 * p2p check): the report adds tap → busy state and the last answer → first screen (issue #24).
 */

/** @type {Record<string, Scenario>} */
export const FLOW_SCENARIOS = {
  'deposit-list': {
    tap: 'group tile "Bank cards" → the group list\'s search field',
    before: async ({ widget }) => tile(widget, 'group', 'card_method'),
    firstScreen: { selector: '.cashier-group-list .cashier-search__input', in: 'page' },
  },
  redirect: {
    tap: 'method tile "Visa / Mastercard" (in its group) → the amount field',
    before: async ({ widget }) => {
      await tile(widget, 'group', 'card_method').click();
      return tile(widget, 'method', 'visa_mastercard');
    },
    firstScreen: { selector: '.cashier-amount__input', in: 'page' },
  },
  complete: {
    press: true,
    tap: 'Deposit (multi_card, first amount chip) → the complete page, after the helper window is ready and deposit-create answered',
    before: async ({ widget }) => readyToDeposit(widget),
    firstScreen: { selector: '.cashier-complete', in: 'page' },
  },
  form: {
    press: true,
    tap: 'Deposit (multi_card) → the helper window shows its /form page',
    before: async ({ widget }) => readyToDeposit(widget),
    firstScreen: { selector: '.cashier-form-helper', in: 'popup' },
  },
  'redirect-guides': {
    tap: '"Visual instruction" on the Visa / Mastercard redirect page → the carousel\'s first slide',
    before: async ({ widget }) => {
      await openCardMethod(widget, 'visa_mastercard');
      return widget.locator('.cashier-guide-buttons button').first();
    },
    firstScreen: { selector: '.cashier-carousel__viewport', in: 'page' },
  },
  'pay-page': {
    press: true,
    tap: 'Deposit (eazype_upi, India, 500 INR) → the eazype page, once deposit-create answered',
    before: async (ctx) => {
      await remountIn(ctx, 'IN', 'INR');
      await tile(ctx.widget, 'method', 'eazype_upi').click();
      await ctx.widget.locator('.cashier-amount__input').fill('500');
      return ctx.widget.getByRole('button', { name: 'Deposit', exact: true });
    },
    firstScreen: { selector: '.cashier-pay', in: 'page' },
  },
  cash: {
    tap: 'method tile "OXXO cash" (Mexico, in its group) → the agents\' messenger links',
    before: async (ctx) => {
      await remountIn(ctx, 'MX', 'MXN');
      await tile(ctx.widget, 'group', 'cash_methods').click();
      return tile(ctx.widget, 'method', 'oxxo');
    },
    firstScreen: { selector: '.cashier-cash__agents', in: 'page' },
  },
  onramp: {
    tap: 'method tile "Buy crypto with card" (USA) → the on-ramp page\'s amount, once the USD limits are in',
    before: async (ctx) => {
      await remountIn(ctx, 'US', 'USD');
      return tile(ctx.widget, 'method', 'onramp_card');
    },
    firstScreen: { selector: '.cashier-onramp .cashier-amount__input:not([disabled])', in: 'page' },
  },
  'bonus-details': {
    tap: '"Details" on the list\'s first bonus banner (the sandbox bonuses, RUB: "Бонус 50% на депозит") → its terms',
    before: async ({ widget, page }) => {
      await handOverBonuses(page);
      return widget.getByRole('button', { name: 'Details' }).first();
    },
    firstScreen: { selector: '.cashier-bonus-details__terms', in: 'page' },
  },
  'crypto-balance': {
    tap: 'the "Cryptocurrency" tab of the crypto-balance index (host route /cryptobalance, RUB) → the crypto list for USDT (its Bitcoin tile)',
    before: async (ctx) => {
      await remountIn(ctx, 'RU', 'RUB', '/cryptobalance');
      return ctx.widget.getByRole('tab', { name: 'Cryptocurrency' });
    },
    firstScreen: { selector: '.cashier-crypto-balance .cashier-tile[data-method="btc"]', in: 'page' },
  },
  crypto: {
    press: true,
    tap: 'method tile "Tether USDT" (in the crypto list) → the first QR code of its deposit address, once deposit-create answered (issue #12)',
    before: async ({ widget }) => {
      await tile(widget, 'group', 'crypto').click();
      return tile(widget, 'method', 'usdt');
    },
    // The drawn code, not its loading placeholder (a div): the address is in and qrcode has loaded.
    firstScreen: { selector: 'svg.cashier-qr', in: 'page' },
  },
  'unified-form': {
    press: true,
    tap: 'Deposit (Cross-border SBP: T-Bank, 1500 RUB) → the unified form\'s requisites, once deposit-create answered (issue #13)',
    before: async ({ widget }) => {
      await tile(widget, 'group', 'sbp-transgran-grouped').click();
      await tile(widget, 'method', 'sbp_transgran_tbank').click();
      await widget.locator('.cashier-amount__input').fill('1500');
      return widget.getByRole('button', { name: 'Deposit', exact: true });
    },
    firstScreen: { selector: '.cashier-unified .cashier-requisites', in: 'page' },
  },
  'host-to-host': {
    press: true,
    tap: 'Deposit (yamoney_h2h, 500 RUB) → the host-to-host invoice\'s card, once deposit-create answered (issue #13)',
    before: async ({ widget }) => {
      await tile(widget, 'method', 'yamoney_h2h').click();
      await widget.locator('.cashier-amount__input').fill('500');
      return widget.getByRole('button', { name: 'Deposit', exact: true });
    },
    firstScreen: { selector: '.cashier-invoice .cashier-requisites', in: 'page' },
  },
  india: {
    press: true,
    tap: 'Continue (imps, India, 1500 INR, IFSC filled) → the India invoice\'s details, once deposit-prepare answered (issue #13)',
    before: async (ctx) => {
      await remountIn(ctx, 'IN', 'INR');
      await tile(ctx.widget, 'group', 'indian-methods-grouped').click();
      await tile(ctx.widget, 'method', 'imps').click();
      await ctx.widget.locator('.cashier-amount__input').fill('1500');
      await ctx.widget.locator('input[name="ifsc"]').fill('HDFC0001234');
      return ctx.widget.getByRole('button', { name: 'Continue', exact: true });
    },
    firstScreen: { selector: '.cashier-india .cashier-requisites', in: 'page' },
  },
  p2p: {
    press: true,
    tap: 'method tile "Uzcard" (Uzbekistan) → the p2p invoice\'s decrypted card number (issue #13): the base page\'s deposit-check finds the open deposit the sandbox keeps for the demo player (p2pExistingDeposit), so every run measures the same path, tile → check → invoice → AES-GCM decryption',
    before: async (ctx) => {
      await ctx.page.evaluate(async (token) => {
        await fetch('/sandbox/scenario', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ p2pExistingDeposit: true }) });
      }, DEMO_TOKEN);
      await remountIn(ctx, 'UZ', 'UZS');
      return tile(ctx.widget, 'method', 'uzcard');
    },
    firstScreen: { selector: '.cashier-p2p [data-requisite="number"]', in: 'page' },
  },
  sweep: {
    tap: 'coin pack "5,000 Gold Coins + 5 Sweep Coins free" (sweepstake mode, USA, USD) → select-method\'s payment methods, once methods-payment-v5 answered for the pack\'s price currency (issue #15)',
    before: async ({ widget, page }) => {
      // A sweepstake host: the same player, widget-view-type="sweep"; its first page is the pack list.
      await page.evaluate((token) => {
        const next = document.createElement('payment-cashier');
        next.setAttribute('payment-geo', 'US');
        next.setAttribute('currency', 'USD');
        next.setAttribute('widget-view-type', 'sweep');
        next.setAttribute('token', token);
        document.querySelector('payment-cashier')?.replaceWith(next);
      }, DEMO_TOKEN);
      const pack = widget.locator('.cashier-sweep-box[data-box="101"]');
      await pack.waitFor({ timeout: 60_000 });
      return pack;
    },
    firstScreen: { selector: '.cashier-sweep .cashier-tiles', in: 'page' },
  },
  withdrawal: {
    press: true,
    tap: 'Continue (Nigerian banks, GTBank, 25000 NGN, account number filled; host route /withdrawal) → the confirm page\'s summary, once withdrawal-create answered the draft (issue #15)',
    before: async (ctx) => {
      await remountIn(ctx, 'NG', 'NGN', '/withdrawal');
      await tile(ctx.widget, 'method', 'wd_nigerian_banks').click();
      await ctx.widget.getByRole('button', { name: 'GTBank', exact: true }).click();
      await ctx.widget.locator('.cashier-amount__input').fill('25000');
      await ctx.widget.locator('input[name="accountNumber"]').fill('0123456789');
      return ctx.widget.getByRole('button', { name: 'Continue', exact: true });
    },
    firstScreen: { selector: '.cashier-wd-summary', in: 'page' },
  },
};

/**
 * The flow names of `FLOWS` in the text of src/app/flows.ts (or of `WALLET_FLOWS` in
 * src/app/wallet-flows.ts): the keys of its object literal (`'deposit-list': depositList,` or the
 * shorthand `redirect,`). Read as text, so the bench and its test need no TypeScript.
 */
export function registeredFlows(source, name = 'FLOWS') {
  const literal = new RegExp(`export\\s+const\\s+${name}\\s*=\\s*\\{([^}]*)\\}`).exec(source);
  if (!literal) throw new Error(`${FLOWS_FILE}: no \`export const ${name} = { … }\` object literal`);
  const body = literal[1].replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return body
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const key = /^(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(entry);
      if (!key) throw new Error(`${FLOWS_FILE}: cannot read the FLOWS entry \`${entry}\``);
      return key[1] ?? key[2] ?? key[3];
    });
}
