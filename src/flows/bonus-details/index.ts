/**
 * The bonus details page (flows §2 "Bonus details page"; BONUS-18): one bonus's subtitle, terms and
 * games, opened from a bonus banner of the deposit list (bonusDetailsPath). Its own lazy chunk.
 */
const details = () => import('./bonus-details.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-bonus-details': details,
  },
};
