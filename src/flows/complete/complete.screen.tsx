/**
 * `/deposit/complete` (flows §2, §4; STATUS-04..17): waiting → spinner and no buttons; accepted →
 * processing title + Close; processed → success title + Close; mistaked → decline title + Retry.
 * Every change is announced (aria-live). The machine itself is in model.ts.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-payment.css';
import { $pendingDeposit, setPendingDeposit } from '../../stores/deposit-session.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $selection } from '../../stores/selection.ts';
import { $effectiveTransport } from '../../stores/session.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, CheckIcon, RefreshIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { completeApi } from './api.ts';
import { $completeStatus, backTarget, retryTarget, startCompletePage } from './model.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);

/** Decision STATUS-08: the title and hint keys per status. */
export const STATUS_TEXT = {
  accepted: { title: 'complete.accepted.title', hint: 'complete.accepted.hint' },
  processed: { title: 'complete.processed.title', hint: 'complete.processed.hint' },
  mistaked: { title: 'complete.mistaked.title', hint: 'complete.mistaked.hint' },
} as const;

export default function CompleteScreen() {
  const { t, formatAmount } = useT();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const status = useStore($completeStatus);
  const selection = useStore($selection);
  const pending = useStore($pendingDeposit);
  const transport = useStore($effectiveTransport);
  const to = new URLSearchParams(search).get('to');
  const groupChosen = selection.kind === 'group' || (selection.kind === 'method' && selection.group !== undefined);

  // Read once: the machine starts with what the page was opened with.
  const opened = useRef({ search, pathname, pending, transport });
  useEffect(() => {
    const { search: first, pathname: path, pending: watched, transport: kind } = opened.current;
    const params = new URLSearchParams(first);
    const statusQuery = params.get('status');
    const stop = startCompletePage({
      statusQuery,
      transaction: path.startsWith('/withdrawal') ? 'withdrawal' : 'deposit',
      pending: watched,
      poll: kind === 'http',
      api: completeApi,
    });
    if (statusQuery !== null) {
      // STATUS-09: used, then removed from the address.
      params.delete('status');
      const rest = params.toString();
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
    }
    return () => {
      stop();
      setPendingDeposit(null);
    };
  }, [navigate]);

  const amount = pending ? formatAmount(pending.amount, pending.currency) : undefined;
  const announce = status === 'waiting' ? t('complete.waiting') : t(STATUS_TEXT[status].title);
  return (
    <Page className="cashier-page--centered cashier-complete" >
      <p className="cashier-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
      <div className={`cashier-complete__panel cashier-complete--${status}`} data-status={status}>
        {status === 'waiting' ? (
          <div className="cashier-complete__waiting" aria-hidden="true">
            <Spinner label={t('complete.waiting')} showLabel />
            {amount ? <p className="cashier-complete__amount">{amount}</p> : null}
          </div>
        ) : (
          <StatusPanel
            icon={status === 'mistaked' ? <AlertIcon /> : status === 'processed' ? <CheckIcon /> : <RefreshIcon />}
            tone={status === 'mistaked' ? 'danger' : 'neutral'}
            title={t(STATUS_TEXT[status].title)}
            hint={t(STATUS_TEXT[status].hint)}
            {...(amount ? { detail: amount } : {})}
          >
            {status === 'mistaked' ? (
              <Button onClick={() => navigate(retryTarget(to, groupChosen), { replace: true })}>{t('complete.retry')}</Button>
            ) : (
              <>
                <Button onClick={() => notifyHost('onClose', { page: 'complete', status })}>{t('complete.close')}</Button>
                <Button variant="ghost" onClick={() => navigate(backTarget(to, groupChosen), { replace: true })}>
                  {t('complete.back')}
                </Button>
              </>
            )}
          </StatusPanel>
        )}
      </div>
    </Page>
  );
}
