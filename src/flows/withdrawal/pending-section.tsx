/**
 * The player's pending withdrawals on the withdrawal list (issue #15: "the player's pending
 * withdrawals, with cancel where the backend allows it"; decision WD-08): amount, method, account,
 * status; Cancel while `cancellable`. What a Cancel did is announced (role=status), and a refusal
 * (role=alert) says why the button went away.
 */
import { useId, useState } from 'react';
import { methodLabel } from '../../domain/method-text.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { mayCancelWithdrawal } from '../../domain/withdrawal.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { cancelWithdrawal } from './model.ts';
import { STATUS_KEY } from './texts.ts';

type Notice = { kind: 'done' | 'failed'; text: string } | null;

export function PendingSection({ withdrawals, methods }: { withdrawals: readonly Withdrawal[]; methods: readonly PaymentMethod[] }) {
  const { t, language, formatAmount } = useT();
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const label = (name: string) => {
    const method = methods.find((m) => m.name === name);
    return method ? methodLabel(method, language) : name;
  };
  const cancel = async (record: Withdrawal) => {
    const id = String(record.withdrawalId);
    setBusy(id);
    setNotice(null);
    const outcome = await cancelWithdrawal(record);
    setBusy(null);
    const amount = formatAmount(record.amount, record.currency);
    if (outcome.ok) setNotice({ kind: 'done', text: t('wallet.pending.cancelled', { amount }) });
    else {
      const { message } = outcome;
      setNotice({ kind: 'failed', text: 'key' in message ? t(message.key, message.values) : message.text });
    }
  };
  return (
    <section className="cashier-wd-pending" aria-labelledby={titleId}>
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {notice?.kind === 'done' ? notice.text : ''}
      </p>
      {notice?.kind === 'failed' ? (
        <p className="cashier-wd-pending__alert" role="alert">
          {notice.text}
        </p>
      ) : null}
      {withdrawals.length > 0 ? (
        <>
          <h2 className="cashier-section-title" id={titleId}>
            {t('wallet.pending.title')}
          </h2>
          <ul className="cashier-wd-pending__list" aria-labelledby={titleId}>
            {withdrawals.map((w) => {
              const id = String(w.withdrawalId);
              const amount = formatAmount(w.amount, w.currency);
              const status = STATUS_KEY[w.status];
              return (
                <li key={id} className="cashier-wd-pending__item" data-withdrawal={id} data-status={w.status}>
                  <span className="cashier-wd-pending__amount">{amount}</span>
                  <span className="cashier-wd-pending__method" dir="auto">
                    {label(w.paymentMethod)}
                    {w.account ? ` · ${w.account}` : ''}
                  </span>
                  {status ? <span className="cashier-wd-pending__status">{t(status)}</span> : null}
                  {mayCancelWithdrawal(w) ? (
                    <Button variant="secondary" disabled={busy === id} aria-label={t('wallet.pending.cancelOne', { amount })} onClick={() => void cancel(w)}>
                      {t('wallet.pending.cancel')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
