/**
 * The element's own options (shell §7): where things live and how it is run, beside the handshake
 * of src/domain/handshake.ts. Types only; `$config` (src/stores/config.ts) holds and validates them.
 */

// ---- public typings: copied into types/payment-cashier.d.ts by scripts/build/host-types.mjs ----
/** Options of the element itself, not part of the spec's handshake. */
export interface CashierWidgetOptions {
  /** Banking API origin; '' (the default) means the page's own origin (shell §7). */
  apiBase?: string;
  /** HTTP path prefix, /api/{prefix}/{path} (shell §7); default `BANKING`. */
  apiPrefix?: string;
  /** Base URL of chunks, locales, icons and other static assets; default: the widget script's own folder. */
  assetsBase?: string;
  /** The only origin host messages are posted to and accepted from (never `*`). */
  hostOrigin?: string;
  /** Enables the debug helper (ENT-09); never on by default. */
  debug?: boolean;
  /**
   * The page shown first, an in-widget path (`/withdrawal`, `/cryptobalance`); absent means `/`,
   * which opens `/deposit`. A later change navigates there (decision ROUTE-02).
   */
  route?: string;
  /**
   * The `methods-payment-v5` answer the host already fetched server-side (as Adyen takes a
   * `paymentMethodsResponse`): the first method list shows without a data round trip.
   */
  methodsResponse?: { methods?: unknown[]; groups?: unknown[]; [field: string]: unknown };
}
// ---- end of the public typings ----

/** Options with a default: always set in the widget's configuration. */
type DefaultedOption = 'apiBase' | 'apiPrefix' | 'assetsBase' | 'debug';
/** The options as the widget holds them. */
export type WidgetOptions = Omit<CashierWidgetOptions, DefaultedOption> & Required<Pick<CashierWidgetOptions, DefaultedOption>>;
