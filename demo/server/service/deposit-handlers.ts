/** Deposit calls (flows §4 "Deposit creation flow", "Peer-to-peer", "Complete and prepare", "On-ramp resume"). */
import { randomBytes } from 'node:crypto';
import type { DepositCreateResponse, FormField, P2pDepositResponse } from '../../../src/domain/payment-entities.ts';
import { findMethod } from '../fixtures/methods.ts';
import { findBox } from '../fixtures/sweepstake.ts';
import { depositNotFound, ServiceError, unknownMethod, unknownOffer } from '../service-error.ts';
import { indiaInvoice, ONRAMP_PROVIDERS } from '../fixtures/payee-data.ts';
import type { Deposit } from '../state/deposits.ts';
import type { BonusFields } from './deposit-bonus.ts';
import { intake } from './deposit-intake.ts';
import { createAnswer, p2pAnswer, hostileProviderUrl, providerUrl } from './next-step.ts';
import { checkUnifiedCompleteFields } from './unified-complete.ts';
import type { BankingService, CallContext } from './types.ts';

type DepositHandlers = Pick<
  BankingService,
  | 'session-start' | 'deposit-create' | 'deposit-create-sweepstake' | 'deposit-create-p2p' | 'deposit-check'
  | 'deposit-cancel' | 'deposit-complete' | 'deposit-status' | 'deposit-prepare' | 'external-deposit-continue'
>;

const fieldsAnswer = (d: Deposit, fields: FormField[]): DepositCreateResponse => ({
  apiResponse: { depositId: d.id, isFieldsRequired: true },
  depositId: d.id,
  fields,
  passedCurrency: d.currency,
});

function owned(id: unknown, ctx: CallContext): Deposit {
  const deposit = ctx.deps.deposits.find(id, ctx.session.player.id);
  if (!deposit) throw depositNotFound();
  return deposit;
}

/** The bonus fields of a create call (decision BONUS-20); the intake checks them. */
const bonusFields = (p: { isActivatedBonus: boolean; bonusId?: string | number }): BonusFields => ({
  isActivatedBonus: p.isActivatedBonus,
  ...(p.bonusId !== undefined ? { bonusId: p.bonusId } : {}),
});

/** Keeps the latest answer on the deposit, for deposit-check. */
function remember<T extends object>(d: Deposit, answer: T): T {
  d.answer = answer as Record<string, unknown>;
  return answer;
}

/** Issue #13 p2p `p2pExistingDeposit`: makes the open deposit an earlier visit would have left. */
function leftOpenDeposit(paymentMethod: string, ctx: CallContext): Deposit | undefined {
  const rules = Object.entries(findMethod(paymentMethod)?.method.amount_rules ?? {});
  const [currency, rule] = rules[0] ?? [];
  if (!currency) return undefined;
  const min = rule?.min ?? 0;
  const r = intake({ method: paymentMethod, amount: min, currency, fields: {}, depositId: undefined }, ctx);
  if (r.kind === 'fields') return undefined;
  remember(r.deposit, p2pAnswer(r.step, r.deposit, ctx.session.scenario));
  return r.deposit;
}

