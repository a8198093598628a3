/**
 * Issue #24 deliverable 5: one round trip per flow for the memory bench (bench/lib/flow-memory.mjs).
 * `embed`: how the host embeds the widget for it (attributes of a fresh <payment-cashier> on the
 * bench page, a sandbox scenario, the host's bonus list) — done once, before the first measure;
 * `go({ widget })`: from the first page to the flow's page, acting as a player (tiles' data-group /
 * data-method as in bench/flows.mjs, roles, labels), resolving once the page's `arrived` shows.
 * The runner then presses Back until the first page is back. Trips whose page exists only after a
 * backend answer (crypto address, unified form, host-to-host, India, pay page) create a deposit
 * each time: the sandbox keeps them, the widget must not (decision MEM-01).
 */
const tile = (widget, kind, name) => widget.locator(`.cashier-tile[data-${kind}="${name}"]:visible`);

const shows = (widget, selector) => widget.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });

async function deposit(widget, amount, button = 'Deposit') {
  await widget.locator('.cashier-amount__input').fill(amount);
  await widget.getByRole('button', { name: button, exact: true }).click();
}

/** @type {Record<string, { page: string, embed?: { attributes?: Record<string,string>, scenario?: object, bonuses?: boolean }, go(ctx: { widget: import('playwright').Locator }): Promise<void> }>} */
export const MEMORY_TRIPS = {
  'group list': {
    page: 'list → Bank cards group',
    go: async ({ widget }) => {
      await tile(widget, 'group', 'card_method').click();
      await shows(widget, '.cashier-group-list .cashier-search__input');
    },
  },
  redirect: {
    page: 'list → Bank cards → Visa / Mastercard (amount)',
    go: async ({ widget }) => {
      await tile(widget, 'group', 'card_method').click();
      await tile(widget, 'method', 'visa_mastercard').click();
      await shows(widget, '.cashier-amount__input');
    },
  },
  'redirect guides': {
    page: 'list → Bank cards → Visa / Mastercard → visual instruction',
    go: async ({ widget }) => {
      await tile(widget, 'group', 'card_method').click();
      await tile(widget, 'method', 'visa_mastercard').click();
      await widget.locator('.cashier-guide-buttons button').first().click();
      await shows(widget, '.cashier-carousel__viewport');
    },
  },
  'bonus details': {
    page: 'list (host bonus list) → Details of the first bonus',
    embed: { bonuses: true },
    go: async ({ widget }) => {
      await widget.getByRole('button', { name: 'Details' }).first().click();
      await shows(widget, '.cashier-bonus-details__terms');
    },
  },
  'crypto address': {
    page: 'list → Crypto → Tether USDT → address + QR (deposit-create)',
    go: async ({ widget }) => {
      await tile(widget, 'group', 'crypto').click();
      await tile(widget, 'method', 'usdt').click();
      await shows(widget, 'svg.cashier-qr');
    },
  },
  'unified form': {
    page: 'list → SBP cross-border → T-Bank, 1500 → requisites (deposit-create)',
    go: async ({ widget }) => {
      await tile(widget, 'group', 'sbp-transgran-grouped').click();
      await tile(widget, 'method', 'sbp_transgran_tbank').click();
      await deposit(widget, '1500');
      await shows(widget, '.cashier-unified .cashier-requisites');
    },
  },
  'host-to-host': {
    page: 'list → yamoney_h2h, 500 → invoice (deposit-create)',
    go: async ({ widget }) => {
      await tile(widget, 'method', 'yamoney_h2h').click();
      await deposit(widget, '500');
      await shows(widget, '.cashier-invoice .cashier-requisites');
    },
  },
  india: {
    page: 'IN: list → Indian methods → IMPS, 1500, IFSC → invoice (deposit-prepare)',
    embed: { attributes: { 'payment-geo': 'IN', currency: 'INR' } },
    go: async ({ widget }) => {
      await tile(widget, 'group', 'indian-methods-grouped').click();
      await tile(widget, 'method', 'imps').click();
      await widget.locator('input[name="ifsc"]').fill('HDFC0001234');
      await deposit(widget, '1500', 'Continue');
      await shows(widget, '.cashier-india .cashier-requisites');
    },
  },
  'pay page': {
    page: 'IN: list → eazype UPI, 500 → pay page (deposit-create)',
    embed: { attributes: { 'payment-geo': 'IN', currency: 'INR' } },
    go: async ({ widget }) => {
      await tile(widget, 'method', 'eazype_upi').click();
      await deposit(widget, '500');
      await shows(widget, '.cashier-pay');
    },
  },
  cash: {
    page: 'MX: list → cash group → OXXO (agents)',
    embed: { attributes: { 'payment-geo': 'MX', currency: 'MXN' } },
    go: async ({ widget }) => {
      await tile(widget, 'group', 'cash_methods').click();
      await tile(widget, 'method', 'oxxo').click();
      await shows(widget, '.cashier-cash__agents');
    },
  },
  'on-ramp': {
    page: 'US: list → Buy crypto with card (limits in)',
    embed: { attributes: { 'payment-geo': 'US', currency: 'USD' } },
    go: async ({ widget }) => {
      await tile(widget, 'method', 'onramp_card').click();
      await shows(widget, '.cashier-onramp .cashier-amount__input:not([disabled])');
    },
  },
  p2p: {
    page: 'UZ: list → Uzcard → base check → invoice (open deposit)',
    embed: { attributes: { 'payment-geo': 'UZ', currency: 'UZS' }, scenario: { p2pExistingDeposit: true } },
    go: async ({ widget }) => {
      await tile(widget, 'method', 'uzcard').click();
      await shows(widget, '.cashier-p2p [data-requisite="number"]');
    },
  },
  'crypto balance': {
    page: '/cryptobalance: Cryptocurrency tab → Bitcoin (address)',
    embed: { attributes: { route: '/cryptobalance' } },
    go: async ({ widget }) => {
      await widget.getByRole('tab', { name: 'Cryptocurrency' }).click();
      await widget.getByRole('button', { name: /^Bitcoin/ }).click();
      await shows(widget, 'svg.cashier-qr');
    },
  },
  withdrawal: {
    page: 'NG /withdrawal: list → Nigerian banks → GTBank (form, no withdrawal-create)',
    embed: { attributes: { 'payment-geo': 'NG', currency: 'NGN', route: '/withdrawal' } },
    go: async ({ widget }) => {
      await tile(widget, 'method', 'wd_nigerian_banks').click();
      await widget.getByRole('button', { name: 'GTBank', exact: true }).click();
      await shows(widget, 'input[name="accountNumber"]');
    },
  },
  'coin packs': {
    page: 'sweep, US: pack list → 5,000 GC pack → its payment methods',
    embed: { attributes: { 'payment-geo': 'US', currency: 'USD', 'widget-view-type': 'sweep' } },
    go: async ({ widget }) => {
      await widget.locator('.cashier-sweep-box[data-box="101"]').click();
      await shows(widget, '.cashier-sweep .cashier-tiles');
    },
  },
  redemption: {
    page: 'sweep, US /withdrawal: redemption → Visa / Mastercard (form)',
    embed: { attributes: { 'payment-geo': 'US', currency: 'USD', 'widget-view-type': 'sweep', route: '/withdrawal' } },
    go: async ({ widget }) => {
      await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
      await widget.getByRole('textbox', { name: 'Sweep Coins to redeem' }).waitFor({ timeout: 30_000 });
    },
  },
};
