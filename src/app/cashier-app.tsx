/**
 * `<CashierApp>`: the root component the element renders in its shadow root. It owns the
 * per-element memory history (guards installed), provides i18n and the wouter router, follows
 * navigation requests from stores (`$navigationRequest`, `$backRequest`) and reports the location back.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { Router } from 'wouter';
import { listenKeys } from 'nanostores';
import { $config } from '../stores/config.ts';
import { $backRequest, $navigationRequest, clearNavigationRequest, reportLocation } from '../stores/navigation.ts';
import { I18nProvider } from '../i18n/react.tsx';
import type { CashierI18n } from '../i18n/i18n.ts';
import { createAppHistory } from './app-history.ts';
import { transactionOfPath } from './header-view.ts';
import { AppShell } from './app-shell.tsx';
import { goBack, returnTo, setActiveHistory } from './back.ts';
import type { MemoryHistory } from './memory-history.ts';
import { useScope } from '../stores/scope-context.ts';

export interface CashierAppProps {
  i18n: CashierI18n;
  /** First path (default '/', which redirects to /deposit). Read once; `$config.route` changes navigate. */
  initialPath?: string | undefined;
  /** A history made with `createAppHistory` (tests, or an element that keeps its own). */
  history?: MemoryHistory;
}

/** The app root: i18n, router, shell. */
export function CashierApp({ i18n, initialPath, history: given }: CashierAppProps) {
  const scope = useScope();
  const [history] = useState(() => {
    const created = given ?? createAppHistory(scope, initialPath);
    // A request made before the app mounted (start-up failed: /error) is the first page, so the
    // page it replaces never mounts (no onInit, no request from it).
    const early = $navigationRequest(scope).get();
    if (early) {
      clearNavigationRequest(scope);
      created.navigate(early.to, { replace: true, state: early.state });
    }
    return created;
  });

  // Registered in the commit that first shows the page (a layout effect, not a passive one): a host
  // back event that arrives as soon as the header is on screen must find the history (HOST-25).
  useLayoutEffect(() => setActiveHistory(scope, history), [history]);

  useEffect(() => {
    // The route's transaction kind goes with the path: analytics reads it (AN-01).
    const report = () => reportLocation(scope, history.href, transactionOfPath(history.href, $config(scope).get().widgetViewType === 'sweep' ? 'sweep' : 'main'));
    report();
    const stopReporting = history.subscribe(report);
    const stopRequests = $navigationRequest(scope).subscribe((request) => {
      if (!request) return;
      clearNavigationRequest(scope);
      if (request.returning) returnTo(history, request.to);
      else history.navigate(request.to, { replace: request.replace, state: request.state });
    });
    // A page's own Back button (requestBack) goes where the header's would.
    const stopBack = $backRequest(scope).listen(() => goBack(scope, history));
    // The host opens another tree later (decision ROUTE-02): a new entry, so Back returns.
    const stopRoute = listenKeys($config(scope), ['route'], ({ route }) => {
      if (route) history.navigate(route, { exact: true });
    });
    return () => {
      stopRoute();
      stopBack();
      stopRequests();
      stopReporting();
    };
  }, [history]);

  return (
    <I18nProvider i18n={i18n}>
      <Router hook={history.hook} searchHook={history.hook.searchHook}>
        <AppShell history={history} />
      </Router>
    </I18nProvider>
  );
}
