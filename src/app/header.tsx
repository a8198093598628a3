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
import { headerModel } from './header-model.ts';

/** ROUTE-36 decision: the close button asks the host to close the widget. */
export function requestClose(): void {
  notifyHost('onClose', {});
}

export function Header() {
  const { t } = useT();
  const { route, history, mode } = useAppRoute();
  const search = useSearch();
  const { closingButton } = useStore($config, { keys: ['closingButton'] });
  const model = headerModel(route, { closingButton, mode, search });
  if (!model.visible) return null;
  return (
    <HeaderBar
      title={t(model.titleKey)}
      back={model.showBack ? { label: t('header.back'), onBack: () => goBack(history, mode) } : undefined}
      close={model.showClose ? { label: t('header.close'), onClose: requestClose } : undefined}
    />
  );
}
