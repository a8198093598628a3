/**
 * The eazype and pix pages (flows §2 "Other redirect pages", §4 "After creation"; REDIR-05/06):
 * after deposit-create answers `pageId` eazype or pix, the player pays by QR code or pay link and
 * presses "I have paid". One lazy screen serves both routes.
 */
import { DEPOSIT_REDIRECT_EAZYPE, DEPOSIT_REDIRECT_PIX } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const payPage = () => import('./pay-page.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_REDIRECT_EAZYPE, 'deposit-redirect-eazype'),
    choicePage(DEPOSIT_REDIRECT_PIX, 'deposit-redirect-pix'),
  ] satisfies RouteNode[],
  screens: {
    'deposit-redirect-eazype': payPage,
    'deposit-redirect-pix': payPage,
  },
};
