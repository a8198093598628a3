/**
 * The host-to-host flow (flows §2 "Host-to-host invoice", §4 "Host-to-host"; H2H-01..07, issue #13
 * deliverable 4): after deposit-create answers a card, requisites or a bank-transfer method's
 * details (CREATE-25), the player copies them, pays in their bank within the countdown and says
 * "I have paid". One lazy chunk.
 */
const hostToHost = () => import('./host-to-host.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-host-to-host': hostToHost,
  },
};
