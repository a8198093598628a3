/**
 * The bonus details page (flows §2 "Bonus details page"; BONUS-18): one bonus's subtitle, terms and
 * games, opened from a bonus banner of the deposit list (bonusDetailsPath). Its own lazy chunk.
 */
import { CB_BONUS_DETAILS, DEPOSIT_BONUS_DETAILS } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';

const details = () => import('./bonus-details.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    { path: DEPOSIT_BONUS_DETAILS, name: 'deposit-bonus-details', backRoute: 'previous' },
    { path: CB_BONUS_DETAILS, name: 'cb-deposit-bonus-details', screen: 'deposit-bonus-details', tree: 'cb-deposit', backRoute: 'previous' },
  ] satisfies RouteNode[],
  screens: {
    'deposit-bonus-details': details,
  },
};
