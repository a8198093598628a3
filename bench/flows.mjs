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

import { handOverBonuses, openCardMethod, readyToDeposit, tile } from './scenario-steps.mjs';
import { REGION_SCENARIOS } from './region-scenarios.mjs';

export { PAGE_SCENARIOS } from './page-scenarios.mjs';
export { openCardMethod, tile } from './scenario-steps.mjs';

/** The file that lists the flows, relative to the repository root. */
export const FLOWS_FILE = 'src/app/flows.ts';
/** The wallet flows' lazy registry (its `WALLET_FLOWS` object): flows the bench measures too. */
export const WALLET_FLOWS_FILE = 'src/app/wallet-flows.ts';

/**
 * @typedef {{ tap: string, flow?: string, press?: boolean, mount?(ctx: { widget: import('playwright').Locator, page: import('playwright').Page }): Promise<void>, before(ctx: { widget: import('playwright').Locator, page: import('playwright').Page }): Promise<import('playwright').Locator>, firstScreen: { selector: string, in: 'page' | 'popup', afterTap?: boolean }, frame?: string }} Scenario
 * `mount`: the host's replacement of the widget (bench/region-scenarios.mjs); the look follows it.
 * `afterTap`: the selector counts only from the tap on (a busy region the page before showed too).
 * `frame`: for a page whose content waits for a backend call, a selector of its frame (heading and
 * busy region) that shows only after the tap; the report gives tap → frame beside tap → content.
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
  'bonus-details': {
    tap: '"Details" on the list\'s first bonus banner (the sandbox bonuses, RUB: "Бонус 50% на депозит") → its terms',
    // The host hands the bonuses over with the widget (mount), so the look sees their banners.
    mount: handOverBonuses,
    before: async ({ widget }) => widget.getByRole('button', { name: 'Details' }).first(),
    firstScreen: { selector: '.cashier-bonus-details__terms', in: 'page' },
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
  ...REGION_SCENARIOS,
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
