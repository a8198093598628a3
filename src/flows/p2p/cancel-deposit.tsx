/**
 * Issue #21: the p2p invoice's Cancel. A bank-grade cancel asks first (a transfer already sent
 * would be lost), then calls deposit-cancel, then says the deposit is cancelled and offers the way
 * back to the methods. Each change is announced (the question and the outcome are live regions) and
 * focus moves to the question, then to the outcome, so a keyboard player is never lost.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import type { InvoiceState } from './invoice-state.ts';

export interface CancelDepositProps {
  cancel: InvoiceState['cancel'];
  onCancel(): void;
  onBack(): void;
}

export function CancelDeposit({ cancel, onCancel, onBack }: CancelDepositProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancel === 'failed') setAsking(false); // the refusal is said below the button, asked again on the next press
    if (asking || cancel === 'done') focusRef.current?.focus();
  }, [asking, cancel]);

  if (cancel === 'done') {
    return (
      <div className="cashier-p2p__cancelled" role="alert">
        <p ref={focusRef} tabIndex={-1}>
          {t('p2p.cancelled')}
        </p>
        <Button variant="secondary" block onClick={onBack}>
          {t('p2p.backToMethods')}
        </Button>
      </div>
    );
  }
  if (asking || cancel === 'sending') {
    return (
      <div className="cashier-p2p__cancel-ask" role="group" aria-labelledby="cashier-p2p-cancel-ask">
        <p id="cashier-p2p-cancel-ask" ref={focusRef} tabIndex={-1} role="status">
          {t('p2p.cancelAsk')}
        </p>
        <Button variant="secondary" block disabled={cancel === 'sending'} aria-busy={cancel === 'sending' ? 'true' : undefined} onClick={onCancel}>
          {t('p2p.cancelYes')}
        </Button>
        <Button variant="secondary" block disabled={cancel === 'sending'} onClick={() => setAsking(false)}>
          {t('p2p.cancelKeep')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {cancel === 'failed' ? (
        <p className="cashier-p2p__error" role="alert">
          {t('p2p.cancelFailed')}
        </p>
      ) : null}
      <Button variant="secondary" block onClick={() => setAsking(true)}>
        {t('p2p.cancelDeposit')}
      </Button>
    </>
  );
}
