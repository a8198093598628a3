/**
 * The player's pending withdrawals on the withdrawal list (issue #15: "the player's pending
 * withdrawals, with cancel where the backend allows it"; decision WD-08): amount, method, account,
 * status; Cancel while `cancellable`, asked first (pending-item.tsx). What a Cancel did is shown and
 * announced (role=status; focus moves there, as the item it was on leaves the list), and a refusal
 * (role=alert) says why the button went away.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { methodLabel } from '../../domain/method-text.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { useT } from '../../i18n/react.tsx';
import { cancelWithdrawal } from './model.ts';
import { PendingItem } from './pending-item.tsx';
import { useScope } from '../../stores/scope-context.ts';

type Notice = { kind: 'done' | 'failed'; text: string } | null;

export function PendingSection({ withdrawals, methods }: { withdrawals: readonly Withdrawal[]; methods: readonly PaymentMethod[] }) {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice?.kind === 'done') done.current?.focus();
  }, [notice]);
  const label = (name: string) => {
    const method = methods.find((m) => m.name === name);
    return method ? methodLabel(method, language) : name;
  };
  const cancel = async (record: Withdrawal) => {
    const id = String(record.withdrawalId);
    setBusy(id);
    setNotice(null);
    const outcome = await cancelWithdrawal(scope, record);
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
      {/* Visible, not only read out (issue #21): the cancelled withdrawal leaves the list, this says why. */}
      <p ref={done} tabIndex={-1} className={notice?.kind === 'done' ? 'cashier-wd-pending__done' : 'cashier-visually-hidden'} role="status" aria-live="polite">
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
            {withdrawals.map((w) => (
              <PendingItem key={String(w.withdrawalId)} withdrawal={w} methodName={label(w.paymentMethod)} busy={busy === String(w.withdrawalId)} onCancel={(r) => void cancel(r)} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
