/**
 * `/deposit/complete` (flows §2, §4; STATUS-04..17): waiting → spinner, title, hint and amount,
 * no buttons; accepted → processing title + Close; processed → success title + Close; mistaked →
 * decline title + Retry. Every change is announced (aria-live). The machine is in model.ts.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import type { TransactionStatus } from '../../domain/transaction-status.ts';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-payment.css';
import cryptoStyles from '../../../styles/crypto-transfer.css';
import { $pendingDeposit, setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { $transaction } from '../../stores/transaction.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $selection } from '../../stores/selection.ts';
import { $effectiveTransport } from '../../stores/debug-switches.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, CheckIcon, RefreshIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { api } from '../../stores/api.ts';
import { $completeStatus, backTarget, retryTarget, startCompletePage } from './model.ts';
import { $confirmations } from './confirmations.ts';
import { CryptoTransfer } from './crypto-transfer.tsx';
import { shownAmount } from './shown-amount.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);
adoptFlowStyles(cryptoStyles);

/** Decision STATUS-08: the title and hint keys per status. */
export const STATUS_TEXT = {
  accepted: { title: 'complete.accepted.title', hint: 'complete.accepted.hint' },
  processed: { title: 'complete.processed.title', hint: 'complete.processed.hint' },
  mistaked: { title: 'complete.mistaked.title', hint: 'complete.mistaked.hint' },
} as const;

/** STATUS-04: the waiting state's texts. */
export const WAITING_TEXT = { title: 'complete.waiting', hint: 'complete.waiting.hint' } as const;

/** What the live region reads for a status: its title and hint, so "declined" comes with what to do. */
export function announcement(status: TransactionStatus, t: (key: string) => string): { title: string; hint: string } {
  const text = status === 'waiting' ? WAITING_TEXT : STATUS_TEXT[status];
  return { title: t(text.title), hint: t(text.hint) };
}

export default function CompleteScreen() {
  const { t, formatAmount } = useT();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const status = useStore($completeStatus);
  const transfer = useStore($confirmations);
  const transaction = useStore($transaction);
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
      api,
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

  const shown = shownAmount(pending, transaction.data);
  const amount = shown ? formatAmount(shown.amount, shown.currency) : undefined;
  const said = announcement(status, t);
  return (
    <Page className="cashier-page--centered cashier-complete">
      {/* Decision STATUS-08: every change (processing, success, declined) is read out politely. */}
      <p className="cashier-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-announce={status}>
        <span>{said.title}</span> <span>{said.hint}</span>
      </p>
      <div className={`cashier-complete__panel cashier-complete--${status}`} data-status={status}>
        {status === 'waiting' ? (
          // STATUS-04: a clear waiting state — spinner, title, what happens next, the amount; no buttons.
          <StatusPanel
            icon={<span className="cashier-complete__ring" aria-hidden="true" />}
            title={t(WAITING_TEXT.title)}
            hint={t(WAITING_TEXT.hint)}
            {...(amount ? { detail: amount } : {})}
          />
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
        {/* CRYPTO-19..27: the transfer's confirmations, network and hash (crypto deposits only). */}
        {transfer ? <CryptoTransfer progress={transfer} status={status} /> : null}
      </div>
    </Page>
  );
}
