/**
 * `/deposit/peer-to-peer/invoice` (flows §2 "Peer-to-peer invoice"; P2P-16..43): the amount to
 * send, the requisites card with the decrypted card (number in groups of 4, every row copyable),
 * the guarantee banner (uzcard, humo), the header of the h2h wallets, the cross-border note, the
 * way to the instruction banks' page, the warning, the payment-details alert, the
 * countdown (with a warning before it ends), the confirmation id where the method needs one, the
 * paid button and, for the Kyrgyz banks, the support button. The state is model.ts's.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { methodLabel } from '../../domain/method-text.ts';
import {
  amountDiffers, cardGroups, confirmationIdValid, H2H_HEADER_METHODS, hasSupportButton, isCrossBorderBank, isGuaranteed, isInstructionBank,
  needsConfirmationId, P2P_EXPIRY_WARNING_MS, transferKind, transferWarningKey, VIRTUAL_BANK_METHOD,
} from './p2p.ts';
import type { DepositCard, P2pDepositResponse } from '../../domain/payment-entities.ts';
import { DEPOSIT_LIST, DEPOSIT_P2P_BASE, DEPOSIT_P2P_INSTRUCTION } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import type { Requisite } from '../../ui/requisite-list.tsx';
import { amountRequisite, RequisitesSection } from '../../ui/requisites-section.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import uiParts from '../../../styles/ui-parts.css';
import p2pStyles from '../../../styles/p2p.css';
import { DetailsAlert } from './details-alert.tsx';
import { CancelDeposit } from './cancel-deposit.tsx';
import { cancelInvoice, expireInvoice } from './invoice-cancel.ts';
import { $invoice } from './invoice-state.ts';
import { closeInvoice, markPaid, paidBlocked, typeConfirmationId } from './invoice.ts';
import { watchInvoice } from './invoice-watch.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(p2pStyles);

type T = (key: string, options?: Record<string, unknown>) => string;

/** P2P-25/26/39: the card's rows; the number reads in groups of 4 and copies as digits. */
function cardRows(card: DepositCard, method: string, t: T): Requisite[] {
  const rows: Requisite[] = [];
  const add = (name: string, label: string, value: string | undefined, extra: Partial<Requisite> = {}) => {
    if (typeof value === 'string' && value.trim() !== '') rows.push({ name, label, value: value.trim(), copyable: true, ...extra });
  };
  if (card.number) add('number', t('p2p.requisite.card'), card.number.replace(/\s+/g, ''), { display: cardGroups(card.number), emphasis: true });
  add('phone', t('p2p.requisite.phone'), card.phone, { emphasis: true });
  add('bank_account', t('p2p.requisite.account'), card.bank_account ?? card.account_number, { emphasis: true });
  add('bank_name', method === VIRTUAL_BANK_METHOD ? t('p2p.requisite.virtualBank') : t('p2p.requisite.bank'), card.bank_name);
  add('fullName', t('p2p.requisite.holder'), card.fullName);
  add('transaction_description', t('p2p.requisite.description'), card.transaction_description);
  return rows;
}

/** The amount to send (P2P-01: payment_amount in payment_currency). */
const amountToPay = (a: P2pDepositResponse) => ({ amount: a.payment_amount ?? a.processingAmount ?? 0, currency: a.payment_currency ?? a.processingCurrency ?? '' });

