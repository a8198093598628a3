/**
 * The India invoice (flows §2 "India", §3 "India invoice", §4 "Complete and prepare"; INDIA-01..04,
 * decision INDIA-04): what deposit-prepare answers — details (name, value, type, QR), fields for the
 * player to fill, and requisites with a bank name — read defensively into what the page draws.
 * The answer's `depositId` (our naming, docs/protocol.md) is the deposit "I have paid" completes.
 */
import type { FormField } from '../../domain/payment-entities.ts';

/** A deposit id as the wire carries it. */
type DepositId = string | number;

/** INDIA-01: one detail: its name (the label), value, type and the text its QR code holds (or null). */
export interface IndiaDetail {
  name: string;
  value: string;
  type: string;
  qr: string | null;
}

/** INDIA-02: one requisite; `bank` marks the bank name entry. */
export interface IndiaRequisite {
  name: string;
  value: string;
  bank: boolean;
}

export interface IndiaInvoiceView {
  depositId: DepositId | undefined;
  details: IndiaDetail[];
  fields: FormField[];
  requisites: IndiaRequisite[];
}

/** Longest QR content drawn: a version-40 code at level M holds 2331 bytes (as the pay page). */
const QR_MAX_LENGTH = 2331;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** INDIA-02: the requisite that names the bank ("bank_name", "Bank name", "bank-name"). */
export const isBankNameEntry = (name: string): boolean => /^bank[\s_-]?name$/i.test(name.trim());

const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x)) : [];

const isId = (v: unknown): v is DepositId => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

/**
 * INDIA-01/02: the invoice of a deposit-prepare answer. Entries without a name or value are left
 * out; the bank name entry comes first among the requisites (the player picks the bank before
 * typing an account). Null when nothing is left to pay to.
 */
export function indiaInvoice(answer: unknown): IndiaInvoiceView | null {
  if (!answer || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  const details = records(a['details']).flatMap((d): IndiaDetail[] => {
    const name = text(d['name']);
    const value = text(d['value']);
    if (name === '' || value === '') return [];
    const qr = text(d['QR']);
    return [{ name, value, type: text(d['type']), qr: qr !== '' && qr.length <= QR_MAX_LENGTH ? qr : null }];
  });
  const requisites = records(a['requisites'])
    .flatMap((r): IndiaRequisite[] => {
      const name = text(r['name']);
      const value = text(r['value']);
      return name === '' || value === '' ? [] : [{ name, value, bank: isBankNameEntry(name) }];
    })
    .sort((x, y) => Number(y.bank) - Number(x.bank));
  const fields = records(a['fields']).filter((f) => typeof f['name'] === 'string' && f['name'] !== '') as unknown as FormField[];
  if (details.length === 0 && requisites.length === 0) return null;
  return { depositId: isId(a['depositId']) ? a['depositId'] : undefined, details, fields, requisites };
}
