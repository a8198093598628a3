/**
 * The unified dynamic form's data (flows §2 "Unified form", §3 "Unified response", §4 "Unified
 * form"; UNI-01..11), read from the deposit the engine recorded: `apiResponse.data.unifiedFlow` of
 * a deposit-create answer, or the same shape the p2p flow records for a p2p answer. The server's
 * data is untrusted: a row or step that cannot be read is left out, a bad `lifetime` is the default,
 * and an answer with nothing to pay with is `invalid` — the page says so in words, it never crashes.
 */
import { UNIFIED_DEFAULT_LIFETIME_S } from '../../domain/constants.ts';
import { FORM_FIELD_TYPES, type FormField } from '../../domain/form-field.ts';
import { isRecord } from '../../domain/is-record.ts';
import { linkScheme, safeLink } from '../../domain/link-guard.ts';
import type { DepositCreateResponse } from '../../domain/deposit-responses.ts';
import { QR_MAX_LENGTH } from '../../domain/pay-page.ts';

/** UNI-01: one row of the invoice section. */
export interface UnifiedRequisiteRow {
  name: string;
  /** The server's title, else its name. */
  label: string;
  value: string;
  /** How the value reads when it differs from what is copied (the amount with its currency). */
  display?: string;
  /** UNI-01 / decision UNI-11: only an `isCopyable: true` row gets a copy button. */
  copyable: boolean;
  /** The amount reads bigger: it is what the player types in the bank app. */
  emphasis: boolean;
}

/** Decision UNI-11: the app or QR section (UNI-03) — a QR code to scan and/or a link that opens the bank app. */
export interface UnifiedApp {
  /** What the QR code holds, or null. */
  qrCode: string | null;
  /** The app link after the link guard, or null. */
  appLink: string | null;
  /** The scheme of an app link the guard rejected (DOM-36), or null. */
  rejectedScheme: string | null;
}

/** UNI-02/06: the instruction, as HTML steps in order or one HTML text. */
export type UnifiedInstruction = { kind: 'steps'; steps: string[] } | { kind: 'text'; html: string };

export interface UnifiedFormData {
  kind: 'form';
  depositId: string | number;
  app: UnifiedApp | null;
  requisites: UnifiedRequisiteRow[];
  inputFields: FormField[];
  instruction: UnifiedInstruction | null;
  /** UNI-08: created + lifetime, epoch ms; NaN when `created` cannot be read (the countdown shows --:--). */
  endsAt: number;
  /** UNI-10: the answer offers the paid button. */
  paidButton: boolean;
}

/** Why the page cannot show a form: no unified answer, no deposit id, or nothing to pay with. */
export type UnifiedFormResult = UnifiedFormData | { kind: 'invalid'; reason: 'missing' | 'no-deposit' | 'empty' };

/** UNI-10: the button name that offers "I have paid". */
export const UNIFIED_COMPLETE_BUTTON = 'complete';

/** Epoch-ms values are above this; a smaller `created` number is in seconds (Unix time). */
const SECONDS_EPOCH_LIMIT = 1e11;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const scalar = (v: unknown): string | null => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
const numeric = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const depositIdOf = (v: unknown): string | number | null => (typeof v === 'number' && Number.isFinite(v) ? v : text(v));

/** `created` as epoch ms: an ISO date, epoch ms, or Unix seconds (number or numeric text); NaN otherwise. */
export function createdMs(created: unknown): number {
  const n = numeric(created);
  if (Number.isFinite(n)) return n > 0 && n < SECONDS_EPOCH_LIMIT ? n * 1000 : n;
  const parsed = typeof created === 'string' ? Date.parse(created) : NaN;
  return Number.isFinite(parsed) ? parsed : NaN;
}

/** UNI-08: the lifetime in seconds; a missing, zero, negative or non-number lifetime is the default 600. */
export function lifetimeSeconds(lifetime: unknown): number {
  const n = numeric(lifetime);
  return Number.isFinite(n) && n > 0 ? n : UNIFIED_DEFAULT_LIFETIME_S;
}

/** UNI-08: when the countdown ends (epoch ms). */
export const unifiedEndsAt = (created: unknown, lifetime: unknown): number => createdMs(created) + lifetimeSeconds(lifetime) * 1000;

/** UNI-10: missing (or not a list) → shown; a list → shown only when it names 'complete'. */
export function offersPaidButton(buttons: unknown): boolean {
  if (!Array.isArray(buttons)) return true;
  return buttons.some((b) => typeof b === 'string' && b.trim().toLowerCase() === UNIFIED_COMPLETE_BUTTON);
}

