/**
 * The host-to-host invoice (flows §2, §3 "Host-to-host invoice data", §4 "Host-to-host"; H2H-01..07,
 * decision H2H-07): what the page shows of a deposit-create answer whose `apiResponse.data` carries
 * a card, requisites, or a bank-transfer method's details. Pure: the screen only draws it.
 */
import { cardViewTypeName } from '../../domain/card-view-types.ts';
import type { DepositCard, DepositCreateResponse, PaymentMethod } from '../../domain/payment-entities.ts';

/** H2H-06: the bank-transfer variant's countdown, whatever the answer says. */
export const BANK_TRANSFER_TIMEOUT_MIN = 15;

const MINUTE_MS = 60_000;

/** One row of the invoice: `label` is a translation key (`labelKey`) or the server's own title. */
export interface H2hRow {
  name: string;
  /** The server's title for the row, shown as is; absent when `labelKey` names it. */
  title?: string;
  /** The widget's label key for a card row (H2H-02). */
  labelKey?: string;
  value: string;
  /** How the value reads, when it differs from what is copied (a card number in groups of 4). */
  display?: string;
  copyable: boolean;
  emphasis?: boolean;
}

export interface H2hInvoiceView {
  /** H2H-01: payment_amount and payment_currency (the created deposit's when missing). */
  amount: number;
  currency: string;
  /** H2H-01: payment_system of the answer (or the card's). */
  paymentSystem: string;
  /** H2H-02: the card's rows; H2H-01: the requisites' rows. */
  card: H2hRow[];
  requisites: H2hRow[];
  /** H2H-05/06/07: when the time to pay ends (epoch ms), or null when the answer gives no timeout. */
  endsAt: number | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** Epoch ms of `created` (ISO string or epoch ms/seconds number), or null when it is not a time. */
export function createdAt(created: unknown): number | null {
  if (typeof created === 'number' && Number.isFinite(created)) return created < 1e12 ? created * 1000 : created;
  if (typeof created === 'string' && created.trim() !== '') {
    const ms = Date.parse(created);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** flows §9: a card number of 16–19 digits reads in groups of 4; other values (phones, accounts) as given. */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return /^\d{16,19}$/.test(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : value;
}

/**
 * H2H-05/06, decision H2H-07: the countdown ends at `created` plus the timeout — `timeout_minutes`
 * of the answer, or 15 minutes for a bank-transfer method. A missing or garbled `created` counts
 * from `openedAt` (when the page got the answer); no timeout at all means no countdown.
 */
export function h2hEndsAt(data: Record<string, unknown> | undefined, bankTransfer: boolean, openedAt: number): number | null {
  const minutes = bankTransfer ? BANK_TRANSFER_TIMEOUT_MIN : Number(data?.['timeout_minutes']);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return (createdAt(data?.['created']) ?? openedAt) + minutes * MINUTE_MS;
}

/** H2H-02: number, account_number, fullName, payment_system — each copyable but the system's name. */
function cardRows(card: DepositCard | undefined): H2hRow[] {
  if (!card || typeof card !== 'object') return [];
  const number = text(card.number);
  const account = text(card.account_number);
  const rows: H2hRow[] = [];
  if (number !== '') rows.push({ name: 'number', labelKey: 'h2h.card.number', value: number.replace(/\s+/g, ''), display: groupCardNumber(number), copyable: true, emphasis: true });
  // The same value twice (a wallet whose account is its number) would be one more thing to misread.
  if (account !== '' && account !== number) rows.push({ name: 'account_number', labelKey: 'h2h.card.account', value: account, copyable: true, emphasis: number === '' });
  const holder = text(card.fullName);
  if (holder !== '') rows.push({ name: 'fullName', labelKey: 'h2h.card.holder', value: holder, copyable: true });
  const system = text(card.payment_system);
  if (system !== '') rows.push({ name: 'payment_system', labelKey: 'h2h.card.system', value: system, copyable: false });
  return rows;
}

/**
 * H2H-01: the requisites — a list of {name, title, value, isCopyable} (as the unified response's)
 * or a plain {name: value} record. Rows without a value are left out; copyable unless it says no.
 */
export function requisiteRows(requisites: unknown): H2hRow[] {
  if (Array.isArray(requisites)) {
    return requisites.flatMap((item, index): H2hRow[] => {
      if (!item || typeof item !== 'object') return [];
      const r = item as Record<string, unknown>;
      const value = text(r['value']);
      if (value === '') return [];
      const name = text(r['name']) || `requisite-${index}`;
      return [{ name, title: text(r['title']) || name, value, copyable: r['isCopyable'] !== false }];
    });
  }
  if (requisites && typeof requisites === 'object') {
    return Object.entries(requisites as Record<string, unknown>).flatMap(([name, v]): H2hRow[] => {
      const value = text(v);
      return value === '' ? [] : [{ name, title: name, value, copyable: true }];
    });
  }
  return [];
}

/** The invoice of a create answer for `method`; `fallback` is the created deposit's amount and currency. */
export function h2hInvoice(
  response: DepositCreateResponse | undefined,
  method: PaymentMethod,
  fallback: { amount: number; currency: string },
  openedAt: number,
): H2hInvoiceView {
  const data = response?.apiResponse?.data;
  const amount = Number(data?.['payment_amount']);
  const currency = text(data?.['payment_currency']);
  const card = data?.card;
  return {
    amount: Number.isFinite(amount) && amount > 0 ? amount : fallback.amount,
    currency: currency !== '' ? currency.toUpperCase() : fallback.currency,
    paymentSystem: text(data?.['payment_system']) || text(card?.payment_system),
    card: cardRows(card),
    requisites: requisiteRows(data?.requisites),
    endsAt: h2hEndsAt(data, cardViewTypeName(method.cardViewType) === 'BANK_TRANSFER', openedAt),
  };
}
