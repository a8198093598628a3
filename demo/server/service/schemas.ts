/**
 * JSON schemas of every call's payload (docs/protocol.md §6). HTTP validates them through
 * Fastify (querystrings with type coercion, bodies without); the socket compiles the same
 * schemas with Ajv. Extra properties are allowed: native web views add isNative and platform.
 */
import type { CallName } from '../../../src/transport/calls.ts';

export type JsonSchema = Record<string, unknown>;

const text = { type: 'string', minLength: 1, maxLength: 200 };
const optionalText = { type: 'string', maxLength: 200 };
const currency = { type: 'string', pattern: '^[A-Za-z]{2,10}$' };
const country = { type: 'string', pattern: '^[A-Za-z]{2}$' };
const amount = { type: 'number', exclusiveMinimum: 0, maximum: 1e12 };
const id = { anyOf: [{ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, { type: 'integer', minimum: 0 }] };
const native = { isNative: { type: 'boolean' }, platform: { type: 'string', maxLength: 40 } };
const fields = {
  type: 'object',
  maxProperties: 50,
  additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 2000 },
};
const captcha = {
  captcha_output: { type: 'string', maxLength: 4000 },
  gen_time: { type: 'string', maxLength: 100 },
  lot_number: { type: 'string', maxLength: 200 },
  pass_token: { type: 'string', maxLength: 4000 },
  captchaBypass: { type: 'boolean' },
};

const object = (properties: Record<string, unknown>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties: { ...native, ...properties },
  required,
});

const createProps = {
  amount: { type: 'number', minimum: 0, maximum: 1e12 },
  currency,
  depositId: id,
  fields,
  isActivatedBonus: { type: 'boolean' },
  paymentSessionId: optionalText,
  paymentType: text,
  returnUrl: { type: 'string', maxLength: 2000 },
  wallet: optionalText,
  selectedCountry: { type: 'string', maxLength: 10 },
  metadata: { type: 'object', properties: { isFromChip: { type: 'boolean' } } },
  bonusId: id,
  abTestGroup: optionalText,
  // Our addition (decision CREATE-IDEM): a UUID from the widget, any 8–64 safe characters here.
  idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  ...captcha,
};
const createRequired = ['amount', 'currency', 'paymentType', 'fields', 'isActivatedBonus'];

/** Decision WD-06: withdrawal-create (the idempotency key as deposit-create's). */
const withdrawalCreate = object(
  {
    paymentMethod: text,
    amount,
    currency,
    accountType: { enum: ['main', 'additional'] },
    fields,
    selectedCountry: { type: 'string', maxLength: 10 },
    payoutCurrency: currency,
    idempotencyKey: createProps.idempotencyKey,
  },
  ['paymentMethod', 'amount', 'currency', 'accountType', 'fields'],
);
const withdrawalId = object({ withdrawalId: id }, ['withdrawalId']);

/** One schema per call; the mapped type makes a missing one a compile error. */
export const PAYLOAD_SCHEMAS: { [N in CallName]: JsonSchema } = {
  'deposit-limits': object({ currency, paymentMethod: text }, ['currency', 'paymentMethod']),
  'methods-payment-v5': object(
    {
      country,
      currency: {
        type: 'object',
        properties: { code: currency, type: { enum: ['fiat', 'crypto'] } },
        required: ['code', 'type'],
      },
      abTestGroup: optionalText,
    },
    ['country', 'currency'],
  ),
  'methods-payment-v3': object({ country, currency, abTestGroup: optionalText }, ['country', 'currency']),
  'methods-country-selector-v2': object({}),
  'methods-withdrawal-v4': object({ currency }, ['currency']),
  'methods-withdrawal': object({ country, currency }, ['country', 'currency']),
  'session-start': object({ amount, currency, pendingGroup: { type: ['string', 'null'], maxLength: 200 } }, ['amount', 'currency']),
  'deposit-create': object(createProps, createRequired),
  'deposit-create-sweepstake': object({ ...createProps, boxId: id }, [...createRequired, 'boxId']),
  'deposit-create-p2p': object(
    {
      ...createProps,
      paymentMethod: text,
      bank: optionalText,
      checkScore: { type: 'boolean' },
      captchaResponse: { type: 'string', maxLength: 4000 },
      captchaResponseV3: { type: 'string', maxLength: 4000 },
    },
    ['amount', 'currency', 'paymentMethod', 'fields', 'isActivatedBonus'],
  ),
  'deposit-complete': object({ depositId: id, paymentMethod: text }, ['depositId', 'paymentMethod']),
  // Decision INDIA-04: the amount, currency and fields travel with prepare, which opens the deposit.
  'deposit-prepare': object({ paymentMethod: text, amount, currency, fields }, ['paymentMethod']),
  'deposit-check': object({ paymentMethod: text, selectedCountry: { type: 'string', maxLength: 10 } }, ['paymentMethod']),
  'deposit-cancel': object({ depositId: id, paymentMethod: text }, ['depositId', 'paymentMethod']),
  'deposit-status': object({ depositId: id, paymentMethod: text }, ['depositId', 'paymentMethod']),
  // Decision ONRAMP-14: the chosen offer's method (optional; the spec names only depositId).
  'external-deposit-continue': object({ depositId: id, offerMethod: text }, ['depositId']),
  'bank-get': object({ payment_method: text, bin: { type: 'string', pattern: '^\\d{6,19}$' } }, ['payment_method', 'bin']),
  'session-form-on-close-modal': object(
    { paymentMethod: text, paymentMethodText: { type: 'string', maxLength: 500 }, userId: id },
    ['paymentMethod', 'paymentMethodText', 'userId'],
  ),
  'sweepstake-boxes': object({ currency }),
  'sweepstake-balance-get': object({}),
  'sweepstake-recoup-sum': object({ currency }, ['currency']),
  'payment-convert-v2': object({ amount, from: currency, to: currency }, ['amount', 'from', 'to']),
  'sweepstake-unplayed-balance': object({ currency }),
  'withdrawal-create': withdrawalCreate,
  'withdrawal-confirm': withdrawalId,
  'withdrawal-cancel': withdrawalId,
  'withdrawal-status': withdrawalId,
  'withdrawal-list-pending': object({ currency }),
  'withdrawal-balance-get': object({ currency }, ['currency']),
  'crypto-balance-get': object({}),
  events: object(
    {
      events: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          properties: { key: text, timestamp: { type: 'number' }, value: {} },
          required: ['key', 'timestamp'],
        },
      },
    },
    ['events'],
  ),
};
