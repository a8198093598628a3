/**
 * The sweepstake deposit tree (ROUTE-18, SWEEP-01..12; issue #15 deliverable 1): the coin packs and
 * select-method, each a lazy chunk — a host that never opens sweepstake mode never downloads them.
 * The crypto list and address and the complete page are the crypto and complete flows' screens
 * (src/app/route-table-sweep.ts names them), which already show the order (SWEEP-11).
 */
export const flow = {
  screens: {
    'sweep-deposit-list': () => import('./box-list.screen.tsx'),
    'sweep-deposit-select-method': () => import('./select-method.screen.tsx'),
  },
};
