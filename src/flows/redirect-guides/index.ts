/**
 * The redirect page's guides (flows §2 "Other redirect pages"; REDIR-03/04): the visual
 * instruction carousel and the video guide page, each its own lazy chunk, opened from the
 * redirect page's guide buttons (src/flows/redirect/guide-buttons.tsx).
 */
import { CB_VIDEO_INSTRUCTION, DEPOSIT_REDIRECT_INSTRUCTION, DEPOSIT_VIDEO_INSTRUCTION } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const instruction = () => import('./instruction.screen.tsx');
const video = () => import('./video.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_REDIRECT_INSTRUCTION, 'deposit-redirect-instruction'),
    choicePage(DEPOSIT_VIDEO_INSTRUCTION, 'deposit-video-instruction'),
    choicePage(CB_VIDEO_INSTRUCTION, 'cb-deposit-video-instruction', { screen: 'deposit-video-instruction', tree: 'cb-deposit' }),
  ] satisfies RouteNode[],
  screens: {
    'deposit-redirect-instruction': instruction,
    'deposit-video-instruction': video,
  },
};
