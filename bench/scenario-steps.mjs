/**
 * The player's and the host's steps the tap scenarios share (bench/flows.mjs,
 * bench/region-scenarios.mjs, bench/page-scenarios.mjs): tiles by their data attributes, the card
 * method's page, and the host replacing the widget by one embedded for another region or mode.
 */
import { DEMO_TOKEN } from './lib/site.mjs';

const TIMEOUT_MS = 60_000;

export const tile = (widget, kind, name) => widget.locator(`.cashier-tile[data-${kind}="${name}"]`);

/** Opens the "Bank cards" group and then `method`; resolves once the method's amount field is shown. */
export async function openCardMethod(widget, method) {
  await tile(widget, 'group', 'card_method').click();
  await tile(widget, 'method', method).click();
  const amount = widget.locator('.cashier-amount__input');
  await amount.waitFor({ timeout: TIMEOUT_MS });
  return amount;
}

/** On the redirect page of multi_card with an amount chosen (the first amount chip): the Deposit button. */
export async function readyToDeposit(widget) {
  await openCardMethod(widget, 'multi_card');
  await widget.locator('.cashier-chip').first().click();
  return widget.getByRole('button', { name: 'Deposit', exact: true });
}

/**
 * Replaces the widget by one with these attributes and the same demo player, as a host in another
 * region or mode would; resolves once `ready` (the new element's first page) is on screen. The
 * scenarios call it from `mount`, so the player's 4 s look starts on the new element's page, whose
 * own idle prefetch is what the look is for (bench/lib/tap.mjs).
 */
export async function remount({ widget, page }, attributes, ready = '.cashier-tile') {
  await page.evaluate(
    ([attrs, token]) => {
      const next = document.createElement('payment-cashier');
      for (const [name, value] of Object.entries(attrs)) next.setAttribute(name, value);
      next.setAttribute('token', token);
      document.querySelector('payment-cashier')?.replaceWith(next);
    },
    [attributes, DEMO_TOKEN],
  );
  await widget.locator(ready).first().waitFor({ timeout: TIMEOUT_MS });
}

/**
 * The widget for another region (`payment-geo`, `currency`, optionally the first page `route`). The
 * bench player is Russian; the eazype, cash and on-ramp methods live in India, Mexico and the USA
 * (demo/server/fixtures).
 */
export const remountIn = (ctx, geo, currency, route = '') => remount(ctx, { 'payment-geo': geo, currency, ...(route ? { route } : {}) });

/** A sweepstake host's widget (USA, USD, widget-view-type="sweep"), opening on `route` if given. */
export const sweepHost = (ctx, ready, route = '') => remount(ctx, { 'payment-geo': 'US', currency: 'USD', 'widget-view-type': 'sweep', ...(route ? { route } : {}) }, ready);

/**
 * Hands the sandbox bonuses to the widget as a host does (the `bonusList` property; no banking call
 * returns them, docs/sandbox.md `GET /sandbox/bonuses`); resolves once the list shows their banners.
 */
export async function handOverBonuses({ widget, page }) {
  await page.evaluate(async () => {
    const list = await (await fetch('/sandbox/bonuses')).json();
    document.querySelector('payment-cashier').bonusList = list;
  });
  await widget.locator('.cashier-bonus-banner').first().waitFor({ timeout: TIMEOUT_MS });
}
