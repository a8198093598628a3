/**
 * Registers the deposit flow screens with the app (screen keys of src/app/route-table-main.ts),
 * each a lazy chunk. The element imports this module once.
 */
// eslint-disable-next-line no-restricted-imports -- the one place flows hand their screens to the app
import { registerScreens } from '../app/screen-registry.ts';

registerScreens({
  'deposit-list': () => import('./deposit-list/deposit-list.screen.tsx'),
  'deposit-group-list': () => import('./deposit-list/group-list.screen.tsx'),
  'deposit-redirect': () => import('./redirect/redirect.screen.tsx'),
  'deposit-group-redirect': () => import('./redirect/redirect.screen.tsx'),
  'deposit-complete': () => import('./complete/complete.screen.tsx'),
  form: () => import('./redirect/form.screen.tsx'),
});
