/**
 * The form page (`/form`; shell §2: the closing button is hidden; REDIR-10): the helper window the
 * deposit engine opens for a provider redirect, and the native web view's POST hand-off. Lazy: only
 * a helper window or a native POST ever opens it.
 */

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    form: () => import('./form.screen.tsx'),
  },
};
