/**
 * The form page (`/form`; shell §2: the closing button is hidden; REDIR-10): the helper window the
 * deposit engine opens for a provider redirect, and the native web view's POST hand-off. Lazy: only
 * a helper window or a native POST ever opens it.
 */
import { FORM_PATH } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    // ROUTE-14: the closing button is hidden; it is the POST form page, so no header at all.
    { path: FORM_PATH, name: 'form', tree: 'shared', hideClosingButton: true, hidePaymentHeader: true },
  ] satisfies RouteNode[],
  screens: {
    form: () => import('./form.screen.tsx'),
  },
};
