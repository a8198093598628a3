/**
 * Peer-to-peer rules (flows §2 "Peer-to-peer list/invoice", §3 "Peer-to-peer deposit response",
 * §4 "Peer-to-peer", §5, §9; P2P-01..44, decisions P2P-09/24/31/44 in docs/decisions.md). Pure:
 * the p2p flow (src/flows/p2p/) applies them.
 */
import type { DepositCard, EncryptedCard, P2pDepositResponse } from '../../domain/deposit-responses.ts';

/** P2P-18 (flows §9): the invoice polls deposit-status this often. */
export const P2P_POLL_MS = 5_000;
/** P2P-10 (flows §9): the currency of an empty peer-to-peer state. */
export const P2P_FALLBACK_CURRENCY = 'MXN';
/** Decision P2P-44: the countdown warns when this little time is left. */
export const P2P_EXPIRY_WARNING_MS = 60_000;
/** CONST-11: the payment-details alert starts after 3 s and rotates every 6 s. */
export const DETAILS_ALERT_DELAY_MS = 3_000;
export const DETAILS_ALERT_ROTATE_MS = 6_000;

/** P2P-32 (flows §9): the methods that ask for a confirmation id. */
export const CONFIRMATION_ID_METHODS: ReadonlySet<string> = new Set(['bkash_p2p', 'nagad_p2p']);
/** P2P-33: 8 to 10 digits (decision P2P-36: the pattern the widget ships). */
export const CONFIRMATION_ID_PATTERN = /^\d{8,10}$/;
/** P2P-27: the guaranteed methods. */
export const GUARANTEED_METHODS: ReadonlySet<string> = new Set(['uzcard', 'humo']);
/** P2P-30/31 (decision P2P-31): the 11 Kyrgyz bank methods with a support button. */
export const KYRGYZ_SUPPORT_METHODS: ReadonlySet<string> = new Set([
  'mbank_p2p', 'optima_p2p', 'demir_p2p', 'bakai_p2p', 'kicb_p2p', 'rsk_p2p', 'aiyl_p2p', 'keremet_p2p', 'kompanion_p2p', 'dos_credo_p2p', 'elcart_p2p',
]);
/** P2P-37 (decision P2P-44): cross-border bank methods. */
export const CROSS_BORDER_BANKS: ReadonlySet<string> = new Set(['tbank', 'sber']);
/** P2P-38 (decision P2P-44): banks with a step-by-step instruction. */
export const INSTRUCTION_BANKS: ReadonlySet<string> = new Set(['sber', 't-bank', 'gazprom']);
/** P2P-39. */
export const VIRTUAL_BANK_METHOD = 'nigerian_virtual_accounts';
/** P2P-40. */
export const H2H_HEADER_METHODS: ReadonlySet<string> = new Set(['yamoney_h2h', 'qiwi_h2h']);
/** P2P-41/42. */
export const P2P_MARKET_METHOD = 'p2p_market';
/** CONST-12: the payment-details alert's experiment groups. */
export const DETAILS_ALERT_GROUPS = ['a', 'b', 'c'] as const;
export type DetailsAlertGroup = (typeof DETAILS_ALERT_GROUPS)[number];

export const needsConfirmationId = (method: string): boolean => CONFIRMATION_ID_METHODS.has(method);
/** P2P-33: a valid confirmation id. */
export const confirmationIdValid = (value: string): boolean => CONFIRMATION_ID_PATTERN.test(value.trim());
export const isGuaranteed = (method: string): boolean => GUARANTEED_METHODS.has(method);
export const hasSupportButton = (method: string): boolean => KYRGYZ_SUPPORT_METHODS.has(method);
/** Decision P2P-44: the bank the card belongs to, as a key of the bank lists (lower case, spaces → '-'). */
export const bankKey = (bankName: string | undefined): string => (bankName ?? '').trim().toLowerCase().replace(/\s+/g, '-');
export const isCrossBorderBank = (bankName: string | undefined): boolean => CROSS_BORDER_BANKS.has(bankKey(bankName));
/** Issue #21: the names a server writes for the instruction banks (P2P-38), as their list keys. */
const INSTRUCTION_BANK_NAMES: Readonly<Record<string, string>> = { sberbank: 'sber', tinkoff: 't-bank', gazprombank: 'gazprom' };
/** Decision P2P-INSTR: the instruction bank of a card's `bank_name` ("Sberbank" → sber), or null. */
export function instructionBank(bankName: string | undefined): string | null {
  const key = bankKey(bankName);
  const bank = INSTRUCTION_BANK_NAMES[key] ?? key;
  return INSTRUCTION_BANKS.has(bank) ? bank : null;
}
export const isInstructionBank = (bankName: string | undefined): boolean => instructionBank(bankName) !== null;

/** Issue #21: how the player sends the money, which the invoice's texts follow. */
export type TransferKind = 'card' | 'phone' | 'account';

/**
 * Issue #21, decision P2P-KIND: the transfer kind is read from which payee detail the server sent
 * (P2P-02): a phone (or a `number` written as an international phone, as wallets send it) → phone;
 * a card number → card; a bank account → account. Null when the card carries none of them.
 */
export function transferKind(card: { number?: string | undefined; phone?: string | undefined; bank_account?: string | undefined; account_number?: string | undefined } | undefined): TransferKind | null {
  const has = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  if (!card) return null;
  if (has(card.phone) || (has(card.number) && card.number.trim().startsWith('+'))) return 'phone';
  if (has(card.number)) return 'card';
  if (has(card.bank_account) || has(card.account_number)) return 'account';
  return null;
}

