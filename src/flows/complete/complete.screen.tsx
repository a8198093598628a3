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
import { keepRetryAmount } from '../../stores/deposit/retry-amount.ts';
import { requestReturn } from '../../stores/navigation.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $selection } from '../../stores/selection.ts';
import { $selectedBox } from '../../stores/sweepstake-box.ts';
import { $effectiveTransport } from '../../stores/debug-switches.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { CheckIcon, RefreshIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { api } from '../../stores/api.ts';
import { backTarget, retryTarget, startCompletePage } from './model.ts';
import { $confirmations } from './confirmations.ts';
import { CryptoTransfer } from './crypto-transfer.tsx';
import { shownAmount } from './shown-amount.ts';
import { sweepPurchaseText } from './sweep-purchase.ts';
import { useScope } from '../../stores/scope-context.ts';
import checkingStyles from '../../../styles/checking-notice.css';
import { CheckingNotice } from '../../ui/checking-notice.tsx';
import { $confirmingPaid, $paidOffline } from '../../stores/deposit/paid-acknowledger.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);
adoptFlowStyles(cryptoStyles);
adoptFlowStyles(checkingStyles);

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
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const transfer = useStore($confirmations(scope));
  const transaction = useStore($transaction(scope));
  const confirmingPaid = useStore($confirmingPaid(scope));
  const paidOffline = useStore($paidOffline(scope));
  const { status } = transaction;
  const selection = useStore($selection(scope));
  const pending = useStore($pendingDeposit(scope));
  const transport = useStore($effectiveTransport(scope));
  // A coin pack is selected only in sweepstake mode, from its pack list to this page.
  const box = useStore($selectedBox(scope));
  const to = new URLSearchParams(search).get('to');
  const groupChosen = selection.kind === 'group' || (selection.kind === 'method' && selection.group !== undefined);

  // Read once: the machine starts with what the page was opened with.
  const opened = useRef({ search, pathname, pending, transport });
  useEffect(() => {
    const { search: first, pathname: path, pending: watched, transport: kind } = opened.current;
    const params = new URLSearchParams(first);
    const statusQuery = params.get('status');
    const stop = startCompletePage(scope, {
      statusQuery,
      transaction: path.startsWith('/withdrawal') ? 'withdrawal' : 'deposit',
      pending: watched,
      poll: kind === 'http',
      api: api(scope),
    });
    if (statusQuery !== null) {
      // STATUS-09: used, then removed from the address.
      params.delete('status');
      const rest = params.toString();
      navigate(rest ? `${path}?${rest}` : path, { replace: true });
    }
    return () => {
      stop();
      setPendingDeposit(scope, null);
    };
  }, [navigate]);

  const pack = box && !pathname.startsWith('/withdrawal') ? sweepPurchaseText(box, status, t, language) : undefined;
  const shown = shownAmount(pending, transaction.data);
  const amount = pack ? pack.detail : shown ? formatAmount(shown.amount, shown.currency) : undefined;
  const said = { ...announcement(status, t), ...(pack?.title && pack.hint ? { title: pack.title, hint: pack.hint } : {}) };
  return (
    <Page className="cashier-page--centered cashier-complete">
      {/* Decision STATUS-08: every change (processing, success, declined) is read out politely. */}
      <p className="cashier-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-announce={status}>
        <span>{said.title}</span> <span>{said.hint}</span>
      </p>
      {/* Decision REL-05: an "I paid" that failed is being sent again. */}
      <CheckingNotice checking={confirmingPaid} messageKey="deposit.confirmingPaid" />
      {/* Decision FAULT-07b: the socket gave up and waits for a press; this one sends "I paid" at once. */}
      {paidOffline ? (
        <p className="cashier-checking" role="alert">
          {t('socket.networkError')}{' '}
          <Button variant="secondary" onClick={paidOffline}>
            {t('complete.retry')}
          </Button>
        </p>
      ) : null}
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
            title={pack?.title ?? t(STATUS_TEXT[status].title)}
            hint={pack?.hint ?? t(STATUS_TEXT[status].hint)}
            {...(amount ? { detail: amount } : {})}
          >
            {status === 'mistaked' ? (
              <Button
                onClick={() => {
                  // Decision STATUS-RETRY: back to the payment page with the declined amount, no second copy of it.
                  keepRetryAmount(scope, pending ? { method: pending.paymentMethod, amount: pending.amount, currency: pending.currency } : null);
                  requestReturn(scope, retryTarget(to, groupChosen));
                }}
              >
                {t('complete.retry')}
              </Button>
            ) : (
              <>
                <Button onClick={() => notifyHost(scope, 'onClose', { page: 'complete', status })}>{t('complete.close')}</Button>
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
