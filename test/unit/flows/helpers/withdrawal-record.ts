// A withdrawal record as the backend sends it (docs/protocol.md "Withdrawal calls"): a GTBank draft of
// NGN 25,000; `over` changes what a test needs.
import type { Withdrawal } from '../../../../src/domain/withdrawal.ts';

export const withdrawalRecord = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  withdrawalId: 700001,
  status: 'draft',
  paymentMethod: 'wd_nigerian_banks',
  accountType: 'main',
  amount: 25000,
  currency: 'NGN',
  fee: 100,
  payout: { amount: 24900, currency: 'NGN' },
  account: '•••• 6789',
  eta: { minMinutes: 15, maxMinutes: 1440 },
  cancellable: true,
  createdAt: '2026-11-24T21:40:00.000Z',
  updatedAt: '2026-11-24T21:40:00.000Z',
  ...over,
});
