/**
 * The connected header: reads the route and `$config.closingButton`, renders HeaderBar.
 * Back follows the route's backRoute (src/app/back.ts); close posts `onClose` (ROUTE-36).
 */
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { $config } from '../stores/config.ts';
import { notifyHost } from '../stores/host-outbox.ts';
import { useT } from '../i18n/react.tsx';
import { HeaderBar } from '../ui/header-bar.tsx';
import { useAppRoute } from './app-context.ts';
import { goBack } from './back.ts';
import { headerView } from './header-view.ts';
import type { Scope } from '../stores/scope.ts';
import { useScope } from '../stores/scope-context.ts';
/** ROUTE-36 decision: the close button asks the host to close the widget. */
export function requestClose(scope: Scope): void {
  notifyHost(scope, 'onClose', {});
}

export function Header() {
  const scope = useScope();
  const { t } = useT();
  const { route, history, mode } = useAppRoute();
  const search = useSearch();
  const { closingButton } = useStore($config(scope), { keys: ['closingButton'] });
  const view = headerView(route, { closingButton, mode, search });
  if (!view.visible) return null;
  return (
    <HeaderBar
      title={t(view.titleKey)}
      back={view.showBack ? { label: t('header.back'), onBack: () => goBack(scope, history, mode) } : undefined}
      close={view.showClose ? { label: t('header.close'), onClose: () => requestClose(scope) } : undefined}
    />
  );
}
