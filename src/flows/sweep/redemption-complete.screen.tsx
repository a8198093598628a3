/**
 * Sweepstake `/withdrawal/complete` (ROUTE-19; STATUS-10: a withdrawal goes straight to accepted):
 * what was redeemed, what the player receives and where, announced; back to the redemption page.
 * Without a redemption sent in this visit (a reload, a host route) it is the redemption page.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { SWEEP_WITHDRAWAL_METHODS } from '../../domain/paths.ts';
import { useSweepT } from '../../ui/sweep-coins.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { $redemptionReceipt } from './redemption-confirm.ts';
import { useScope } from '../../stores/scope-context.ts';

export default function RedemptionCompleteScreen() {
  const scope = useScope();
  const { t, formatAmount } = useSweepT();
  const receipt = useStore($redemptionReceipt(scope));

  useEffect(() => {
    if (!receipt) requestNavigation(scope, SWEEP_WITHDRAWAL_METHODS, { replace: true });
  }, [receipt]);

  if (!receipt) return null;
  const receive = formatAmount(receipt.payoutAmount, receipt.payoutCurrency);
  return (
    <Page className="cashier-page--centered">
      <div role="status" data-status="accepted">
        <StatusPanel
          icon={<CheckIcon />}
          title={t('sweep.redeem.done.title')}
          hint={t('sweep.redeem.done.hint', { amount: receive, method: receipt.methodText })}
          detail={t('sweep.redeem.redeeming', { amount: formatAmount(receipt.amount, SWEEP_COIN_CODE) })}
        >
          <Button onClick={() => requestNavigation(scope, SWEEP_WITHDRAWAL_METHODS, { replace: true })}>{t('sweep.redeem.done.back')}</Button>
        </StatusPanel>
      </div>
    </Page>
  );
}