/** Issue #21: the instruction page's steps (locale keys of the p2p part) for a transfer kind; the bank fills `{{bank}}`. */
export const instructionStepKeys = (kind: TransferKind): readonly string[] => [
  `p2p.instruction.${kind}.step1`,
  `p2p.instruction.${kind}.step2`,
  'p2p.instruction.step3',
];

/** P2P-28, issue #21: the invoice's warning names the detail the player sends to (the generic one without a card). */
export function transferWarningKey(kind: TransferKind | null, confirmationId: boolean): string {
  if (confirmationId) return 'p2p.warning.confirmation';
  return kind === null ? 'p2p.warning' : `p2p.warning.${kind}`;
}

/** P2P-26: a card number in groups of 4 digits, for the eye only (the copy is the digits). */
export function cardGroups(number: string): string {
  const digits = number.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? (digits.match(/.{1,4}/g) ?? []).join(' ') : number;
}

/** Decision P2P-04: a card is encrypted when it carries all four fields (strings). */
export function isEncryptedCard(card: unknown): card is EncryptedCard {
  if (!card || typeof card !== 'object') return false;
  const c = card as Record<string, unknown>;
  return ['key', 'iv', 'encrypted', 'tag'].every((k) => typeof c[k] === 'string' && c[k] !== '');
}

/** P2P-22: when the countdown ends (created + timeout_minutes), epoch ms, or NaN when unknown. */
export function invoiceEndsAt(answer: Pick<P2pDepositResponse, 'created' | 'timeout_minutes'>): number {
  const created = typeof answer.created === 'number' ? answer.created : Date.parse(String(answer.created ?? ''));
  const minutes = answer.timeout_minutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && Number.isFinite(created) ? created + minutes * 60_000 : Number.NaN;
}

/** P2P-43: the processed amount or currency differs from what the player passed. */
export function amountDiffers(answer: P2pDepositResponse): boolean {
  const { passedAmount, passedCurrency, processingAmount, processingCurrency } = answer;
  const amountChanged = typeof passedAmount === 'number' && typeof processingAmount === 'number' && passedAmount !== processingAmount;
  const currencyChanged = typeof passedCurrency === 'string' && typeof processingCurrency === 'string' && passedCurrency !== processingCurrency;
  return amountChanged || currencyChanged;
}

/** What a p2p answer leads to. */
export type P2pNext = { kind: 'invoice' } | { kind: 'unified' } | { kind: 'fields' } | { kind: 'malformed'; reason: string };

/**
 * P2P-12/13/15 and decision P2P-24 (malformed): fields required → the flow stays; a unified flow →
 * the unified form; a deposit id with a card (plain or the four encrypted fields) and a time →
 * the invoice; anything else is malformed (P2P-23).
 */
export function p2pNext(answer: unknown): P2pNext {
  if (!answer || typeof answer !== 'object') return { kind: 'malformed', reason: 'not an object' };
  const a = answer as P2pDepositResponse;
  if (a.isFieldsRequired === true) return Array.isArray(a.fields) ? { kind: 'fields' } : { kind: 'malformed', reason: 'fields required without fields' };
  const id = a.depositId;
  if (id === undefined || id === null || String(id).trim() === '') return { kind: 'malformed', reason: 'no depositId' };
  if (a.unifiedFlow && typeof a.unifiedFlow === 'object') return { kind: 'unified' };
  if (!a.card || typeof a.card !== 'object') return { kind: 'malformed', reason: 'no card' };
  const card = a.card as Record<string, unknown>;
  const hasEncryptedPart = ['key', 'iv', 'encrypted', 'tag'].some((k) => k in card);
  if (hasEncryptedPart && !isEncryptedCard(card)) return { kind: 'malformed', reason: 'incomplete encrypted card' };
  if (!Number.isFinite(invoiceEndsAt(a))) return { kind: 'malformed', reason: 'no created or timeout_minutes' };
  return { kind: 'invoice' };
}

/** A decrypted card is a card object (P2P-02); anything else is a decryption failure. */
export function asDepositCard(value: unknown): DepositCard | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as DepositCard) : null;
}

/** CONST-11: which alert text shows `elapsedMs` after the invoice opened (-1: none yet). */
export function detailsAlertIndex(elapsedMs: number, count: number): number {
  if (count <= 0 || elapsedMs < DETAILS_ALERT_DELAY_MS) return -1;
  return Math.floor((elapsedMs - DETAILS_ALERT_DELAY_MS) / DETAILS_ALERT_ROTATE_MS) % count;
}

/** CONST-12: a group's alert texts, by key: a fixed, b shuffled facts (seeded), c progress messages. */
export function detailsAlertKeys(group: DetailsAlertGroup, seed: number): string[] {
  if (group === 'a') return ['p2p.alert.fixed'];
  if (group === 'c') return ['p2p.alert.progress1', 'p2p.alert.progress2'];
  const facts = ['p2p.alert.fact1', 'p2p.alert.fact2', 'p2p.alert.fact3'];
  // A seeded rotation: the order differs between players, stays put for one invoice.
  const start = Math.abs(Math.trunc(seed)) % facts.length;
  return [...facts.slice(start), ...facts.slice(0, start)];
}

/** CONST-12: the experiment group from the A/B group string; anything else is group a. */
export function detailsAlertGroup(abGroup: string | undefined): DetailsAlertGroup {
  const g = (abGroup ?? '').trim().toLowerCase();
  return (DETAILS_ALERT_GROUPS as readonly string[]).includes(g) ? (g as DetailsAlertGroup) : 'a';
}
