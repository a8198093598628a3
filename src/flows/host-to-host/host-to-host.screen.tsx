/**
 * `/deposit/host-to-host` (flows §2 "Host-to-host invoice", §3, §4; H2H-01..07): the amount to
 * transfer, the card and requisites with a copy button each (src/ui/requisite-list.tsx), the
 * countdown to the end of the time to pay, and "I have paid", which goes to the complete page in
 * status accepted (H2H-03) and is hidden once the time is up (H2H-04).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { h2hInvoice } from './h2h-invoice.ts';
import type { H2hRow } from './h2h-invoice.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $pendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import type { Requisite } from '../../ui/requisite-list.tsx';
import { amountRequisite, RequisitesSection } from '../../ui/requisites-section.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/invoice.css';
import uiParts from '../../../styles/ui-parts.css';
import { H2H_PAID_PATH, reportPaid } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

export default function HostToHostScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const method = useStore($selectedMethod(scope));
  const pending = useStore($pendingDeposit(scope));
  // Decision H2H-07: an answer without `created` counts from when the page got it.
  const [openedAt] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const [sending, setSending] = useState(false);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const paid = () => {
    if (sending) return;
    setSending(true);
    const done = () => navigate(H2H_PAID_PATH, { replace: true });
    if (pending) void reportPaid(scope, pending).then(done);
    else done();
  };
  const invoice = pending ? h2hInvoice(pending.response, method, pending, openedAt) : null;
  if (!pending || !invoice || (invoice.card.length === 0 && invoice.requisites.length === 0)) {
    // Reached without a deposit, or its answer carries nothing to pay to: nothing to show but the way on.
    return (
      <Page className="cashier-invoice">
        <StatusPanel icon={<AlertIcon />} title={t('redirect.pay.noData')}>
          <Button onClick={paid}>{t('redirect.pay.paid')}</Button>
        </StatusPanel>
      </Page>
    );
  }
  const label = (row: H2hRow): Requisite => ({
    name: row.name,
    label: row.labelKey ? t(row.labelKey) : (row.title ?? row.name),
    value: row.value,
    ...(row.display !== undefined ? { display: row.display } : {}),
    copyable: row.copyable,
    ...(row.emphasis ? { emphasis: true } : {}),
  });
  const copyLabel = (name: string) => t('requisite.copy', { name });
  const copied = t('requisite.copied');
  return (
    <Page className="cashier-invoice">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      <p className="cashier-invoice__amount" data-amount>
        {formatAmount(invoice.amount, invoice.currency)}
      </p>
      <p className="cashier-invoice__hint">{t('h2h.hint')}</p>
      {invoice.endsAt !== null ? (
        <Countdown endsAt={invoice.endsAt} label={t('h2h.timeLeft')} showLabel expiredLabel={t('h2h.expired')} onExpire={() => setExpired(true)} />
      ) : null}
      <RequisitesSection
        id="cashier-h2h-requisites"
        title={t('invoice.details')}
        items={[amountRequisite(t('redirect.amount'), invoice.amount, formatAmount(invoice.amount, invoice.currency)), ...invoice.card.map(label), ...invoice.requisites.map(label)]}
        copyLabel={copyLabel}
        copiedLabel={copied}
      />
      {/* H2H-04: once the time is up the button goes; the expiry is announced by the countdown. */}
      {expired ? (
        <p className="cashier-invoice__expired">{t('h2h.expired')}</p>
      ) : (
        <Button block onClick={paid} disabled={sending} aria-busy={sending ? 'true' : undefined}>
          {t('redirect.pay.paid')}
        </Button>
      )}
    </Page>
  );
}
