/**
 * Withdrawal calls (our choice: decisions WD-06..08, SWEEP-14; docs/protocol.md "Withdrawal calls").
 * Create checks the method, account, limits, fields and balance and answers a draft with the
 * confirm page's summary; confirm submits it (debited); cancel refunds a pending one; the reads
 * answer the record, the open ones and the balances. A redemption is a withdrawal in sweep coins
 * (QSC) with a `payoutCurrency`, converted at payment-convert-v2's rate.
 */
import { methodRegexField } from '../../../src/domain/method-regex-field.ts';
import {
  WITHDRAWAL_ACCOUNT_TYPES,
  WITHDRAWAL_ERROR_CODES as E,
  WITHDRAWAL_STATUS as S,
  maskAccount,
  withdrawalFee,
  withdrawalPayout,
} from '../../../src/domain/withdrawal.ts';
import { CRYPTO_BALANCE_COINS, DRAFT_TTL_MS, WITHDRAWAL_TERMS, findWithdrawalMethod } from '../fixtures/withdrawal.ts';
import { ServiceError, unknownMethod } from '../service-error.ts';
import type { WithdrawalRecord } from '../state/withdrawals.ts';
import { balanceOf, withdrawableOf } from '../state/wallets.ts';
import { checkFields, filled } from './deposit-intake.ts';
import { conversionRate } from './sweepstake-rates.ts';
import type { BankingService, CallContext } from './types.ts';

type WithdrawalHandlers = Pick<
  BankingService,
  'withdrawal-create' | 'withdrawal-confirm' | 'withdrawal-cancel' | 'withdrawal-status' | 'withdrawal-list-pending' | 'withdrawal-balance-get'
  | 'crypto-balance-get'
>;

const up = (s: string): string => s.trim().toUpperCase();

const notFound = (): ServiceError => new ServiceError(404, E.notFound, 'Withdrawal not found');
const insufficient = (currency: string): ServiceError =>
  new ServiceError(400, E.insufficientBalance, `The withdrawable balance in ${currency.slice(0, 10)} is below the amount`);

function owned(id: unknown, ctx: CallContext): WithdrawalRecord {
  const record = ctx.deps.withdrawals.find(id, ctx.session.player.id);
  if (!record) throw notFound();
  return record;
}

/** WD-07: the method's limits in the currency it pays out in (like deposits: amount_rules). */
function checkLimits(rules: Record<string, { min?: number; max?: number }> | undefined, name: string, amount: number, currency: string): void {
  const rule = rules?.[currency];
  if (!rule) throw new ServiceError(400, 'banking.currencyNotSupported', `${name} does not pay out in ${currency}`);
  const min = rule.min ?? 0;
  const max = rule.max ?? Number.POSITIVE_INFINITY;
  if (amount < min || amount > max) throw new ServiceError(400, 'banking.amountOutOfRange', `Amount must be between ${min} and ${max} ${currency}`);
}

