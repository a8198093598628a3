/**
 * The card's bank as the player types a card number (issue #21; HTTP-31 `bank-get`, decision
 * BANK-GET): once 6 digits are typed (8 when there are), the BIN is looked up after a pause in
 * typing, one call at a time and once per BIN; the answer's bank name shows next to the field. The
 * call is retry-enabled in the transport (RETRY-03: network failures are retried there), so a
 * failure here is final for that BIN and shows nothing: the bank name is a courtesy, never a
 * reason to stop a deposit.
 */
import { BIN_MIN_DIGITS, cardBin } from '../domain/card-number.ts';
import { api } from './api.ts';
import { realClock, type Clock, type TimerId } from './clock.ts';

/** How long typing pauses before the lookup (a player types a BIN in well under this per digit). */
export const BANK_LOOKUP_DEBOUNCE_MS = 400;

/** Hears the bank of the card being typed: the name to show, or null (none yet, unknown, or failed). */
export type CardBankListener = (name: string | null) => void;

let clock: Clock = realClock;
let method: string | null = null;
let listener: CardBankListener | null = null;
let shown: string | null = null;
/** Counts forms: an answer for a form that has closed since is dropped. */
let generation = 0;
let timer: TimerId | undefined;
/** The BIN the player's digits stand for now. */
let wanted: string | null = null;
/** The BIN whose call is in flight (one at a time). */
let inFlight: string | null = null;
/** Each BIN asked once: its bank name, or null for unknown/failed. */
const answers = new Map<string, string | null>();

const nameOf = (answer: { bank?: string; name?: string } | null): string | null => {
  const name = (answer?.name ?? answer?.bank ?? '').trim();
  return name === '' ? null : name;
};

/** The name for a BIN: its own answer, else its 6-digit start's while the 8-digit one is asked (no flicker). */
const nameFor = (bin: string): string | null => answers.get(bin) ?? answers.get(bin.slice(0, BIN_MIN_DIGITS)) ?? null;

function show(): void {
  const name = wanted ? nameFor(wanted) : null;
  if (shown === name) return;
  shown = name;
  listener?.(name);
}

async function lookUp(bin: string, forMethod: string): Promise<void> {
  const asked = generation;
  inFlight = bin;
  let name: string | null = null;
  try {
    name = nameOf(await api.call('bank-get', { payment_method: forMethod, bin }));
  } catch {
    name = null; // no bank shown, no error: the card number itself is still fine to send
  }
  if (asked !== generation) return; // the form closed meanwhile
  answers.set(bin, name);
  inFlight = null;
  show();
  askIfNeeded(); // the player may have typed on to another BIN meanwhile
}

function askIfNeeded(): void {
  if (!method || !wanted || inFlight !== null || answers.has(wanted)) return;
  void lookUp(wanted, method);
}

/** The form opened for a method (its name is bank-get's `payment_method`); forgets the last one. */
export function startCardBank(methodName: string | undefined, onBank: CardBankListener): void {
  stopCardBank();
  method = methodName ?? null;
  listener = onBank;
}

/** The form closed: no timer, no answer, nothing shown. */
export function stopCardBank(): void {
  if (timer !== undefined) clock.clearTimeout(timer);
  timer = undefined;
  generation += 1;
  method = null;
  wanted = null;
  inFlight = null;
  answers.clear();
  listener = null;
  shown = null;
}

/** The player typed in the card number field: the bank of its BIN, after a pause in typing. */
export function typeCardNumber(text: string): void {
  wanted = cardBin(text);
  show(); // a known BIN shows at once; a shortened number hides the bank
  if (timer !== undefined) clock.clearTimeout(timer);
  timer = undefined;
  if (!method || !wanted || answers.has(wanted)) return;
  timer = clock.setTimeout(() => {
    timer = undefined;
    askIfNeeded();
  }, BANK_LOOKUP_DEBOUNCE_MS);
}

/** Swaps the timer source (tests). */
export function setCardBankClock(next: Clock): void {
  stopCardBank();
  clock = next;
}
