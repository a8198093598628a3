/**
 * One pending withdrawal on the list (decision WD-08) with its Cancel, which asks first (decision
 * NAMES-03): Cancel opens an inline question with "Yes, cancel" and "Keep it" in the item itself —
 * no modal to trap focus in, the list stays readable around it. Focus goes to "Keep it" (the safe
 * answer, so a double Enter never cancels), Escape keeps the withdrawal, and a kept withdrawal
 * gives focus back to its Cancel button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { mayCancelWithdrawal, type Withdrawal } from '../../domain/withdrawal.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { STATUS_KEY } from './texts.ts';

interface Props {
  withdrawal: Withdrawal;
  methodName: string;
  busy: boolean;
  onCancel(record: Withdrawal): void;
}

export function PendingItem({ withdrawal: w, methodName, busy, onCancel }: Props) {
  const { t, formatAmount } = useT();
  const questionId = useId();
  const item = useRef<HTMLLIElement>(null);
  const [asking, setAsking] = useState(false);
  const [kept, setKept] = useState(false);
  const id = String(w.withdrawalId);
  const amount = formatAmount(w.amount, w.currency);
  const status = STATUS_KEY[w.status];

  // Back on the Cancel button after "Keep it", so the keyboard player is where they were.
  useEffect(() => {
    if (!asking && kept) item.current?.querySelector<HTMLButtonElement>('.cashier-wd-pending__cancel')?.focus();
  }, [asking, kept]);

  const keep = () => {
    setAsking(false);
    setKept(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      keep();
    }
  };

  return (
    <li ref={item} className="cashier-wd-pending__item" data-withdrawal={id} data-status={w.status}>
      <span className="cashier-wd-pending__amount">{amount}</span>
      <span className="cashier-wd-pending__method" dir="auto">
        {methodName}
        {w.account ? ` · ${w.account}` : ''}
      </span>
      {status ? <span className="cashier-wd-pending__status">{t(status)}</span> : null}
      {mayCancelWithdrawal(w) && !asking ? (
        <Button
          variant="secondary"
          className="cashier-wd-pending__cancel"
          disabled={busy}
          aria-label={t('wallet.pending.cancelOne', { amount })}
          onClick={() => setAsking(true)}
        >
          {t('wallet.pending.cancel')}
        </Button>
      ) : null}
      {mayCancelWithdrawal(w) && asking ? (
        <div className="cashier-wd-pending__ask" role="group" aria-labelledby={questionId} onKeyDown={onKeyDown}>
          <p className="cashier-wd-pending__question" id={questionId}>
            {t('wallet.pending.confirm', { amount })}
          </p>
          <Button
            variant="primary"
            onClick={() => {
              setAsking(false);
              onCancel(w);
            }}
          >
            {t('wallet.pending.confirmYes')}
          </Button>
          <Button variant="secondary" autoFocus onClick={keep}>
            {t('wallet.pending.keep')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