export const withdrawalHandlers: WithdrawalHandlers = {
  'withdrawal-create': (p, ctx) => {
    const fixture = findWithdrawalMethod(p.paymentMethod);
    if (!fixture) throw unknownMethod(p.paymentMethod);
    const { method } = fixture;
    const { player, scenario } = ctx.session;
    const currency = up(p.currency);
    const payoutCurrency = p.payoutCurrency === undefined ? currency : up(p.payoutCurrency);
    // Decision SWEEP-14: a redemption converts at payment-convert-v2's rate; limits are the payout currency's.
    const rate = payoutCurrency === currency ? 1 : conversionRate(currency, payoutCurrency, E.payoutCurrencyNotSupported);
    checkLimits(method.amount_rules, method.name, payoutCurrency === currency ? p.amount : p.amount * rate, payoutCurrency);
    const values = p.fields;
    const regexField = methodRegexField(method);
    const fields = [...(method.fields ?? []), ...(regexField ? [regexField] : [])];
    checkFields(fields, values);
    // WD-07: every shown field of a withdrawal is required (the money must reach a named account).
    const missing = fields.find((f) => !f.isHidden && !filled(values[f.name]));
    if (missing) throw new ServiceError(400, E.fieldRequired, `${missing.name} is required`, missing.name);
    if (withdrawableOf(player, currency, p.accountType, scenario.insufficientBalance === true) < p.amount) throw insufficient(currency);

    const terms = WITHDRAWAL_TERMS[method.name] ?? { eta: { minMinutes: 60, maxMinutes: 1440 } };
    const fee = withdrawalFee(p.amount, currency, terms.fee);
    const accountValue = terms.accountField ? values[terms.accountField] : undefined;
    const record = ctx.deps.withdrawals.createDraft(
      {
        paymentMethod: method.name,
        accountType: p.accountType,
        amount: p.amount,
        currency,
        fee,
        payout: withdrawalPayout(p.amount, fee, currency, payoutCurrency === currency ? undefined : { currency: payoutCurrency, rate }),
        ...(filled(accountValue) ? { account: maskAccount(String(accountValue)) } : {}),
        eta: { ...terms.eta },
        cancellable: scenario.withdrawalNotCancellable !== true,
      },
      player,
      { fields: { ...values }, outcome: scenario.withdrawalOutcome ?? 'accepted', delayMs: scenario.outcomeDelayMs ?? ctx.deps.outcomeDelayMs, ttlMs: DRAFT_TTL_MS },
    );
    return ctx.deps.withdrawals.viewOf(record);
  },

  'withdrawal-confirm': ({ withdrawalId }, ctx) => {
    const record = owned(withdrawalId, ctx);
    const { view } = record;
    if (view.status === S.EXPIRED) throw new ServiceError(410, E.expired, 'The withdrawal summary expired; create it again');
    // A replay of a confirm (or one after the record moved on) answers the record unchanged.
    if (view.status !== S.DRAFT) return ctx.deps.withdrawals.viewOf(record);
    // The balance may have changed since the draft (another withdrawal, a bet).
    const locked = ctx.session.scenario.insufficientBalance === true;
    if (withdrawableOf(record.player, view.currency, view.accountType, locked) < view.amount) throw insufficient(view.currency);
    ctx.deps.withdrawals.submit(record);
    return ctx.deps.withdrawals.viewOf(record);
  },

  'withdrawal-cancel': ({ withdrawalId }, ctx) => {
    const record = owned(withdrawalId, ctx);
    if (record.view.status === S.CANCELLED) return ctx.deps.withdrawals.viewOf(record);
    if (!(record.view.status === S.PENDING && record.view.cancellable) || !ctx.deps.withdrawals.settle(record, S.CANCELLED)) {
      throw new ServiceError(409, E.notCancellable, `A ${record.view.status} withdrawal cannot be cancelled`);
    }
    return ctx.deps.withdrawals.viewOf(record);
  },

  'withdrawal-status': ({ withdrawalId }, ctx) => ctx.deps.withdrawals.viewOf(owned(withdrawalId, ctx)),

  'withdrawal-list-pending': ({ currency }, ctx) => {
    const code = currency === undefined ? undefined : up(currency);
    const open = ctx.deps.withdrawals.openFor(ctx.session.player.id).filter((r) => code === undefined || r.view.currency === code);
    return { withdrawals: open.map((r) => ctx.deps.withdrawals.viewOf(r)) };
  },

  'withdrawal-balance-get': ({ currency }, ctx) => {
    const code = up(currency);
    const locked = ctx.session.scenario.insufficientBalance === true;
    const { player } = ctx.session;
    return {
      currency: code,
      accounts: WITHDRAWAL_ACCOUNT_TYPES.map((accountType) => ({
        accountType,
        balance: balanceOf(player, code, accountType),
        withdrawable: withdrawableOf(player, code, accountType, locked),
      })),
    };
  },

  // Decision NAMES-05: the crypto balance is the `main` account of each coin the player holds, the
  // same figure withdrawal-balance-get answers for that coin (a crypto withdrawal debits it).
  'crypto-balance-get': (_p, ctx) => ({
    balances: CRYPTO_BALANCE_COINS.map((currency) => ({ currency, balance: balanceOf(ctx.session.player, currency, 'main') })),
  }),
};
