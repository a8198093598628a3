/**
 * The eazype and pix pages (flows §2 "Other redirect pages", §4 "After creation"; REDIR-05/06):
 * after deposit-create answers `pageId` eazype or pix, the player pays by QR code or pay link and
 * presses "I have paid". One lazy screen serves both routes.
 */
const payPage = () => import('./pay-page.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-redirect-eazype': payPage,
    'deposit-redirect-pix': payPage,
  },
};