export const depositHandlers: DepositHandlers = {
  // HTTP-20 choice: the session id comes back here and travels on the next create.
  'session-start': () => ({ paymentSessionId: `ps_${randomBytes(9).toString('base64url')}` }),

  'deposit-create': (p, ctx) => {
    const r = intake({ method: p.paymentType, amount: p.amount, currency: p.currency, fields: p.fields, depositId: p.depositId, bonus: bonusFields(p), captcha: { fields: p, p2p: false } }, ctx);
    if (r.kind === 'fields') return fieldsAnswer(r.deposit, r.fields);
    return remember(r.deposit, createAnswer(r.step, r.deposit, ctx.origin, ctx.session.scenario));
  },

  'deposit-create-sweepstake': (p, ctx) => {
    const box = findBox(p.boxId);
    if (!box) throw new ServiceError(400, 'banking.boxNotFound', 'No sweepstake box selected for sweepstake deposit');
    // The box sets the price; the amount sent is ignored in favour of it.
    const amount = box.price ?? p.amount;
    const currency = box.priceCurrencyCode ?? p.currency;
    const r = intake({ method: p.paymentType, amount, currency, fields: p.fields, depositId: p.depositId, boxId: p.boxId, sweepstake: { boxId: p.boxId, amount: p.amount, currency: p.currency }, bonus: bonusFields(p), captcha: { fields: p, p2p: false } }, ctx);
    if (r.kind === 'fields') return fieldsAnswer(r.deposit, r.fields);
    return remember(r.deposit, createAnswer(r.step, r.deposit, ctx.origin, ctx.session.scenario));
  },

  'deposit-create-p2p': (p, ctx) => {
    const r = intake({ method: p.paymentMethod, amount: p.amount, currency: p.currency, fields: p.fields, depositId: p.depositId, captcha: { fields: p, p2p: true } }, ctx);
    if (r.kind === 'fields') {
      const answer: P2pDepositResponse = { depositId: r.deposit.id, isFieldsRequired: true, fields: r.fields };
      return answer;
    }
    const scenario = ctx.session.scenario;
    // Issue #13 p2p: the operator cancels it later (found by the widget's polling).
    const cancelAfter = scenario.p2pCancelAfterMs;
    if (cancelAfter !== undefined) setTimeout(() => ctx.deps.deposits.cancel(r.deposit), cancelAfter).unref();
    return remember(r.deposit, p2pAnswer(r.step, r.deposit, scenario));
  },

  'deposit-check': ({ paymentMethod }, ctx) => {
    if (!findMethod(paymentMethod)) throw unknownMethod(paymentMethod);
    let open = ctx.deps.deposits.openFor(ctx.session.player.id, paymentMethod);
    // Issue #13 p2p: an open deposit left from an earlier visit, at the method's minimum.
    if (!open && ctx.session.scenario.p2pExistingDeposit) open = leftOpenDeposit(paymentMethod, ctx);
    return open ? { ...(open.answer as P2pDepositResponse), exists: true } : { exists: false };
  },

  'deposit-cancel': ({ depositId }, ctx) => {
    ctx.deps.deposits.cancel(owned(depositId, ctx));
    return {};
  },

  'deposit-complete': ({ depositId, fields }, ctx) => {
    const deposit = owned(depositId, ctx);
    checkUnifiedCompleteFields(deposit, fields); // issue #13: a unified form's input fields
    ctx.deps.deposits.complete(deposit);
    return {};
  },

  'deposit-status': ({ depositId }, ctx) => ctx.deps.deposits.statusOf(owned(depositId, ctx)),

  // flows §4 "Prepare", decision INDIA-04: the India invoice. With an amount and currency the
  // deposit is opened here (limits and fields checked) and its id travels with the invoice, so
  // "I have paid" can complete it; without them (the spec's bare payload) only the invoice comes back.
  'deposit-prepare': (p, ctx) => {
    if (!findMethod(p.paymentMethod)) throw unknownMethod(p.paymentMethod);
    const reference = `IN${ctx.session.player.id}${Date.now().toString(36).toUpperCase()}`;
    if (p.amount === undefined || p.currency === undefined) return indiaInvoice(reference);
    const r = intake({ method: p.paymentMethod, amount: p.amount, currency: p.currency, fields: p.fields }, ctx);
    if (r.kind === 'fields') return { depositId: r.deposit.id, fields: r.fields };
    return remember(r.deposit, { depositId: r.deposit.id, ...indiaInvoice(`${reference}-${r.deposit.id}`) });
  },

  // flows §4 "On-ramp resume": an error field means mistaked, else the redirect to open.
  'external-deposit-continue': ({ depositId, offerMethod }, ctx) => {
    const deposit = owned(depositId, ctx);
    // Decision ONRAMP-14: the chosen offer must be one the deposit was given.
    if (offerMethod !== undefined && !ONRAMP_PROVIDERS.some((p) => p.method === offerMethod)) throw unknownOffer(offerMethod);
    if (ctx.session.scenario.onrampDeclined) {
      return { error: { message: 'The on-ramp provider declined the purchase', code: 'banking.onrampDeclined' } };
    }
    if (deposit.state === 'mistaked' || deposit.state === 'canceled' || deposit.state === 'auto_canceled' || deposit.outcome === 'mistaked') {
      return { error: { message: 'The provider declined the payment', code: 'banking.providerDeclined' } };
    }
    const source = ctx.session.scenario.hostileProvider ? hostileProviderUrl(ctx.origin, deposit) : providerUrl(ctx.origin, deposit);
    return { source, method: 'GET', data: { depositId: deposit.id, amount: deposit.amount, currency: deposit.currency } };
  },
};