export default function P2pInvoiceScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const invoice = useStore($invoice(scope));
  const selection = useStore($selection(scope));
  const confirmId = useId();
  const [warn, setWarn] = useState(false);
  const depositId = invoice?.depositId;
  const endsAt = invoice?.endsAt ?? Number.NaN;

  useEffect(() => {
    if (depositId === undefined) {
      navigate(DEPOSIT_P2P_BASE, { replace: true }); // no invoice (a reload of the route): start over
      return undefined;
    }
    const stop = watchInvoice(scope, api(scope));
    return () => {
      stop();
      closeInvoice(scope);
    };
  }, [depositId, navigate]);

  // Decision P2P-44: a warning once less than a minute is left.
  useEffect(() => {
    if (!Number.isFinite(endsAt)) return undefined;
    const left = endsAt - Date.now() - P2P_EXPIRY_WARNING_MS;
    if (left <= 0) {
      setWarn(true);
      return undefined;
    }
    setWarn(false);
    const timer = setTimeout(() => setWarn(true), left);
    return () => clearTimeout(timer);
  }, [endsAt]);

  if (!invoice) return null;
  const backToMethods = () => navigate(DEPOSIT_LIST, { replace: true });
  // A cancelled or expired deposit is not to be paid: no way to the bank's steps, no "waiting for your transfer".
  const open = !invoice.expired && invoice.cancel !== 'done';
  const { answer, method } = invoice;
  const methodText = selection.kind === 'method' && selection.method.name === method ? methodLabel(selection.method, language) : method;
  const pay = amountToPay(answer);
  const payText = formatAmount(pay.amount, pay.currency);
  const card = invoice.card.state === 'ready' ? invoice.card.card : undefined;
  const askId = needsConfirmationId(method);
  const idInvalid = askId && invoice.confirmationId !== '' && !confirmationIdValid(invoice.confirmationId);
  const bank = card?.bank_name;
  const amountRow = amountRequisite(t('p2p.requisite.amount'), pay.amount, payText);

  return (
    <Page className="cashier-p2p">
      <h2 className="cashier-page__title" dir="auto">
        {t('p2p.invoice.title', { amount: payText })}
      </h2>
      <p className="cashier-p2p__method" dir="auto">
        {methodText}
      </p>
      {H2H_HEADER_METHODS.has(method) ? <p className="cashier-p2p__header">{t('p2p.header.wallet')}</p> : null}
      {isGuaranteed(method) ? (
        <p className="cashier-p2p__guarantee" role="note">
          {t('p2p.guarantee')}
        </p>
      ) : null}
      {amountDiffers(answer) ? (
        <p className="cashier-p2p__difference" role="note">
          {t('p2p.amountDiffers', { amount: payText, passed: formatAmount(answer.passedAmount ?? 0, answer.passedCurrency ?? pay.currency) })}
        </p>
      ) : null}
      <RequisitesSection id="cashier-p2p-requisites" title={t('p2p.requisites')} items={[amountRow, ...(card ? cardRows(card, method, t) : [])]} copyLabel={(label) => t('requisite.copy', { name: label })} copiedLabel={t('requisite.copied')}>
        {invoice.card.state === 'pending' ? (
          <Spinner label={t('p2p.decrypting')} showLabel />
        ) : invoice.card.state === 'failed' ? (
          <p role="alert" className="cashier-p2p__error">
            {t('p2p.decryptError')}
          </p>
        ) : null}
      </RequisitesSection>
      {isCrossBorderBank(bank) ? <p className="cashier-p2p__note">{t('p2p.crossBorder')}</p> : null}
      {isInstructionBank(bank) && transferKind(card) !== null && open ? (
        // Decision P2P-INSTR: the bank's steps are a page of their own, offered here.
        <Button variant="secondary" block className="cashier-p2p__how" onClick={() => navigate(DEPOSIT_P2P_INSTRUCTION)}>
          {t('p2p.instruction.title', { bank })}
        </Button>
      ) : null}
      <div className="cashier-p2p__warning">
        <AlertIcon />
        <p>{t(transferWarningKey(transferKind(card), askId))}</p>
      </div>
      {open ? <DetailsAlert seed={Number(String(invoice.depositId).replace(/\D/g, '')) || 0} /> : null}
      {invoice.expired ? (
        <div role="alert" className="cashier-p2p__expired">
          <p>{t('p2p.expired')}</p>
          <Button variant="secondary" block onClick={backToMethods}>
            {t('p2p.backToMethods')}
          </Button>
        </div>
      ) : invoice.cancel === 'done' ? (
        <CancelDeposit cancel="done" onCancel={() => undefined} onBack={backToMethods} />
      ) : (
        <>
          <div className="cashier-p2p__timer">
            <Countdown endsAt={invoice.endsAt} label={t('p2p.timer')} showLabel expiredLabel={t('p2p.expired')} onExpire={() => expireInvoice(scope, api(scope))} />
            {warn ? (
              <p className="cashier-p2p__soon" role="status">
                {t('p2p.expiresSoon')}
              </p>
            ) : null}
          </div>
          {askId ? (
            <div className="cashier-p2p__confirm">
              <label htmlFor={confirmId}>{t('p2p.confirmationId')}</label>
              <input
                id={confirmId}
                className="cashier-input"
                inputMode="numeric"
                autoComplete="off"
                value={invoice.confirmationId}
                aria-invalid={idInvalid ? 'true' : 'false'}
                aria-describedby={`${confirmId}-hint`}
                onChange={(e) => typeConfirmationId(scope, e.currentTarget.value)}
              />
              <p id={`${confirmId}-hint`} className={idInvalid ? 'cashier-p2p__hint cashier-p2p__hint--error' : 'cashier-p2p__hint'} {...(idInvalid ? { role: 'alert' } : {})}>
                {idInvalid ? t('p2p.confirmationId.invalid') : t('p2p.confirmationId.hint')}
              </p>
            </div>
          ) : null}
          <Button block disabled={paidBlocked(invoice)} aria-busy={invoice.paying ? 'true' : undefined} onClick={() => void markPaid(scope, api(scope))}>
            {t('p2p.paid')}
          </Button>
          <CancelDeposit cancel={invoice.cancel} onCancel={() => void cancelInvoice(scope, api(scope))} onBack={backToMethods} />
        </>
      )}
      {hasSupportButton(method) && invoice.cancel !== 'done' ? (
        // Decision P2P-31: the host opens its support (HOST-29 has no support message; openExtBrowser is the host's own link).
        <Button variant="secondary" block onClick={() => notifyHost(scope, 'openExtBrowser', { support: true, paymentMethod: method, depositId: invoice.depositId })}>
          {t('p2p.support')}
        </Button>
      ) : null}
    </Page>
  );
}
