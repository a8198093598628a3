/**
 * What the deposit flows hand each other through the stores (flows never import each other,
 * ARCHITECTURE §2): the user's deposit currency, where static assets live, when the method list
 * was first shown (CREATE-15), and the deposit the complete page watches (STATUS-11/12).
 */
import { $methods } from './methods.ts';
import { atom, computed } from 'nanostores';
import type { DepositCreateResponse } from '../domain/payment-entities.ts';
import { normalizeCurrencyCode } from '../domain/currencies.ts';
import { $config } from './config.ts';
import { $currencies } from './currencies.ts';
import { $user } from './user.ts';
import { $widgetBase } from './widget-base.ts';
import { DEFER_AFTER_FIRST_SCREEN_MS, IDLE_WAIT_MS } from '../domain/constants.ts';
import { whenIdle } from './clock.ts';

/**
 * The currency a deposit is made in: the handshake `currency`, else the user's, else the
 * methods answer's initial fiat currency (USD by default, DOM-09).
 */
export const $depositCurrency = computed([$config, $user, $currencies], (config, user, currencies): string => {
  const given = config.currency ?? (typeof user.currency === 'string' ? user.currency : undefined);
  const code = given ? normalizeCurrencyCode(given) : '';
  return code || currencies.fiat;
});

export { $widgetBase, setWidgetBase } from './widget-base.ts';

/** Where assets (method icons, the helper page) load from: `assetsBase` when set, else the widget folder. */
export const $assetsRoot = computed([$config, $widgetBase], (config, base) => config.assetsBase || base);

/** The host's `schema.assets` key that names the method icon folder (shell §7: icons by id from a CDN). */
export const METHOD_ICONS_ASSET_KEY = 'methodIcons';

/**
 * Decision LIST-23: where method icons live — `schema.assets.methodIcons` when the host sets it,
 * else `icons/methods` under the assets root.
 */
export const $methodIconBase = computed([$config, $assetsRoot], (config, root): string => {
  const given = config.schema?.assets?.[METHOD_ICONS_ASSET_KEY];
  if (typeof given === 'string' && given.trim() !== '') return given.trim().replace(/\/+$/, '');
  return root ? `${root.replace(/\/+$/, '')}/icons/methods` : 'icons/methods';
});

/** Epoch ms when the deposit methods were shown; null until shown or after the first click was recorded. */
export const $methodsShownAt = atom<number | null>(null);

/** The list calls this when methods are on screen (CREATE-15). Only the first showing counts. */
export function markMethodsShown(now: number): void {
  if ($methodsShownAt.get() === null) $methodsShownAt.set(now);
}

/**
 * CREATE-15: the delay since the methods were shown, once — the first deposit click consumes it
 * and later clicks get null.
 */
export function takeFirstClickDelay(now: number): number | null {
  const shown = $methodsShownAt.get();
  if (shown === null) return null;
  $methodsShownAt.set(Number.NaN); // NaN = consumed, so markMethodsShown does not re-arm it
  return Number.isNaN(shown) ? null : Math.max(0, now - shown);
}

/** Forgets the timing (tests, a new widget session). */
export function resetMethodsShown(): void {
  $methodsShownAt.set(null);
}

/** The deposit created last, as the complete page needs it. */
export interface PendingDeposit {
  depositId?: string | number;
  paymentMethod: string;
  amount: number;
  currency: string;
  /** STATUS-11: crypto follows the store whatever the deposit id. */
  crypto: boolean;
  /** STATUS-14: on-ramp waits 5 minutes. */
  onramp: boolean;
  /** The full create answer, for the next screens (unified form, offers, host-to-host, pix). */
  response?: DepositCreateResponse;
}

/** The deposit being completed, or null. */
export const $pendingDeposit = atom<PendingDeposit | null>(null);

/** Records the created deposit (or clears it with null). */
export function setPendingDeposit(deposit: PendingDeposit | null): void {
  $pendingDeposit.set(deposit);
}

/**
 * Settles once the method list is on screen (or failed to load), or after `maxWaitMs`: the moment
 * to fetch what the first screen does not need (e.g. the i18next chunk), so it never competes.
 */
export function firstScreenShown(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const stops: Array<() => void> = [];
    const timer = setTimeout(done, maxWaitMs);
    stops.push($methodsShownAt.subscribe((at) => at !== null && done()));
    stops.push($methods.subscribe((state) => state.status === 'error' && done()));
    function done() {
      clearTimeout(timer);
      queueMicrotask(() => stops.forEach((stop) => stop()));
      resolve();
    }
  });
}

/**
 * issue #4: settles once the method list is on screen and the browser is idle — when what the
 * first screen does not need (the i18next chunk, the deposit flow's chunks) may load without
 * competing with it for bandwidth or the CPU.
 */
export function afterFirstScreenIdle(): Promise<void> {
  return firstScreenShown(DEFER_AFTER_FIRST_SCREEN_MS).then(() => new Promise<void>((resolve) => whenIdle(resolve, IDLE_WAIT_MS)));
}
