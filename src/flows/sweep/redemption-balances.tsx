/**
 * The redemption balances (decision SWEEP-14): the sweep coins held, the part not yet played through
 * (SWEEP-13: 0 when the backend gave none) and what may be redeemed now.
 */
import { SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { useSweepT } from '../../ui/sweep-coins.ts';
import { redeemable } from './redemption-sums.ts';
import type { RedemptionState } from './redemption-methods.ts';

export function RedemptionBalances({ state }: { state: RedemptionState }) {
  const { t, formatAmount } = useSweepT();
  const rows = [
    { key: 'balance', label: t('sweep.redeem.balance'), value: state.balance },
    { key: 'unplayed', label: t('sweep.redeem.unplayed'), value: state.unplayed },
    { key: 'available', label: t('sweep.redeem.available'), value: redeemable(state) },
  ];
  return (
    <ul className="cashier-sweep-balances">
      {rows.map((row) => (
        <li key={row.key} data-balance={row.key} className={row.key === 'available' ? 'cashier-sweep-balances__available' : undefined}>
          <span>{row.label}</span>
          <span className="cashier-sweep-balances__value">{formatAmount(row.value, SWEEP_COIN_CODE)}</span>
        </li>
      ))}
    </ul>
  );
}
