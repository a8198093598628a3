/**
 * The main route trees (shell §2, flows §2 "Route table") as data, one leaf per route, every path
 * from src/domain/paths.ts. Names and meta are decisions ROUTE-21 / ROUTE-24 / ROUTE-30 / ROUTE-36
 * (docs/decisions.md). The crypto-balance twin is made from these by routes.ts.
 */
import { CB_BONUS_DETAILS, CB_CRYPTO, CB_DEPOSIT, CB_VIDEO_INSTRUCTION, DEPOSIT_BONUS_DETAILS, DEPOSIT_CASH, DEPOSIT_COMPLETE, DEPOSIT_CRYPTO_ADDRESS, DEPOSIT_CRYPTO_LIST, DEPOSIT_GROUP_LIST, DEPOSIT_GROUP_REDIRECT, DEPOSIT_HOST_TO_HOST, DEPOSIT_INDIA, DEPOSIT_INDIA_INVOICE, DEPOSIT_LIST, DEPOSIT_ONRAMP, DEPOSIT_ONRAMP_OFFER_LIST, DEPOSIT_P2P_BASE, DEPOSIT_P2P_INSTRUCTION, DEPOSIT_P2P_INVOICE, DEPOSIT_P2P_LIST, DEPOSIT_P2P_UNIFIED_FORM, DEPOSIT_REDIRECT, DEPOSIT_REDIRECT_EAZYPE, DEPOSIT_REDIRECT_INSTRUCTION, DEPOSIT_REDIRECT_PIX, DEPOSIT_REDIRECT_UNIFIED_FORM, DEPOSIT_REGION, DEPOSIT_VIDEO_INSTRUCTION, EMPTY_PATH, EMPTY_REGION_PATH, ERROR_PATH, FORM_PATH, WITHDRAWAL_COMPLETE, WITHDRAWAL_CONFIRM, WITHDRAWAL_GROUP_LIST, WITHDRAWAL_GROUP_REDIRECT, WITHDRAWAL_LIST, WITHDRAWAL_NIGERIAN_BANKS, WITHDRAWAL_REDIRECT, WITHDRAWAL_REDIRECT_INSTRUCTION, WITHDRAWAL_REGION } from '../domain/paths.ts';
import type { RouteNode, RouteTree } from './route-types.ts';

/** `/deposit` and its children (ROUTE-04..10). */
export const DEPOSIT_NODES: RouteNode[] = [
  { path: DEPOSIT_LIST, name: 'deposit-list', title: 'method' },
  { path: DEPOSIT_REGION, name: 'deposit-region', screen: 'region', backRoute: DEPOSIT_LIST },
  { path: DEPOSIT_REDIRECT, name: 'deposit-redirect', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_REDIRECT_INSTRUCTION, name: 'deposit-redirect-instruction', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_REDIRECT_EAZYPE, name: 'deposit-redirect-eazype', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_REDIRECT_PIX, name: 'deposit-redirect-pix', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_REDIRECT_UNIFIED_FORM, name: 'deposit-redirect-unified-form', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_CRYPTO_LIST, name: 'deposit-crypto-list', title: 'method', backRoute: DEPOSIT_LIST },
  { path: DEPOSIT_CRYPTO_ADDRESS, name: 'deposit-crypto-address', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_GROUP_LIST, name: 'deposit-group-list', title: 'method', backRoute: DEPOSIT_LIST, requiresSelection: true },
  { path: DEPOSIT_GROUP_REDIRECT, name: 'deposit-group-redirect', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_INDIA, name: 'deposit-india', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_INDIA_INVOICE, name: 'deposit-india-invoice', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_P2P_LIST, name: 'deposit-p2p-list', title: 'method', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_P2P_BASE, name: 'deposit-p2p-base', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_P2P_INVOICE, name: 'deposit-p2p-invoice', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_P2P_UNIFIED_FORM, name: 'deposit-p2p-unified-form', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_P2P_INSTRUCTION, name: 'deposit-p2p-instruction', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_HOST_TO_HOST, name: 'deposit-host-to-host', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_CASH, name: 'deposit-cash', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_ONRAMP, name: 'deposit-onramp', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_ONRAMP_OFFER_LIST, name: 'deposit-onramp-offer-list', backRoute: 'previous', requiresSelection: true },
  { path: DEPOSIT_BONUS_DETAILS, name: 'deposit-bonus-details', backRoute: 'previous' },
  // The complete page has no back route: its own back action follows the `to` query (flows §2).
  { path: DEPOSIT_COMPLETE, name: 'deposit-complete' },
  { path: DEPOSIT_VIDEO_INSTRUCTION, name: 'deposit-video-instruction', backRoute: 'previous', requiresSelection: true },
];

