/**
 * Sweepstake mode's own routes (ROUTE-18/19; decision ROOMS-01): the coin packs and select-method
 * of its `/deposit` tree, and Redemption — its whole `/withdrawal` tree. A file of its own, not
 * index.ts: the flow is lazy (src/app/wallet-flows.ts) and the route table in the entry reads only
 * this (src/app/route-table-sweep.ts). The deposit tree's crypto list, address and complete pages
 * are the crypto and complete flows' declarations.
 */
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';
import { SWEEP_CONVERT, SWEEP_DEPOSIT_LIST, SWEEP_SELECT_METHOD, SWEEP_WITHDRAWAL_COMPLETE, SWEEP_WITHDRAWAL_CRYPTO, SWEEP_WITHDRAWAL_METHODS } from '../../domain/paths.ts';

export const declared = {
  deposit: [
    // The box list is not a method choice: "Select coin package" (decision ROUTE-36).
    { path: SWEEP_DEPOSIT_LIST, name: 'sweep-deposit-list', title: 'form' },
    { path: SWEEP_SELECT_METHOD, name: 'sweep-deposit-select-method', title: 'method', backRoute: SWEEP_DEPOSIT_LIST },
  ] satisfies RouteNode[],
  withdrawal: [
    { path: SWEEP_WITHDRAWAL_METHODS, name: 'sweep-withdrawal-methods', title: 'method' },
    { path: SWEEP_WITHDRAWAL_CRYPTO, name: 'sweep-withdrawal-crypto-list', title: 'method', backRoute: SWEEP_WITHDRAWAL_METHODS, requiresSelection: true },
    choicePage(SWEEP_CONVERT, 'sweep-withdrawal-convert'),
    { path: SWEEP_WITHDRAWAL_COMPLETE, name: 'sweep-withdrawal-complete' },
  ] satisfies RouteNode[],
};
