/**
 * Inside the router: resolves the current path to a route, and lays out header, <main> with
 * the screen, the snackbar and the page announcer. Guards have already run in the history,
 * so the path normally resolves; a stale path (the view type just changed) is re-checked.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { $breakpoint } from '../stores/breakpoint.ts';
import { $config } from '../stores/config.ts';
import { useT } from '../i18n/react.tsx';
import { RouteContext } from './app-context.ts';
import type { AppRouteContext } from './app-context.ts';
import { Header } from './header.tsx';
import { titleKeyFor } from './header-view.ts';
import type { MemoryHistory } from './memory-history.ts';
import { PageAnnouncer } from './page-announcer.tsx';
import { RouteOutlet } from './route-outlet.tsx';
import { resolvePath } from './routes.ts';
import { SnackbarHost } from './snackbar-host.tsx';
import { useScope } from '../stores/scope-context.ts';
import { playerPressed } from '../stores/api.ts';

export function AppShell({ history }: { history: MemoryHistory }) {
  const scope = useScope();
  const i18n = useT();
  const [pathname] = useLocation();
  const search = useSearch();
  const { widgetViewType } = useStore($config(scope), { keys: ['widgetViewType'] });
  const breakpoint = useStore($breakpoint(scope));
  const mode = widgetViewType === 'sweep' ? 'sweep' : 'main';
  const resolution = resolvePath(pathname, mode);
  const mainRef = useRef<HTMLElement>(null);

  // The view type can arrive after the first render (handshake): re-run the guards then.
  useEffect(() => history.recheck(), [mode, history]);

  const route = resolution.kind === 'route' ? resolution.route : null;
  const context = useMemo<AppRouteContext | null>(() => (route ? { history, route, mode } : null), [history, route, mode]);
  if (!context || !route) return null;

  return (
    <RouteContext.Provider value={context}>
      <div
        className="cashier"
        dir={i18n.dir}
        lang={i18n.language}
        data-breakpoint={breakpoint}
        data-mode={mode}
        data-route={route.name}
        data-crypto-balance={route.meta.isCryptoBalance ? 'true' : undefined}
        // FAULT-07a: a press is the player's go-ahead for a socket that gave up connecting.
        onClickCapture={() => playerPressed(scope)}
      >
        <Header />
        <main className="cashier-main" part="main" ref={mainRef} tabIndex={-1} aria-busy={undefined}>
          <RouteOutlet />
        </main>
        <SnackbarHost />
        <PageAnnouncer
          pageKey={`${route.name}:${history.index}`}
          title={i18n.t(titleKeyFor(route, mode, search))}
          focusTarget={mainRef}
        />
      </div>
    </RouteContext.Provider>
  );
}
