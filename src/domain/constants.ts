/**
 * Business constants named once (shell §9, flows §9). Screens and stores import these;
 * a number that comes from the spec never appears as a literal anywhere else.
 */

/** shell §4, §9: version sent to the host in `Loaded` and every outgoing message. */
export const WIDGET_VERSION = 'v1.0.486';

/** shell §3, §9 defaults. */
export const DEFAULT_PAYMENT_GEO = 'RU';
export const DEFAULT_TRANSPORT = 'socket';
export const DEFAULT_WIDGET_VIEW = 'main';
export const DEFAULT_PLATFORM_VERSION = 'redesign';
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_FILE_LOCALE = 'en';

/** shell §7: HTTP path shape /api/{prefix}/{path}. */
export const DEFAULT_API_PREFIX = 'BANKING';
/** shell §7: socket.io path, websocket only. */
export const SOCKET_PATH = '/v4/socket.io';

/** shell §9: request timeout and its message. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout';
/** shell §9: socket connect timeout. */
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
/** shell §4, §9: the call layer retries the socket connection 3 times, backoff capped at 10 s. */
export const SOCKET_CONNECT_RETRIES = 3;
export const SOCKET_BACKOFF_CAP_MS = 10_000;
/**
 * Decision FAULT-07c: after the connect and its retries all failed, calls of the widget's own (polls,
 * resends) start a new run no sooner than this; a press of the player starts one at once (FAULT-07a).
 */
export const SOCKET_GIVE_UP_PAUSE_MS = 60_000;
/** shell §9: backoff jitter, up to 1 s. */
export const SOCKET_BACKOFF_JITTER_MS = 1_000;
/** shell §8, §9: retry-enabled calls retry network errors 3 times, 2 s apart. */
export const CALL_RETRIES = 3;
export const CALL_RETRY_DELAY_MS = 2_000;

/**
 * Decision HOST-16: how long a web embed waits for a token (or a user with one) or a `loaded`
 * handshake before it reports onInitError and shows the error page — the request timeout of
 * shell §9 ("Request timeout 30 s"), so no start-up wait outlasts a request's.
 */
export const HANDSHAKE_TIMEOUT_MS = 30_000;
/** Decision HOST-16: when the one debug-mode warning about a missing handshake is logged. */
export const HANDSHAKE_WARN_MS = 5_000;
/** Decision ROUTE-02: the longest first-page path (`route`) the host may give. */
export const ROUTE_MAX_LENGTH = 200;

/** shell §4, §9: native web view waits for user data. */
export const NATIVE_USER_WAIT_MS = 5_000;
export const NATIVE_USER_POLL_MS = 10;

/** shell §9, flows §8: snackbar auto-close. */
export const SNACKBAR_AUTO_CLOSE_MS = 5_000;

/** shell §2, §9: layout breakpoints and the resize debounce. */
export const BREAKPOINT_SMALL_MAX_PX = 767;
export const BREAKPOINT_MEDIUM_MAX_PX = 1024;
export const RESIZE_DEBOUNCE_MS = 100;

/** shell §9: decimals and the default number mask scale. */
export const FIAT_DECIMALS = 2;
export const CRYPTO_DECIMALS = 8;
export const DEFAULT_MASK_SCALE = 2;

/** shell §3, §9: fallback currencies. */
export const FALLBACK_FIAT_CURRENCY = 'USD';
export const FALLBACK_CRYPTO_CURRENCY = 'USDT';
/** shell §9: fallback currency in an empty peer-to-peer state. */
export const P2P_EMPTY_FALLBACK_CURRENCY = 'MXN';

/** flows §9: quick amount chips — 5 chips picked from this scale within the limits (DOM-32). */
export const CHIP_COUNT = 5;
export const CHIP_SCALE: readonly number[] = [
  5, 10, 25, 50, 75, 100, 150, 250, 500, 1000, 3000, 5000, 10000, 15000, 25000, 50000, 150000, 250000,
];
/** flows §9: the chips for Russia with a non-crypto currency (DOM-33). */
export const RUSSIA_CHIPS: readonly number[] = [5000, 7500, 10000, 25000, 50000];
export const RUSSIA_COUNTRY_CODE = 'RU';
/** Decision DOM-30: a random amount lies at most 10 % (at least 1 unit) above the minimum. */
export const RANDOM_AMOUNT_SPREAD = 0.1;
/** flows §9: international countries that have their own icons (CONST-14). */
export const INTERNATIONAL_ICON_COUNTRIES: readonly string[] = ['az', 'kg', 'kz', 'tj', 'uz'];

