/** Card BIN lookup, unload notice, sweepstake balance and conversion, analytics events. */
import { BINS } from '../fixtures/payee-data.ts';
import { SWEEPSTAKE_BOXES, UNPLAYED_SHARE, USD_RATES } from '../fixtures/sweepstake.ts';
import { ServiceError } from '../service-error.ts';
import type { BankingService } from './types.ts';

type MiscHandlers = Pick<
  BankingService,
  | 'bank-get' | 'session-form-on-close-modal' | 'sweepstake-boxes' | 'sweepstake-balance-get' | 'sweepstake-recoup-sum'
  | 'payment-convert-v2' | 'sweepstake-unplayed-balance' | 'events'
>;

const round2 = (n: number): number => Math.round(n * 100) / 100;

function rate(code: string): number {
  const r = USD_RATES[code.trim().toUpperCase()];
  if (r === undefined) throw new ServiceError(400, 'banking.currencyNotSupported', `No rate for ${code.slice(0, 12)}`);
  return r;
}

const balanceOf = (balances: Array<{ currency: string; balance: number }>, code: string): number =>
  balances.find((b) => b.currency === code.trim().toUpperCase())?.balance ?? 0;

export const miscHandlers: MiscHandlers = {
  'bank-get': ({ bin }) => {
    const hit = BINS[bin.slice(0, 6)];
    return hit ? { ...hit } : null;
  },

  // CREATE-28: the unload notice; the call log (GET /sandbox/calls) shows it arrived.
  'session-form-on-close-modal': () => ({}),

  'sweepstake-boxes': () => ({ boxes: structuredClone([...SWEEPSTAKE_BOXES]) }),

  'sweepstake-balance-get': (_p, ctx) => ctx.session.player.balances.map((b) => ({ ...b })),

  'sweepstake-recoup-sum': ({ currency }, ctx) => ({ amount: balanceOf(ctx.session.player.balances, currency), currency: currency.toUpperCase() }),

  'payment-convert-v2': ({ amount, from, to }) => {
    const r = rate(from) / rate(to);
    return { amount: round2(amount * r), rate: Number(r.toPrecision(6)) };
  },

  'sweepstake-unplayed-balance': ({ currency }, ctx) => ({
    data: { status: 'ok', amount: round2(balanceOf(ctx.session.player.balances, currency ?? 'QSC') * UNPLAYED_SHARE) },
  }),

  // docs/analytics.md: kept per player for GET /sandbox/events and the playground's log.
  events: ({ events }, ctx) => {
    ctx.deps.analytics.record(ctx.session.player.id, events, ctx.transport);
    return {};
  },
};
