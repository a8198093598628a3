/**
 * The cash page (flows §1, §2 "Other redirect pages"; REDIR-07/08): a cash method (cardViewType
 * 20) opens it from the list; the player reaches an agent through a messenger link.
 */
const cash = () => import('./cash.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-cash': cash,
  },
};
