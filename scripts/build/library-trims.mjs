// Library code the widget never runs, left out of its build (issue #24, decisions ROOM-04, ROOM-05).
// Each replacement is what the library itself would do on this page, or code no path reaches.

// ROOM-04: wouter reaches useSyncExternalStore through the use-sync-external-store shim, written for
// React < 18; on React 18+ the shim only hands back React's own hook.
const SYNC_STORE_SHIM = /[\\/]wouter[\\/]src[\\/]use-sync-external-store\.js$/;
const REACT_SYNC_STORE = 'export { useSyncExternalStore } from "react";\n';

// ROOM-05: wouter's default router reads the page's own location, and merely importing it patches
// the host page's history.pushState/replaceState to dispatch events. The cashier routes in memory,
// and every wouter hook and component renders inside its <Router hook searchHook>
// (src/app/cashier-app.tsx), so the default router is never used: it fails loudly if it ever is.
const BROWSER_LOCATION = /[\\/]wouter[\\/]src[\\/]use-browser-location\.js$/;
const NO_BROWSER_LOCATION = `const outside = () => { throw new Error("payment-cashier: wouter used outside the cashier's memory router"); };
export { outside as useBrowserLocation, outside as useSearch };
`;

export const libraryTrims = {
  name: 'library-trims',
  setup(b) {
    b.onLoad({ filter: SYNC_STORE_SHIM }, () => ({ contents: REACT_SYNC_STORE, loader: 'js' }));
    b.onLoad({ filter: BROWSER_LOCATION }, () => ({ contents: NO_BROWSER_LOCATION, loader: 'js' }));
  },
};
