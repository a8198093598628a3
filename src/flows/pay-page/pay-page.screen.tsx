/**
 * `/deposit/redirect/eazype` and `/deposit/redirect/pix` (flows §2 "Other redirect pages";
 * REDIR-05/06, decision REDIR-09): the deposit just created, paid by scanning the QR code the
 * answer's `qrCode` holds (also copyable, for "copia e cola"), or at its `payLink` (opened in a new
 * tab, also copyable) — whichever the answer carries. A pay link the link guard rejects is not
 * shown: the player reads why and the host gets `Error` with the scheme (DOM-36). "I have paid"
 * leads to the complete page, which watches the deposit.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { methodLabel } from '../../domain/method-text.ts';
import { payPageData } from '../../domain/pay-page.ts';
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $pendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Page } from '../../ui/page.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/pay-page.css';
import uiParts from '../../../styles/ui-parts.css';
import { reportRejectedLinkScheme } from '../../stores/rejected-link.ts';
import { reportDisplayedError } from '../../stores/display-errors.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

export default function PayPageScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const method = useStore($selectedMethod(scope));
  const pending = useStore($pendingDeposit(scope));
  const data = payPageData(pending?.response);
  const rejected = data.rejectedScheme;

  useEffect(() => {
    // DOM-36: the host learns that a pay link was refused, by its scheme only (the URL may carry tokens).
    if (rejected === null) return;
    reportRejectedLinkScheme(scope, rejected);
    // Issue #10 item 7: the note the player reads goes to the host as onDisplayError.
    reportDisplayedError(scope, { kind: 'alert', message: t('redirect.pay.linkRejected'), key: 'redirect.pay.linkRejected' });
  }, [rejected]); // once per refused link, not per language switch

  if (!method) return null; // the route guard sends a missing choice back to the list
  const paid = () => navigate(DEPOSIT_COMPLETE, { replace: true });
  if (!pending || (data.qrCode === null && data.payLink === null && rejected === null)) {
    // Reached without a deposit (or its answer carries nothing to pay with): nothing to show but the way on.
    return (
      <Page className="cashier-pay">
        <StatusPanel icon={<AlertIcon />} title={t('redirect.pay.noData')}>
          <Button onClick={paid}>{t('redirect.pay.paid')}</Button>
        </StatusPanel>
      </Page>
    );
  }
  const copied = t('redirect.pay.copied');
  return (
    <Page className="cashier-pay">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      <p className="cashier-pay__amount">{formatAmount(pending.amount, pending.currency)}</p>
      <p className="cashier-pay__hint">{t(data.qrCode !== null ? 'redirect.pay.qrHint' : 'redirect.pay.linkHint')}</p>
      {data.qrCode !== null ? (
        <section className="cashier-pay__qr" aria-label={t('redirect.pay.qrLabel')}>
          <QrCode value={data.qrCode} label={t('redirect.pay.qrLabel')} />
          <div className="cashier-pay__copy-row">
            <code className="cashier-pay__code" dir="ltr">
              {data.qrCode}
            </code>
            <CopyButton value={data.qrCode} label={t('redirect.pay.copyCode')} copiedLabel={copied} showLabel />
          </div>
        </section>
      ) : null}
      {data.payLink !== null ? (
        <div className="cashier-pay__link">
          <a className="cashier-button cashier-button--secondary" href={data.payLink} target="_blank" rel="noopener noreferrer">
            <span className="cashier-button__label">{t('redirect.pay.openLink')}</span>
          </a>
          <CopyButton value={data.payLink} label={t('redirect.pay.copyLink')} copiedLabel={copied} />
        </div>
      ) : null}
      {rejected !== null ? (
        <p className="cashier-pay__rejected" role="alert">
          {t('redirect.pay.linkRejected')}
        </p>
      ) : null}
      <Button block onClick={paid}>
        {t('redirect.pay.paid')}
      </Button>
    </Page>
  );
}
