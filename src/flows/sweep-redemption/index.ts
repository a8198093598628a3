/**
 * Redemption, the sweepstake `/withdrawal` tree (WD-01, ROUTE-19, SWEEP-12..14; issue #15
 * deliverable 2): the methods page with the balances, the crypto list, the convert step and the
 * complete page, each a lazy chunk.
 */
export const flow = {
  screens: {
    'sweep-withdrawal-methods': () => import('./methods.screen.tsx'),
    'sweep-withdrawal-crypto-list': () => import('./crypto-list.screen.tsx'),
    'sweep-withdrawal-convert': () => import('./convert.screen.tsx'),
    'sweep-withdrawal-complete': () => import('./complete.screen.tsx'),
  },
};
