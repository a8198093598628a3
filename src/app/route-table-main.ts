/**
 * The main route trees (shell §2, flows §2 "Route table") as data. Names and meta are
 * decisions ROUTE-21 / ROUTE-24 / ROUTE-30 / ROUTE-36 (docs/decisions.md).
 * backRoute paths are written for the plain tree; the crypto-balance twin rewrites them.
 */
import type { RouteNode, RouteTree } from './route-types.ts';

/** `/deposit` children (ROUTE-04..10). */
export const DEPOSIT_NODES: RouteNode[] = [
  { path: '', name: 'deposit-list', title: 'method' },
  { path: 'region', name: 'deposit-region', screen: 'region', backRoute: '/deposit' },
  {
    path: 'redirect',
    requiresSelection: true,
    children: [
      { path: '', name: 'deposit-redirect', backRoute: 'previous' },
      { path: 'instruction', name: 'deposit-redirect-instruction', backRoute: 'previous' },
      { path: 'eazype', name: 'deposit-redirect-eazype', backRoute: 'previous' },
      { path: 'pix', name: 'deposit-redirect-pix', backRoute: 'previous' },
      { path: 'unified-form', name: 'deposit-redirect-unified-form', backRoute: 'previous' },
    ],
  },
  {
    path: 'crypto',
    children: [
      { path: '', name: 'deposit-crypto-list', title: 'method', backRoute: '/deposit' },
      { path: 'address', name: 'deposit-crypto-address', backRoute: 'previous', requiresSelection: true },
    ],
  },
  {
    path: 'group',
    requiresSelection: true,
    children: [
      { path: '', name: 'deposit-group-list', title: 'method', backRoute: '/deposit' },
      { path: 'redirect', name: 'deposit-group-redirect', backRoute: 'previous' },
    ],
  },
  {
    path: 'india',
    requiresSelection: true,
    children: [
      { path: '', name: 'deposit-india', backRoute: 'previous' },
      { path: 'invoice', name: 'deposit-india-invoice', backRoute: 'previous' },
    ],
  },
  {
    path: 'peer-to-peer',
    requiresSelection: true,
    children: [
      { path: '', name: 'deposit-p2p-list', title: 'method', backRoute: 'previous' },
      { path: 'base', name: 'deposit-p2p-base', backRoute: 'previous' },
      { path: 'invoice', name: 'deposit-p2p-invoice', backRoute: 'previous' },
      { path: 'unified-form', name: 'deposit-p2p-unified-form', backRoute: 'previous' },
      { path: 'instruction', name: 'deposit-p2p-instruction', backRoute: 'previous' },
    ],
  },
  { path: 'host-to-host', name: 'deposit-host-to-host', backRoute: 'previous', requiresSelection: true },
  { path: 'cash', name: 'deposit-cash', backRoute: 'previous', requiresSelection: true },
  {
    path: 'onramp',
    requiresSelection: true,
    children: [
      { path: '', name: 'deposit-onramp', backRoute: 'previous' },
      { path: 'offer-list', name: 'deposit-onramp-offer-list', backRoute: 'previous' },
    ],
  },
  { path: 'bonus-details', name: 'deposit-bonus-details', backRoute: 'previous' },
  // The complete page has no back route: its own back action follows the `to` query (flows §2).
  { path: 'complete', name: 'deposit-complete' },
  { path: 'video-instruction', name: 'deposit-video-instruction', backRoute: 'previous', requiresSelection: true },
];

/** `/withdrawal` children (ROUTE-11). */
export const WITHDRAWAL_NODES: RouteNode[] = [
  { path: '', name: 'withdrawal-list', title: 'method' },
  { path: 'region', name: 'withdrawal-region', screen: 'region', backRoute: '/withdrawal' },
  {
    path: 'redirect',
    requiresSelection: true,
    children: [
      { path: '', name: 'withdrawal-redirect', backRoute: 'previous' },
      { path: 'instruction', name: 'withdrawal-redirect-instruction', backRoute: 'previous' },
    ],
  },
  { path: 'nigerian-banks', name: 'withdrawal-nigerian-banks', backRoute: 'previous', requiresSelection: true },
  {
    path: 'group',
    requiresSelection: true,
    children: [
      { path: '', name: 'withdrawal-group-list', title: 'method', backRoute: '/withdrawal' },
      { path: 'redirect', name: 'withdrawal-group-redirect', backRoute: 'previous' },
    ],
  },
  { path: 'confirm', name: 'withdrawal-confirm', backRoute: 'previous', requiresSelection: true },
  { path: 'complete', name: 'withdrawal-complete' },
];

/** /empty, /error, /form (ROUTE-12..14); shared by both modes, not twinned (decision ROUTE-21). */
export const SHARED_NODES: RouteNode[] = [
  {
    path: 'empty',
    children: [
      { path: '', name: 'empty', title: 'method', transactionFromQuery: true },
      { path: 'region', name: 'empty-region', screen: 'region', backRoute: 'previous', transactionFromQuery: true },
    ],
  },
  { path: 'error', name: 'error' },
  // ROUTE-14: the form page hides the closing button; it is the POST form page, so no header at all.
  { path: 'form', name: 'form', hideClosingButton: true, hidePaymentHeader: true },
];

/**
 * The crypto-balance deposit tree (ROUTE-15/16, CB-04): the tabs index, crypto, video
 * instruction, bonus details and `fiat/*` = the deposit tree again (added by routes.ts).
 */
export const CB_DEPOSIT_NODES: RouteNode[] = [
  { path: '', name: 'cb-deposit', title: 'method', tabs: true },
  {
    path: 'crypto',
    name: 'cb-deposit-crypto',
    screen: 'deposit-crypto-address',
    backRoute: '/cryptobalance/deposit',
    requiresSelection: true,
  },
  {
    path: 'video-instruction',
    name: 'cb-deposit-video-instruction',
    screen: 'deposit-video-instruction',
    backRoute: 'previous',
    requiresSelection: true,
  },
  { path: 'bonus-details', name: 'cb-deposit-bonus-details', screen: 'deposit-bonus-details', backRoute: 'previous' },
];

/** The plain main trees. */
export const MAIN_TREES: RouteTree[] = [
  { prefix: '/deposit', transaction: 'deposit', isCryptoBalance: false, listRoot: '/deposit', nodes: DEPOSIT_NODES },
  { prefix: '/withdrawal', transaction: 'withdrawal', isCryptoBalance: false, listRoot: '/withdrawal', nodes: WITHDRAWAL_NODES },
  { prefix: '', transaction: 'deposit', isCryptoBalance: false, listRoot: '/deposit', nodes: SHARED_NODES },
];
