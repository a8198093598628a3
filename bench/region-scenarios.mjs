/**
 * The flow scenarios whose host is in another region or mode than the bench page's (India, Mexico,
 * the USA, Uzbekistan, Nigeria; crypto-balance and sweepstake mode). Same shape as the others in
 * bench/flows.mjs, plus `mount`: the host's replacement of the widget, after which the runner's
 * look at the new element's first page starts (bench/lib/tap.mjs), so its idle prefetch has run
 * before the steps and the tap, as for a player who opened that host's cashier.
 */
import { DEMO_TOKEN } from './lib/site.mjs';
import { remountIn, sweepHost, tile } from './scenario-steps.mjs';

/** @type {Record<string, import('./flows.mjs').Scenario>} */
export const REGION_SCENARIOS = {
  'pay-page': {
    press: true,
    tap: 'Deposit (eazype_upi, India, 500 INR) → the eazype page, once deposit-create answered',
    mount: (ctx) => remountIn(ctx, 'IN', 'INR'),
    before: async ({ widget }) => {
      await tile(widget, 'method', 'eazype_upi').click();
      await widget.locator('.cashier-amount__input').fill('500');
      return widget.getByRole('button', { name: 'Deposit', exact: true });
    },
    firstScreen: { selector: '.cashier-pay', in: 'page' },
  },
  cash: {
    tap: 'method tile "OXXO cash" (Mexico, in its group) → the agents\' messenger links',
    mount: (ctx) => remountIn(ctx, 'MX', 'MXN'),
    before: async ({ widget }) => {
      await tile(widget, 'group', 'cash_methods').click();
      return tile(widget, 'method', 'oxxo');
    },
    firstScreen: { selector: '.cashier-cash__agents', in: 'page' },
  },
  onramp: {
    tap: 'method tile "Buy crypto with card" (USA) → the on-ramp page\'s amount, once the USD limits are in',
    mount: (ctx) => remountIn(ctx, 'US', 'USD'),
    before: async ({ widget }) => tile(widget, 'method', 'onramp_card'),
    firstScreen: { selector: '.cashier-onramp .cashier-amount__input:not([disabled])', in: 'page' },
    // The page with its amount field, disabled until the limits are in.
    frame: '.cashier-onramp .cashier-amount__input',
  },
  'crypto-balance': {
    tap: 'the "Cryptocurrency" tab of the crypto-balance index (host route /cryptobalance, RUB) → the crypto list for USDT (its Bitcoin tile)',
    mount: (ctx) => remountIn(ctx, 'RU', 'RUB', '/cryptobalance'),
    before: async ({ widget }) => widget.getByRole('tab', { name: 'Cryptocurrency' }),
    firstScreen: { selector: '.cashier-crypto-balance .cashier-tile[data-method="btc"]', in: 'page' },
    // The tab's panel with its currency and the spinner of its list.
    frame: '.cashier-crypto-balance .cashier-spinner, .cashier-crypto-balance .cashier-tile[data-method="btc"]',
  },
  india: {
    press: true,
    tap: 'Continue (imps, India, 1500 INR, IFSC filled) → the India invoice\'s details, once deposit-prepare answered (issue #13)',
    mount: (ctx) => remountIn(ctx, 'IN', 'INR'),
    before: async ({ widget }) => {
      await tile(widget, 'group', 'indian-methods-grouped').click();
      await tile(widget, 'method', 'imps').click();
      await widget.locator('.cashier-amount__input').fill('1500');
      await widget.locator('input[name="ifsc"]').fill('HDFC0001234');
      return widget.getByRole('button', { name: 'Continue', exact: true });
    },
    firstScreen: { selector: '.cashier-india .cashier-requisites', in: 'page' },
  },
  p2p: {
    press: true,
    tap: 'method tile "Uzcard" (Uzbekistan) → the p2p invoice\'s decrypted card number (issue #13): the base page\'s deposit-check finds the open deposit the sandbox keeps for the demo player (p2pExistingDeposit), so every run measures the same path, tile → check → invoice → AES-GCM decryption',
    mount: async (ctx) => {
      await ctx.page.evaluate(async (token) => {
        await fetch('/sandbox/scenario', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ p2pExistingDeposit: true }) });
      }, DEMO_TOKEN);
      await remountIn(ctx, 'UZ', 'UZS');
    },
    before: async ({ widget }) => tile(widget, 'method', 'uzcard'),
    firstScreen: { selector: '.cashier-p2p [data-requisite="number"]', in: 'page' },
    // The base page with its "checking" spinner, while deposit-check runs.
    frame: '.cashier-p2p-base, .cashier-p2p [data-requisite="number"]',
  },
  sweep: {
    tap: 'coin pack "5,000 Gold Coins + 5 Sweep Coins free" (sweepstake mode, USA, USD) → select-method\'s payment methods, once methods-payment-v5 answered for the pack\'s price currency (issue #15)',
    // A sweepstake host: the same player, widget-view-type="sweep"; its first page is the pack list.
    mount: (ctx) => sweepHost(ctx, '.cashier-sweep-box[data-box="101"]'),
    before: async ({ widget }) => widget.locator('.cashier-sweep-box[data-box="101"]'),
    firstScreen: { selector: '.cashier-sweep .cashier-tiles', in: 'page' },
    // The order and the loading line under the heading, until the methods answer.
    frame: '.cashier-sweep__loading, .cashier-sweep .cashier-tiles',
  },
  withdrawal: {
    press: true,
    tap: 'Continue (Nigerian banks, GTBank, 25000 NGN, account number filled; host route /withdrawal) → the confirm page\'s summary, once withdrawal-create answered the draft (issue #15)',
    mount: (ctx) => remountIn(ctx, 'NG', 'NGN', '/withdrawal'),
    before: async ({ widget }) => {
      await tile(widget, 'method', 'wd_nigerian_banks').click();
      await widget.getByRole('button', { name: 'GTBank', exact: true }).click();
      await widget.locator('.cashier-amount__input').fill('25000');
      await widget.locator('input[name="accountNumber"]').fill('0123456789');
      return widget.getByRole('button', { name: 'Continue', exact: true });
    },
    firstScreen: { selector: '.cashier-wd-summary', in: 'page' },
  },
};
