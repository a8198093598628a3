/**
 * Every route path other rooms lead to, named once (shell §2, flows §2 "Route table"). The route
 * tables (src/app/route-table-*.ts), the flows' navigation and the complete page's `to`/retry
 * targets all read these; a page only its own flow leads to names its path in that flow's
 * declaration instead (decision ROOMS-02: the cash page). test/unit/app/paths.test.ts proves each
 * resolves in its tree and that every route of the tables is named here or in its flow. Paths are absolute, without a trailing slash. Plain
 * constants rather than objects, so the minifier shortens their names and drops unused ones
 * (the route tables sit in the entry, whose budget is tight).
 *
 * The crypto-balance twin (`/cryptobalance/deposit/fiat/*`, `/cryptobalance/withdrawal/*`) is the
 * plain tree under another prefix: `inCryptoBalance()` maps a plain path into it.
 */

// Pages shared by both modes (ROUTE-12..14, ROUTE-20), and the root (ROUTE-02).
export const ROOT_PATH = '/';
export const EMPTY_PATH = '/empty';
export const EMPTY_REGION_PATH = '/empty/region';
export const ERROR_PATH = '/error';
export const FORM_PATH = '/form';

// `/deposit` and its children (ROUTE-04..10).
export const DEPOSIT_LIST = '/deposit';
export const DEPOSIT_REGION = '/deposit/region';
export const DEPOSIT_REDIRECT = '/deposit/redirect';
export const DEPOSIT_REDIRECT_INSTRUCTION = '/deposit/redirect/instruction';
export const DEPOSIT_REDIRECT_EAZYPE = '/deposit/redirect/eazype';
export const DEPOSIT_REDIRECT_PIX = '/deposit/redirect/pix';
export const DEPOSIT_REDIRECT_UNIFIED_FORM = '/deposit/redirect/unified-form';
export const DEPOSIT_CRYPTO_LIST = '/deposit/crypto';
export const DEPOSIT_CRYPTO_ADDRESS = '/deposit/crypto/address';
export const DEPOSIT_GROUP_LIST = '/deposit/group';
export const DEPOSIT_GROUP_REDIRECT = '/deposit/group/redirect';
export const DEPOSIT_INDIA = '/deposit/india';
export const DEPOSIT_INDIA_INVOICE = '/deposit/india/invoice';
export const DEPOSIT_P2P_LIST = '/deposit/peer-to-peer';
export const DEPOSIT_P2P_BASE = '/deposit/peer-to-peer/base';
export const DEPOSIT_P2P_INVOICE = '/deposit/peer-to-peer/invoice';
export const DEPOSIT_P2P_UNIFIED_FORM = '/deposit/peer-to-peer/unified-form';
export const DEPOSIT_P2P_INSTRUCTION = '/deposit/peer-to-peer/instruction';
export const DEPOSIT_HOST_TO_HOST = '/deposit/host-to-host';
export const DEPOSIT_ONRAMP = '/deposit/onramp';
export const DEPOSIT_ONRAMP_OFFER_LIST = '/deposit/onramp/offer-list';
export const DEPOSIT_BONUS_DETAILS = '/deposit/bonus-details';
/** The bonus details page of one bonus (its id in the query); `base` is the tree's details path. */
export const bonusDetailsPath = (id: string | number, base: string = DEPOSIT_BONUS_DETAILS): string => `${base}?id=${encodeURIComponent(String(id))}`;
export const DEPOSIT_COMPLETE = '/deposit/complete';
export const DEPOSIT_VIDEO_INSTRUCTION = '/deposit/video-instruction';

// `/withdrawal` and its children (ROUTE-11).
export const WITHDRAWAL_LIST = '/withdrawal';
export const WITHDRAWAL_REGION = '/withdrawal/region';
export const WITHDRAWAL_REDIRECT = '/withdrawal/redirect';
export const WITHDRAWAL_REDIRECT_INSTRUCTION = '/withdrawal/redirect/instruction';
export const WITHDRAWAL_NIGERIAN_BANKS = '/withdrawal/nigerian-banks';
export const WITHDRAWAL_GROUP_LIST = '/withdrawal/group';
export const WITHDRAWAL_GROUP_REDIRECT = '/withdrawal/group/redirect';
export const WITHDRAWAL_CONFIRM = '/withdrawal/confirm';
export const WITHDRAWAL_COMPLETE = '/withdrawal/complete';

// The crypto-balance twin (ROUTE-15..17, CB-04).
export const CB_ROOT = '/cryptobalance';
export const CB_DEPOSIT = '/cryptobalance/deposit';
export const CB_CRYPTO = '/cryptobalance/deposit/crypto';
export const CB_VIDEO_INSTRUCTION = '/cryptobalance/deposit/video-instruction';
export const CB_BONUS_DETAILS = '/cryptobalance/deposit/bonus-details';
/** The deposit tree again under this prefix (`fiat/*`). */
export const CB_FIAT = '/cryptobalance/deposit/fiat';
export const CB_WITHDRAWAL = '/cryptobalance/withdrawal';

// The sweepstake tree (ROUTE-18..20); /empty, /error and /form are the shared pages.
export const SWEEP_DEPOSIT_LIST = '/deposit';
export const SWEEP_SELECT_METHOD = '/deposit/select-method';
export const SWEEP_CRYPTO_LIST = '/deposit/crypto';
export const SWEEP_CRYPTO_ADDRESS = '/deposit/crypto/address';
export const SWEEP_DEPOSIT_COMPLETE = '/deposit/complete';
export const SWEEP_WITHDRAWAL_METHODS = '/withdrawal/methods';
export const SWEEP_WITHDRAWAL_CRYPTO = '/withdrawal/crypto';
export const SWEEP_CONVERT = '/withdrawal/convert';
export const SWEEP_WITHDRAWAL_COMPLETE = '/withdrawal/complete';

/** Maps a plain `/deposit/*` or `/withdrawal/*` path to its crypto-balance twin; others are returned as is. */
export function inCryptoBalance(path: string): string {
  const swap = (from: string, to: string): string | undefined =>
    path === from || path.startsWith(`${from}/`) || path.startsWith(`${from}?`) ? to + path.slice(from.length) : undefined;
  return swap(DEPOSIT_LIST, CB_FIAT) ?? swap(WITHDRAWAL_LIST, CB_WITHDRAWAL) ?? path;
}
