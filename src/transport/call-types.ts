/**
 * Payload and answer of every call in both call tables (shell §7 call index, flows §7).
 * Pure types, no runtime: the sandbox server imports them too. `// choice:` marks shapes the
 * spec leaves open (HTTP-18, HTTP-20, HTTP-24, HTTP-38); docs/protocol.md explains each.
 */
import type {
  BalanceEntry,
  DepositCreateResponse,
  IndiaInvoice,
  Limits,
  P2pDepositResponse,
  PaymentGroup,
  PaymentMethod,
  SweepstakeBox,
  TransactionData,
} from '../domain/payment-entities.ts';
import type { Withdrawal, WithdrawalAccountType } from '../domain/withdrawal.ts';
import type {
  Ack,
  CaptchaBypass,
  CountryOption,
  DepositId,
  FieldValues,
  GeetestFields,
  RecaptchaFields,
} from './wire-types.ts';

/** flows §7 deposit-create payload (HTTP-21, HTTP-24). */
export interface DepositCreatePayload extends GeetestFields, CaptchaBypass {
  amount: number;
  currency: string;
  depositId?: DepositId;
  fields: FieldValues;
  isActivatedBonus: boolean;
  /** HTTP-20 choice: from the session-start answer, omitted when none came. */
  paymentSessionId?: string;
  /** HTTP-24 choice: the method name (called paymentMethod on other calls). */
  paymentType: string;
  /** HTTP-24 choice: page the provider sends the user back to. */
  returnUrl?: string;
  /** HTTP-24 choice: the wallet / account value for wallet methods. */
  wallet?: string;
  selectedCountry?: string;
  metadata?: { isFromChip?: boolean };
  bonusId?: string | number;
  abTestGroup?: string;
  /** Our addition (decision CREATE-IDEM): one key per intended press; a replay gets the first answer. */
  idempotencyKey?: string;
}

/** flows §7 deposit-create-p2p payload (HTTP-23, HTTP-24). */
export interface DepositCreateP2PPayload extends GeetestFields, CaptchaBypass, RecaptchaFields {
  amount: number;
  /** HTTP-24 choice: the chosen bank's name from the peer-to-peer list. */
  bank?: string;
  /** HTTP-24 choice: true when a recaptcha-v3 score accompanies the request. */
  checkScore?: boolean;
  selectedCountry?: string;
  currency: string;
  depositId?: DepositId;
  fields: FieldValues;
  isActivatedBonus: boolean;
  paymentMethod: string;
  paymentSessionId?: string;
  metadata?: { isFromChip?: boolean };
  bonusId?: string | number;
  /** Our addition (decision CREATE-IDEM), as on deposit-create. */
  idempotencyKey?: string;
}

/**
 * Decision WD-06 (our choice, docs/protocol.md "Withdrawal calls"): withdrawal-create's payload. It
 * makes a draft (nothing debited) that withdrawal-confirm submits.
 */
export interface WithdrawalCreatePayload {
  /** The withdrawal method's name (as deposit-check and deposit-create-p2p call it). */
  paymentMethod: string;
  /** In `currency`, debited from the account on confirm (the fee comes out of it). */
  amount: number;
  /** The account's currency; `QSC` (sweep coins) for a redemption. */
  currency: string;
  /** WD-02: the account debited. */
  accountType: WithdrawalAccountType;
  /** The method's form fields, `{ name: value }`, as deposit-create's. */
  fields: FieldValues;
  selectedCountry?: string;
  /** Redemption (decision SWEEP-14): the currency the method pays out in; the amount is converted at payment-convert-v2's rate. */
  payoutCurrency?: string;
  /** Decision CREATE-IDEM, as on deposit-create: one key per intended press. */
  idempotencyKey?: string;
}

/** Decision WD-06: one account's balance in withdrawal-balance-get. */
export interface WithdrawalAccountBalance {
  accountType: WithdrawalAccountType;
  /** What the account holds. */
  balance: number;
  /** What may be withdrawn now (the balance less what is locked, e.g. by wagering or unplayed sweep coins). */
  withdrawable: number;
}

/** A methods answer (v5 adds initCurrencies and the geo flags). */
export interface MethodsResponse {
  methods: PaymentMethod[];
  groups?: PaymentGroup[];
}

/**
 * Every call: its payload and its answer. Keys are the call names of the spec's tables, and
 * also the HTTP path and the socket envelope `type`.
 */