/**
 * `/withdrawal` and its children (ROUTE-11). Both redirect routes are the one amount page and the
 * instruction is the shared slides page (decision WD-05).
 */
export const WITHDRAWAL_NODES: RouteNode[] = [
  { path: WITHDRAWAL_LIST, name: 'withdrawal-list', title: 'method' },
  { path: WITHDRAWAL_REGION, name: 'withdrawal-region', screen: 'region', backRoute: WITHDRAWAL_LIST },
  { path: WITHDRAWAL_REDIRECT, name: 'withdrawal-redirect', backRoute: 'previous', requiresSelection: true },
  { path: WITHDRAWAL_REDIRECT_INSTRUCTION, name: 'withdrawal-redirect-instruction', screen: 'deposit-redirect-instruction', backRoute: 'previous', requiresSelection: true },
  { path: WITHDRAWAL_NIGERIAN_BANKS, name: 'withdrawal-nigerian-banks', backRoute: 'previous', requiresSelection: true },
  { path: WITHDRAWAL_GROUP_LIST, name: 'withdrawal-group-list', title: 'method', backRoute: WITHDRAWAL_LIST, requiresSelection: true },
  { path: WITHDRAWAL_GROUP_REDIRECT, name: 'withdrawal-group-redirect', screen: 'withdrawal-redirect', backRoute: 'previous', requiresSelection: true },
  { path: WITHDRAWAL_CONFIRM, name: 'withdrawal-confirm', backRoute: 'previous', requiresSelection: true },
  { path: WITHDRAWAL_COMPLETE, name: 'withdrawal-complete' },
];

/** /empty, /error, /form (ROUTE-12..14); shared by both modes, not twinned (decision ROUTE-21). */
export const SHARED_NODES: RouteNode[] = [
  { path: EMPTY_PATH, name: 'empty', title: 'method', transactionFromQuery: true },
  { path: EMPTY_REGION_PATH, name: 'empty-region', screen: 'region', backRoute: 'previous', transactionFromQuery: true },
  { path: ERROR_PATH, name: 'error' },
  // ROUTE-14: the form page hides the closing button; it is the POST form page, so no header at all.
  { path: FORM_PATH, name: 'form', hideClosingButton: true, hidePaymentHeader: true },
];

/**
 * The crypto-balance deposit tree (ROUTE-15/16, CB-04): the tabs index, crypto, video
 * instruction, bonus details and `fiat/*` = the deposit tree again (added by routes.ts).
 */
export const CB_DEPOSIT_NODES: RouteNode[] = [
  { path: CB_DEPOSIT, name: 'cb-deposit', title: 'method', tabs: true },
  { path: CB_CRYPTO, name: 'cb-deposit-crypto', screen: 'deposit-crypto-address', backRoute: CB_DEPOSIT, requiresSelection: true },
  { path: CB_VIDEO_INSTRUCTION, name: 'cb-deposit-video-instruction', screen: 'deposit-video-instruction', backRoute: 'previous', requiresSelection: true },
  { path: CB_BONUS_DETAILS, name: 'cb-deposit-bonus-details', screen: 'deposit-bonus-details', backRoute: 'previous' },
];

/** The plain main trees. */
export const MAIN_TREES: RouteTree[] = [
  { transaction: 'deposit', isCryptoBalance: false, listRoot: DEPOSIT_LIST, nodes: DEPOSIT_NODES },
  { transaction: 'withdrawal', isCryptoBalance: false, listRoot: WITHDRAWAL_LIST, nodes: WITHDRAWAL_NODES },
  { transaction: 'deposit', isCryptoBalance: false, listRoot: DEPOSIT_LIST, nodes: SHARED_NODES },
];
