/**
 * The shared first half of every create call: method lookup, limits, field rules, the
 * fields-required round trip and the deposit record itself.
 */
import type { FormField } from '../../../src/domain/payment-entities.ts';
import { isCardNumberField, luhnValid } from '../../../src/domain/card-number.ts';
import { methodRegexField } from '../../../src/domain/method-regex-field.ts';
import type { FieldValues } from '../../../src/transport/wire-types.ts';
import { depositAddress, fakeTxid, NETWORKS, transferAmount } from '../fixtures/crypto-networks.ts';
import { findMethod } from '../fixtures/methods.ts';
import type { MethodFixture, NextStep } from '../fixtures/types.ts';
import type { Deposit, SweepstakeOrderSent } from '../state/deposits.ts';
import { takeCaptchaRequired, takeEmptyCryptoAddress } from '../state/scenario-takes.ts';
import { ServiceError, unknownMethod } from '../service-error.ts';
import { checkBonus, type BonusFields } from './deposit-bonus.ts';
import { captchaRequired, checkCaptcha, type CaptchaFields } from './captcha-check.ts';
import { P2P_AUTO_CANCEL_GRACE_S, P2P_TIMEOUT_MIN, settlementOf } from './next-step.ts';
import type { CallContext } from './types.ts';

export interface Intake {
  method: string;
  amount: number;
  currency: string;
  fields?: FieldValues;
  depositId?: string | number;
  boxId?: string | number;
  /** What a deposit-create-sweepstake carried (recorded for GET /sandbox/deposits). */
  sweepstake?: SweepstakeOrderSent;
  /**
   * The bonus fields of the create call (decision BONUS-20): checked (deposit-bonus.ts), then
   * recorded for GET /sandbox/deposits.
   */
  bonus?: BonusFields;
  /**
   * The captcha fields of a create call (issue #14): checked for the protected methods
   * (captcha-check.ts). Absent for the sandbox's own deposits (prepare, p2pExistingDeposit).
   */
  captcha?: { fields: CaptchaFields; p2p: boolean };
}

export type IntakeResult =
  | { kind: 'fields'; deposit: Deposit; fields: FormField[] }
  | { kind: 'created'; deposit: Deposit; step: NextStep; fixture: MethodFixture };

export const filled = (v: unknown): boolean => v !== undefined && v !== null && String(v).trim() !== '';

function checkLimits(fixture: MethodFixture, amount: number, currency: string): void {
  if (fixture.next.kind === 'crypto') return; // crypto amounts are whatever arrives on chain
  const rule = fixture.method.amount_rules?.[currency];
  if (!rule) throw new ServiceError(400, 'banking.currencyNotSupported', `${fixture.method.name} does not accept ${currency}`);
  const min = rule.min ?? 0;
  const max = rule.max ?? Number.POSITIVE_INFINITY;
  if (amount < min || amount > max) {
    throw new ServiceError(400, 'banking.amountOutOfRange', `Amount must be between ${min} and ${max} ${currency}`);
  }
}

/**
 * flows §5: each field's unicode regex; only values that were sent are checked. A method with
 * checkLuhn (ENT-13) also refuses a card number failing the Luhn check, as a bank's backend does
 * whatever the widget checked (the widget's own check: decision CARD-FIELD).
 */
export function checkFields(fields: readonly FormField[], values: FieldValues, checkLuhn = false): void {
  for (const field of fields) {
    const value = values[field.name];
    if (!filled(value)) continue;
    if (checkLuhn && isCardNumberField(field) && !luhnValid(String(value))) throw new ServiceError(400, 'banking.paymentMethodRegex', `Invalid value for ${field.name}`);
    for (const rule of field.validations ?? []) {
      let ok = true;
      try {
        ok = new RegExp(rule.regex, 'u').test(String(value));
      } catch {
        ok = true; // a fixture regex the engine cannot compile never blocks a payment
      }
      if (!ok) throw new ServiceError(400, 'banking.paymentMethodRegex', `Invalid value for ${field.name}`);
    }
  }
}

