/**
 * Shared entity types (shell §3, flows §3; ENT-01..25). Pure types: the server owns the data, so
 * every field the spec does not state as always present is optional. Server numbers that arrive
 * as strings are normalised where they are used, not here.
 */
import type { CardViewType } from './card-view-types.ts';
import type { AmountRule, Limits } from './amount-limits.ts';
import type { FieldOption, FormField } from './form-field.ts';
import type { LocalizedText } from './localized-text.ts';

export type { Limits, AmountRule };
export type { Bonus, BonusType, DepositBonusData, FreespinBonusData, SweepstakeBox, SweepstakeBoxCurrency } from './promo-entities.ts';
export type * from './deposit-responses.ts';
export type * from './form-field.ts';
export type { LocalizedText } from './localized-text.ts';
export { FORM_FIELD_TYPES } from './form-field.ts';

/** ENT-13: method badge configuration (styles not shown, ENT-14). */
export interface BadgeConfig {
  text?: string | LocalizedText;
  color?: string;
  background?: string;
  [key: string]: unknown;
}

/** Decision REDIR-09: one slide of a method's visual instruction. */
export interface InstructionSlide {
  /** The picture: an http(s) URL, or a path on the banking API's origin; passes the link guard. */
  image?: string;
  /** The picture's text alternative per language (empty: the picture is decorative). */
  alt?: LocalizedText;
  /** The slide's words per language: HTML, sanitised before it is shown. */
  text: LocalizedText;
}

/** Decision REDIR-08: one way to reach a cash agent. */
export interface MessengerLink {
  /** Which messenger: names the button ("WhatsApp", "Telegram", "Viber"); unknown kinds show the link's host. */
  kind: string;
  /** The chat link (https://wa.me/…, tg://…); passes the link guard before it is shown. */
  url: string;
}

/** ENT-11..13: a payment method as returned by the methods calls. */
export interface PaymentMethod {
  name: string;
  /** 'crypto' among others. */
  category?: string;
  cardViewType?: CardViewType | number | null;
  /** Display label per language. */
  text?: LocalizedText;
  position?: number;
  iconIds?: string[];
  fields?: FormField[];
  network?: string | string[];
  prefilledAmount?: number;
  recommendedAmounts?: number[];
  /** ENT-12: keyed by currency code. */
  amount_rules?: Record<string, AmountRule>;
  banner?: { bannerTextKey?: string };
  badgeConfig?: BadgeConfig;
  badgeType?: string;
  /** ENT-13: keyed by `lang_country`, plus a `redesign` key. */
  video_guide_url?: Record<string, string | undefined>;
  /** Decision REDIR-09: the visual instruction's slides (our addition, docs/protocol.md). */
  instruction_slides?: InstructionSlide[];
  /** Decision REDIR-08: how a cash agent (cardViewType 20) is reached (our addition, docs/protocol.md). */
  messengers?: MessengerLink[];
  checkLuhn?: boolean;
  isPopular?: boolean;
  isPreparationRequired?: boolean;
  securityRulesGroup?: string;
  wallet?: boolean | string;
  regex?: string;
  regex_error_key?: string;
  placeholder_key?: string;
  placeholder_text?: LocalizedText;
  mask?: string;
  type?: string;
  values?: FieldOption[];
}

/** ENT-15: a group of methods shown as one tile. */
export interface PaymentGroup {
  /** A key from GROUP_KEYS (LIST-27..29), or a server key we do not know yet. */
  name: string;
  label?: string | LocalizedText;
  position?: number;
  paymentMethods: PaymentMethod[];
}

/** ENT-22: transaction data from a deposit.status push; status is numeric (STATUS-03). */
export interface TransactionData {
  status?: number;
  txid?: string;
  blockchain?: string;
  amount?: number | string;
  currency?: string;
  cryptoCurrency?: string;
  finalAmount?: number | string;
  depositId?: string | number;
  /** Decision CRYPTO-24 (our addition): blocks the backend has seen confirmed, while waiting. */
  confirmations?: number | string;
}

/** ENT-03: user platforms. */
export type UserPlatform = 'desktop' | 'mobile' | 'android' | 'ios';

/** ENT-01..03: the user record (shell §3). `lang` defaults to `en` (ENT-02). */
export interface User {
  activity?: unknown;
  address?: string;
  balanceData?: { primary?: { amount?: number | string; currency?: string } };
  birthday?: string;
  bk_type?: string | number;
  country?: string;
  currency?: string;
  deposits_calc_count?: number;
  deposits_calc_time?: number | string;
  email?: { email?: string };
  firstdeposit_time?: number | string;
  hash_id?: string;
  id?: string | number;
  id_user?: string | number;
  lang?: string;
  last_ip?: string;
  last_ip_country?: string;
  meta?: Record<string, unknown>;
  name?: { name?: string };
  note?: string;
  paymentGeo?: string;
  platform?: UserPlatform;
  partner_key?: string;
  passport?: string;
  passport_by?: string;
  phone?: { phone?: string };
  poker_nickname?: string;
  regulated_domain_id?: string | number;
  /** ENT-04: meanings not shown. */
  role?: number;
  tg_id?: string | number;
  time_registration?: number | string;
  timezone?: string;
  token?: string;
  widgetViewType?: 'main' | 'sweep';
}

/** ENT-24: a balance entry (sweepstake-balance-get). */
export interface BalanceEntry {
  currency: string;
  balance: number;
}

/** ENT-25: crypto on-ramp limits. */
export type OnrampLimits = Limits;
