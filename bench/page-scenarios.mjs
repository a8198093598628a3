/**
 * More page-opening taps of issue #24 deliverable 3 than one per flow (bench/flows.mjs): sub-pages
 * and the pages a host opens. Same shape as FLOW_SCENARIOS, plus `flow`, the flow whose chunks they
 * load; bench/lib/tap.mjs runs them with the flows'.
 */
import { openCardMethod, sweepHost, tile } from './scenario-steps.mjs';

/**
 * A button of the host page that moves the cashier, as an integrator's menu does (`el.route = …`,
 * docs/host-contract.md "Setting it later navigates"); resolves with its locator.
 */
async function hostButton(page, route) {
  await page.evaluate((to) => {
    const button = document.createElement('button');
    button.id = 'bench-host-route';
    button.textContent = `Open ${to}`;
    button.addEventListener('click', () => (document.querySelector('payment-cashier').route = to));
    document.body.prepend(button);
  }, route);
  return page.locator('#bench-host-route');
}

/**
 * More page-opening taps of issue #24 deliverable 3, beyond one per flow: sub-pages and the pages a
 * host opens (`flow` names the flow whose chunks they load). Their first screen is the page's frame
 * where its data needs a call (the busy region or the content, whichever shows first).
 * @type {Record<string, import('./flows.mjs').Scenario>}
 */
export const PAGE_SCENARIOS = {
  'crypto-list': {
    flow: 'crypto',
    tap: 'group tile "Crypto" → the crypto list\'s coins',
    before: async ({ widget }) => tile(widget, 'group', 'crypto'),
    firstScreen: { selector: '.cashier-crypto-list .cashier-tile', in: 'page' },
  },
  'redirect-video': {
    flow: 'redirect-guides',
    tap: '"Video guide" on the Visa / Mastercard redirect page → the video page',
    before: async ({ widget }) => {
      await openCardMethod(widget, 'visa_mastercard');
      return widget.locator('.cashier-guide-buttons button').nth(1);
    },
    firstScreen: { selector: '.cashier-video', in: 'page' },
  },
  'withdrawal-list': {
    flow: 'withdrawal',
    tap: 'the host\'s "Withdraw" button (`el.route = "/withdrawal"`) → the withdrawal list\'s frame (its busy region, or the list)',
    before: async ({ page }) => hostButton(page, '/withdrawal'),
    firstScreen: { selector: '.cashier-wd-list, .cashier-spinner', in: 'page', afterTap: true },
  },
  'coin-packs': {
    flow: 'sweep',
    tap: 'the sweepstake host\'s "Buy coins" button (`el.route = "/deposit"`, from Redemption) → the coin packs page\'s frame',
    mount: (ctx) => sweepHost(ctx, '.cashier-sweep-balances', '/withdrawal'),
    before: async ({ page }) => hostButton(page, '/deposit'),
    firstScreen: { selector: '.cashier-sweep-disclaimer, .cashier-sweep__loading', in: 'page', afterTap: true },
  },
  redemption: {
    flow: 'sweep',
    tap: 'the sweepstake host\'s "Redeem" button (`el.route = "/withdrawal"`, from the coin packs) → Redemption\'s frame',
    mount: (ctx) => sweepHost(ctx, '.cashier-sweep-box', '/deposit'),
    before: async ({ page }) => hostButton(page, '/withdrawal'),
    firstScreen: { selector: '.cashier-sweep-balances, .cashier-sweep__loading', in: 'page', afterTap: true },
  },
};