/** shell §9: a locale file fetch gives up after the request timeout (then English is used). */
export const LOCALE_LOAD_TIMEOUT_MS = 30_000;
/** shell §3: the user's `lang` defaults to `en` (ENT-02). */
export const DEFAULT_USER_LANG = 'en';

/** flows §9: a group tile shows up to 3 method icons (LIST-21). */
export const GROUP_ICON_COUNT = 3;
/** flows §5, §9: an amount > 0 starts a payment session, debounced by 500 ms (CREATE-02). */
export const SESSION_START_DEBOUNCE_MS = 500;
/** Decision CREATE-10: how long the deposit flow waits for the helper window's ready message. */
export const HELPER_READY_TIMEOUT_MS = 10_000;
/** flows §4, §9: the complete page turns waiting into accepted after 60 s (STATUS-13). */
export const COMPLETE_WAITING_TIMEOUT_MS = 60_000;
/** flows §4, §9: on-ramp waits 5 minutes instead (STATUS-14). */
export const COMPLETE_WAITING_TIMEOUT_ONRAMP_MS = 300_000;
/** Decision STATUS-18: over HTTP (no pushes) the complete page polls deposit-status this often. */
export const COMPLETE_STATUS_POLL_MS = 5_000;

/** issue #4: what the first screen does not need loads after the method list, or after this long. */
export const DEFER_AFTER_FIRST_SCREEN_MS = 5_000;
/** The longest we wait for an idle moment before deferred work runs anyway. */
export const IDLE_WAIT_MS = 2_000;

/** flows §9 "Countdown tick: 1000 ms" (CONST-09): a countdown re-reads the clock this often. */
export const COUNTDOWN_TICK_MS = 1_000;
/** flows §9 "Copy tooltip: 3000 ms" (CONST-10): how long the "copied" note stays up. */
export const COPY_TOOLTIP_MS = 3_000;
/** flows §9 "Address display": the first and last 5 characters are highlighted (CRYPTO-07). */
export const ADDRESS_HIGHLIGHT_CHARS = 5;
/** flows §9: a transaction hash longer than 10 characters is shortened (CRYPTO-27)… */
export const HASH_SHORTEN_OVER_CHARS = 10;
/** …to its first and last 5 characters around an ellipsis. */
export const HASH_EDGE_CHARS = 5;

/** flows §9 "Bonus expiry check: every 1 s" (BONUS-10). */
export const BONUS_EXPIRY_CHECK_MS = 1000;

/** flows §4 "Bonuses" (BONUS-09): methods a bonus cannot be attached to (on-ramp cards as well). */
export const BONUS_RESTRICTED_METHODS: readonly string[] = ['yamoney_h2h', 'yamoney_rub', 'webmoney_usd'];

/** flows §9 (BONUS-17): deposit bonus banner colours, cycled by id; free spins have their own. */
export const BONUS_BANNER_COLOURS = ['pink', 'purple', 'blue', 'orange'] as const;

/** Decision BONUS-15: the experiment group the crypto bonus is for (with the host flag). */
export const CRYPTO_BONUS_GROUP = 'group_b';

/** flows §2, §9 (LIST-22): the crypto tiles' 'instant' badge names this bonus percent. */
export const CRYPTO_BONUS_BADGE_PERCENT = 5;

/** Issue #11: a bonus shows a live countdown once less than a day is left (before: its end date). */
export const BONUS_COUNTDOWN_WITHIN_MS = 86_400_000;

/** flows §4, §9 (UNI-08): the unified form's lifetime when the answer names none, in seconds. */
export const UNIFIED_DEFAULT_LIFETIME_S = 600;
