/**
 * The redirect page's guides (flows §2 "Other redirect pages"; REDIR-03/04): the visual
 * instruction carousel and the video guide page, each its own lazy chunk, opened from the
 * redirect page's guide buttons (src/flows/redirect/guide-buttons.tsx).
 */
const instruction = () => import('./instruction.screen.tsx');
const video = () => import('./video.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-redirect-instruction': instruction,
    'deposit-video-instruction': video,
  },
};