/** Runs the intake; throws ServiceError for anything a real backend would refuse. */
export function intake(request: Intake, ctx: CallContext): IntakeResult {
  const fixture = findMethod(request.method);
  if (!fixture) throw unknownMethod(request.method);
  const { scenario, player } = ctx.session;
  if (takeCaptchaRequired(scenario)) throw captchaRequired();
  const { deposits } = ctx.deps;
  const previous = request.depositId !== undefined ? deposits.find(request.depositId, player.id) : undefined;
  const draft = previous?.state === 'draft' ? previous : undefined;
  // A fields-required continuation of a draft that passed its captcha needs no second one.
  const captcha = draft?.captcha ?? (request.captcha ? checkCaptcha(fixture.method.name, request.captcha.fields, request.captcha.p2p, ctx.deps.captcha) : undefined);
  const currency = request.currency.trim().toUpperCase();
  checkLimits(fixture, request.amount, currency);
  const values = request.fields ?? {};
  // The method's fields and the one its regex asks for (FORM-03..05: the widget's own rule, shared).
  const regexField = methodRegexField(fixture.method);
  checkFields([...(fixture.method.fields ?? []), ...(regexField ? [regexField] : [])], values, fixture.method.checkLuhn === true);
  // Before anything is recorded: a refused bonus makes no deposit and no draft.
  checkBonus(request.bonus, fixture, request.amount, currency, ctx);

  const step = fixture.next;
  const base = {
    playerId: player.id,
    method: fixture.method.name,
    amount: request.amount,
    currency,
    settlement: settlementOf(step),
    outcome: scenario.depositOutcome,
    delayMs: scenario.outcomeDelayMs ?? ctx.deps.outcomeDelayMs,
    pushes: scenario.pushes,
    ...(scenario.cryptoBlockMs !== undefined ? { blockMs: scenario.cryptoBlockMs } : {}),
    fields: { ...values },
    ...(request.boxId !== undefined ? { boxId: request.boxId } : {}),
    ...(request.sweepstake ? { sweepstake: { ...request.sweepstake } } : {}),
    ...(request.bonus ? { bonus: { ...request.bonus } } : {}),
    ...(captcha ? { captcha } : {}),
  };

  if (step.kind === 'fields-required') {
    checkFields(step.fields, values);
    const missing = step.fields.filter((f) => !f.isHidden && !filled(values[f.name]));
    if (missing.length) return { kind: 'fields', deposit: draft ?? deposits.create(base, true), fields: step.fields };
  }
  if (draft) {
    draft.fields = { ...values }; // the continuing call carries every field
    deposits.promote(draft, request.amount);
    return { kind: 'created', deposit: draft, step, fixture };
  }
  const extra: Partial<Deposit> = {};
  if (step.kind === 'crypto') {
    const networks = Array.isArray(fixture.method.network) ? fixture.method.network : [fixture.method.network ?? 'TRC20'];
    const wanted = String(values.network ?? '').toUpperCase();
    const code = networks.includes(wanted) ? wanted : (networks[0] ?? 'TRC20');
    const network = NETWORKS[code] ?? NETWORKS.TRC20!;
    const coin = fixture.method.name.toUpperCase();
    extra.crypto = { coin, network: code, blockchain: network.blockchain, address: takeEmptyCryptoAddress(scenario) ? '' : depositAddress(network, player.id), txid: '', amount: transferAmount(network, coin) };
    if (!(request.amount > 0)) extra.amount = network.minimum * 2;
  }
  if (base.settlement === 'after-complete') {
    // Issue #13 p2p: a shortened countdown; the sandbox's own auto-cancel comes 10 s after it, so
    // the widget's deposit-cancel at expiry is what ends the deposit (docs/sandbox.md).
    const seconds = scenario.p2pTimeoutSeconds;
    if (seconds !== undefined) extra.timeoutMs = seconds * 1000;
    extra.expiresAt = ctx.deps.now() + (seconds !== undefined ? (seconds + P2P_AUTO_CANCEL_GRACE_S) * 1000 : P2P_TIMEOUT_MIN * 60_000);
  }
  const deposit = deposits.create({ ...base, ...extra });
  if (deposit.crypto) deposit.crypto.txid = fakeTxid(String(deposit.id));
  return { kind: 'created', deposit, step, fixture };
}
