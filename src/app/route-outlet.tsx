/**
 * Renders the matched route's screen inside <main> (React.lazy + Suspense), wrapped in the
 * error boundary. A route without a registered screen renders an empty main.
 */
import { Suspense } from 'react';
import { useT } from '../i18n/react.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { StatusPanel } from '../ui/status-panel.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import { useAppRoute } from './app-context.ts';
import { RouteErrorBoundary } from './error-boundary.tsx';
import { screenComponent } from './screen-registry.ts';

/** Where a caught screen error is sent: /error, with the failed page to come back to. */
export function errorRouteFor(href: string): string {
  return `/error?backRoute=${encodeURIComponent(href)}`;
}

export function RouteOutlet() {
  const { t } = useT();
  const { route, history } = useAppRoute();
  const Screen = screenComponent(route.screen);
  const onError = (error: Error): void =>
    history.navigate(errorRouteFor(history.href), { state: { message: error.message, stack: error.stack ?? '' } });
  const fallback =
    route.name === 'error' ? <StatusPanel icon={<AlertIcon />} tone="danger" title={t('error.page.title')} hint={t('error.page.hint')} /> : undefined;
  return (
    <RouteErrorBoundary resetKey={`${history.index}:${history.href}`} onError={onError} fallback={fallback}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>{Screen ? <Screen key={route.name} /> : null}</Suspense>
    </RouteErrorBoundary>
  );
}
