/** Card BIN lookup, unload notice, sweepstake balance and conversion, analytics events. */
import { BINS } from '../fixtures/payee-data.ts';
import { roundDownToCurrency } from '../../../src/domain/withdrawal.ts';
import { SWEEPSTAKE_BOXES } from '../fixtures/sweepstake.ts';
import { ServiceError } from '../service-error.ts';
import { withdrawableOf } from '../state/wallets.ts';
import { conversionRate } from './sweepstake-rates.ts';
import type { BankingService, CallContext } from './types.ts';

type MiscHandlers = Pick<
  BankingService,
  | 'bank-get' | 'session-form-on-close-modal' | 'sweepstake-boxes' | 'sweepstake-balance-get' | 'sweepstake-recoup-sum'
  | 'payment-convert-v2' | 'sweepstake-unplayed-balance' | 'events'
>;

/** SWEEP-12: the sweepstakeFetchFailure switch fails every sweepstake read and the conversion. */
function sweepstakeService(ctx: CallContext): void {
  if (ctx.session.scenario.sweepstakeFetchFailure) throw new ServiceError(503, 'banking.sweepstakeUnavailable', 'The sweepstake service is unavailable');
}

export const miscHandlers: MiscHandlers = {
  'bank-get': ({ bin }) => {
    const hit = BINS[bin.slice(0, 6)];
    return hit ? { ...hit } : null;
  },

  // CREATE-28: the unload notice; the call log (GET /sandbox/calls) shows it arrived.
  'session-form-on-close-modal': () => ({}),

  'sweepstake-boxes': (_p, ctx) => {
    sweepstakeService(ctx);
    // ERR-21: the emptySweepstakes switch ('Empty sweepstakes' in the widget).
    return { boxes: ctx.session.scenario.emptySweepstakes ? [] : structuredClone([...SWEEPSTAKE_BOXES]) };
  },

  'sweepstake-balance-get': (_p, ctx) => {
    sweepstakeService(ctx);
    return ctx.session.player.balances.map((b) => ({ ...b }));
  },

  // Decision SWEEP-14: the redeemable sum — the balance less the unplayed coins, the same figure as
  // withdrawal-balance-get's main `withdrawable` (a redemption debits it).
  'sweepstake-recoup-sum': ({ currency }, ctx) => {
    sweepstakeService(ctx);
    return { amount: withdrawableOf(ctx.session.player, currency, 'main'), currency: currency.trim().toUpperCase() };
  },

  // Decision SWEEP-14: the rate withdrawal-create pays a redemption out at; rounded down like the payout.
  'payment-convert-v2': ({ amount, from, to }, ctx) => {
    sweepstakeService(ctx);
    const rate = conversionRate(from, to);
    return { amount: roundDownToCurrency(amount * rate, to.trim().toUpperCase()), rate };
  },

  // SWEEP-13: the missingUnplayedBalance switch answers without an amount (the widget shows 0 and warns).
  'sweepstake-unplayed-balance': (_p, ctx) => {
    sweepstakeService(ctx);
    if (ctx.session.scenario.missingUnplayedBalance) return { data: { status: 'missing' } };
    return { data: { status: 'ok', amount: ctx.session.player.unplayed } };
  },

  // docs/analytics.md: kept per player for GET /sandbox/events and the playground's log.
  events: ({ events }, ctx) => {
    ctx.deps.analytics.record(ctx.session.player.id, events, ctx.transport);
    return {};
  },
};