export interface CallTypes {
  'deposit-limits': { payload: { currency: string; paymentMethod: string }; response: Limits };
  'methods-payment-v5': {
    payload: { country: string; currency: { code: string; type: 'fiat' | 'crypto' }; abTestGroup?: string };
    response: MethodsResponse & {
      initCurrencies?: { fiat?: string; crypto?: string };
      /** choice: the "only a direct-geo flag" answer (LIST, shell §2). */
      directGeo?: boolean;
      /** choice: shows the region change button (shell §2). */
      geoSelectorEnabled?: boolean;
    };
  };
  'methods-payment-v3': {
    payload: { country: string; currency: string; abTestGroup?: string };
    response: MethodsResponse & { directGeo?: boolean };
  };
  /** HTTP-18 choice: the region selector's countries and the current one. */
  'methods-country-selector-v2': {
    payload: Record<string, never>;
    response: { countries: CountryOption[]; current?: string; enabled?: boolean };
  };
  'methods-withdrawal-v4': { payload: { currency: string }; response: MethodsResponse };
  'methods-withdrawal': { payload: { country: string; currency: string }; response: MethodsResponse };
  /** HTTP-20 choice: the answer may carry the paymentSessionId; pendingGroup is the chosen group name. */
  'session-start': {
    payload: { amount: number; currency: string; pendingGroup?: string | null };
    response: { paymentSessionId?: string } | null;
  };
  'deposit-create': { payload: DepositCreatePayload; response: DepositCreateResponse };
  /** choice: answers like deposit-create (the tables list none). */
  'deposit-create-sweepstake': {
    payload: DepositCreatePayload & { boxId: string | number };
    response: DepositCreateResponse;
  };
  'deposit-create-p2p': { payload: DepositCreateP2PPayload; response: P2pDepositResponse };
  'deposit-complete': {
    payload: { depositId: DepositId; paymentMethod: string; [extra: string]: unknown };
    response: Ack;
  };
  /**
   * choice: answers with the India invoice it prepares. Decision INDIA-04: the amount, currency and
   * fields of the India page travel with it (the backend opens the deposit; its id comes back).
   */
  'deposit-prepare': {
    payload: { paymentMethod: string; amount?: number; currency?: string; fields?: Record<string, string>; [extra: string]: unknown };
    response: IndiaInvoice;
  };
  'deposit-check': {
    payload: { paymentMethod: string; selectedCountry?: string };
    /** exists, depositId, card, unifiedFlow (flows §7), plus the rest of a p2p answer. */
    response: P2pDepositResponse & { exists: boolean };
  };
  'deposit-cancel': { payload: { depositId: DepositId; paymentMethod: string }; response: Ack };
  /** Status values include AUTO_CANCELED, CANCELED, PAYED (flows §3). */
  'deposit-status': {
    payload: { depositId: DepositId; paymentMethod: string };
    /** `status`: a word of DEPOSIT_STATUS_WORDS (src/domain/transaction-status.ts, decision ENT-23). */
    response: { status: string; data?: TransactionData };
  };
  /** flows §4: an `error` field means mistaked; otherwise the redirect to open. */
  'external-deposit-continue': {
    /** Decision ONRAMP-14: `offerMethod` is the chosen offer's `method` (the spec names only depositId). */
    payload: { depositId: DepositId; offerMethod?: string };
    response: {
      error?: string | { message?: string; code?: string };
      source?: string;
      method?: 'GET' | 'POST' | string;
      data?: Record<string, unknown>;
    };
  };
  /** HTTP-38 choice: card BIN lookup, used to show the issuing bank. */
  'bank-get': {
    payload: { payment_method: string; bin: string };
    response: { bank?: string; name?: string; country?: string; logo?: string } | null;
  };
  'session-form-on-close-modal': {
    payload: { paymentMethod: string; paymentMethodText: string; userId: string | number };
    response: Ack;
  };
  /** HTTP-38 choice: payload is the currency the prices are in; each box may nest `boxes`. */
  'sweepstake-boxes': { payload: { currency?: string }; response: { boxes: SweepstakeBox[] } };
  /** HTTP-38 choice: empty payload. */
  'sweepstake-balance-get': { payload: Record<string, never>; response: BalanceEntry[] };
  /** HTTP-38 choice: the answer is the recoupable amount. */
  'sweepstake-recoup-sum': { payload: { currency: string }; response: { amount: number; currency?: string } };
  /** HTTP-38 choice: converts an amount between two currencies; the answer has amount (and rate). */
  'payment-convert-v2': {
    payload: { amount: number; from: string; to: string };
    response: { amount: number; rate?: number | null };
  };
  /** HTTP-38 choice: name, path and method are ours; the answer is read as data.status, data.amount. */
  'sweepstake-unplayed-balance': {
    payload: { currency?: string };
    response: { data?: { status?: string | number; amount?: number } };
  };
  // Withdrawal calls: all our choice (decisions WD-06..08, SWEEP-14; docs/protocol.md "Withdrawal calls").
  /** Makes a draft: the confirm page's summary (fee, payout, masked account, ETA); nothing is debited yet. */
  'withdrawal-create': { payload: WithdrawalCreatePayload; response: Withdrawal };
  /** Submits a draft: debited, status pending. Confirming a submitted one again answers it unchanged. */
  'withdrawal-confirm': { payload: { withdrawalId: DepositId }; response: Withdrawal };
  /** Cancels a pending, cancellable withdrawal: refunded, status cancelled. A cancelled one answers unchanged. */
  'withdrawal-cancel': { payload: { withdrawalId: DepositId }; response: Withdrawal };
  /** One withdrawal as it is now (the HTTP transport's stand-in for the withdrawal.status push). */
  'withdrawal-status': { payload: { withdrawalId: DepositId }; response: Withdrawal };
  /** The player's submitted, unfinished withdrawals (pending, processing), newest first; `currency` filters. */
  'withdrawal-list-pending': { payload: { currency?: string }; response: { withdrawals: Withdrawal[] } };
  /** The withdrawable balance of each account in a currency (QSC: the redeemable sweep coins). */
  'withdrawal-balance-get': { payload: { currency: string }; response: { currency: string; accounts: WithdrawalAccountBalance[] } };
  /** Our choice (decision NAMES-05): the coins the player holds in the crypto balance, each with its `main` balance. */
  'crypto-balance-get': { payload: Record<string, never>; response: { balances: BalanceEntry[] } };
  /** choice: the list is wrapped as `{ events }` so every payload is an object. */
  events: {
    payload: { events: Array<{ key: string; timestamp: number; value?: unknown }> };
    response: Ack;
  };
}
