/**
 * The error page (/error, ERR-08..12): title 'An error occurred', the hint, the translated message
 * whose key is in history state (or 'Unknown error'; decision ERR-PLAYER), the host notified once with message and stack, and a
 * refresh button to the `backRoute` query or the deposit list.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notifyHost } from '../../stores/host-outbox.ts';
import { reportDisplayedError } from '../../stores/display-errors.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { RefreshIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useHistoryState } from '../app-context.ts';
import { PLAYER_ERROR_KEYS, playerMessageKey } from './player-error-keys.ts';
import { errorInfoFromState, refreshTarget } from './error-state.ts';
import { useScope } from '../../stores/scope-context.ts';

export default function ErrorScreen() {
  const scope = useScope();
  const { t } = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const info = errorInfoFromState(useHistoryState());
  // Decision ERR-PLAYER: the player reads a translated message only; `info.message` (server or
  // developer text) goes to the host's Error below, never to the screen.
  const messageKey = playerMessageKey(info);
  const message = t(messageKey);
  const startFailed = messageKey === PLAYER_ERROR_KEYS.start;

  // ERR-11: once per visit, with the untranslated message the host can log.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    notifyHost(scope, 'Error', { message: info.message ?? 'Unknown error', stack: info.stack ?? '' });
    reportDisplayedError(scope, { kind: 'page', message, key: messageKey });
  }, [info.message, info.stack]); // once per visit

  return (
    <Page className="cashier-page--centered">
      {/* A start failure (decision ERR-PLAYER) is not mended by a refresh: its text says to close and reopen. */}
      <StatusPanel icon={<AlertIcon />} tone="danger" title={t('error.page.title')} hint={startFailed ? undefined : t('error.page.hint')} detail={message}>
        {startFailed ? null : (
          <Button icon={<RefreshIcon />} onClick={() => navigate(refreshTarget(search), { replace: true })}>
            {t('error.page.refresh')}
          </Button>
        )}
      </StatusPanel>
    </Page>
  );
}