/** UNI-09/10: whether the paid button is on screen now. */
export const paidButtonShown = (form: Pick<UnifiedFormData, 'paidButton'>, expired: boolean): boolean => form.paidButton && !expired;

/** UNI-01: the readable requisites, in order; the first row of a name wins (names key the rows). */
export function unifiedRequisites(list: unknown): UnifiedRequisiteRow[] {
  if (!Array.isArray(list)) return [];
  const rows: UnifiedRequisiteRow[] = [];
  const seen = new Set<string>();
  for (const item of list) {
    if (!isRecord(item)) continue;
    const name = text(item['name']);
    const value = scalar(item['value']);
    if (name === null || value === null || seen.has(name)) continue;
    seen.add(name);
    rows.push({ name, label: text(item['title']) ?? name, value, copyable: item['isCopyable'] === true, emphasis: text(item['type'])?.toLowerCase() === 'amount' });
  }
  return rows;
}

/** UNI-01/05: the input fields the form can draw; an unknown type is drawn as a text field. */
export function unifiedInputFields(list: unknown): FormField[] {
  if (!Array.isArray(list)) return [];
  const fields: FormField[] = [];
  for (const item of list) {
    if (!isRecord(item) || text(item['name']) === null) continue;
    const type = FORM_FIELD_TYPES.includes(item['type'] as FormField['type']) ? (item['type'] as FormField['type']) : 'text';
    fields.push({ ...(item as unknown as FormField), name: (item['name'] as string).trim(), type });
  }
  return fields;
}

/** UNI-02/06: steps ordered by stepNumber (unnumbered ones keep their place at the end), else the text. */
export function unifiedInstruction(instruction: unknown): UnifiedInstruction | null {
  if (!isRecord(instruction)) return null;
  const raw = Array.isArray(instruction['steps']) ? instruction['steps'] : [];
  const steps = raw
    .map((step, index) => ({ step, index }))
    .filter((s): s is { step: Record<string, unknown>; index: number } => isRecord(s.step) && text(s.step['stepInstruction']) !== null)
    .map(({ step, index }) => {
      const n = numeric(step['stepNumber']);
      return { html: text(step['stepInstruction']) as string, order: Number.isFinite(n) ? n : Number.POSITIVE_INFINITY, index };
    })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((s) => s.html);
  if (steps.length > 0) return { kind: 'steps', steps };
  const html = text(instruction['text']);
  return html !== null ? { kind: 'text', html } : null;
}

/** Decision UNI-11: the app or QR section shows when the answer carries a QR content or an app link. */
export function unifiedApp(flow: Record<string, unknown>): UnifiedApp | null {
  const qr = text(flow['qrCode']);
  const link = text(flow['appLink']);
  const safe = link !== null ? safeLink(link) : null;
  const app: UnifiedApp = {
    qrCode: qr !== null && qr.length <= QR_MAX_LENGTH ? qr : null,
    appLink: safe,
    rejectedScheme: link !== null && safe === null ? linkScheme(link) : null,
  };
  return app.qrCode === null && app.appLink === null && app.rejectedScheme === null ? null : app;
}

/**
 * UNI-01..10: the form of a recorded deposit. `depositId` is the recorded one, else the answer's.
 * The p2p flow records its answer as `{ apiResponse: { data: { unifiedFlow } } }` with the deposit id.
 */
export function readUnifiedForm(deposit: { depositId?: unknown; response?: DepositCreateResponse | undefined } | null | undefined): UnifiedFormResult {
  const response: unknown = deposit?.response;
  const api = isRecord(response) ? response['apiResponse'] : undefined;
  const data = isRecord(api) ? api['data'] : undefined;
  const flow = isRecord(data) ? data['unifiedFlow'] : undefined;
  if (!isRecord(flow)) return { kind: 'invalid', reason: 'missing' };
  const depositId =
    depositIdOf(deposit?.depositId) ??
    (isRecord(response) ? depositIdOf(response['depositId']) : null) ??
    (isRecord(api) ? depositIdOf(api['depositId']) : null);
  if (depositId === null) return { kind: 'invalid', reason: 'no-deposit' };
  const form: UnifiedFormData = {
    kind: 'form',
    depositId,
    app: unifiedApp(flow),
    requisites: unifiedRequisites(flow['requisites']),
    inputFields: unifiedInputFields(flow['inputFields']),
    instruction: unifiedInstruction(flow['instruction']),
    endsAt: unifiedEndsAt(flow['created'], flow['lifetime']),
    paidButton: offersPaidButton(flow['buttons']),
  };
  const empty = form.app === null && form.requisites.length === 0 && form.inputFields.length === 0 && form.instruction === null;
  return empty ? { kind: 'invalid', reason: 'empty' } : form;
}
