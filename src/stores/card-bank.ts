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
import { scoped, type Scope } from './scope.ts';

/** How long typing pauses before the lookup (a player types a BIN in well under this per digit). */
export const BANK_LOOKUP_DEBOUNCE_MS = 400;

/** Hears the bank of the card being typed: the name to show, or null (none yet, unknown, or failed). */
export type CardBankListener = (name: string | null) => void;

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  clock: Clock;
  method: string | null;
  listener: CardBankListener | null;
  shown: string | null;
  generation: number;
  timer: TimerId | undefined;
  wanted: string | null;
  inFlight: string | null;
} => ({
  clock: realClock,
  method: null,
  listener: null,
  shown: null,
  generation: 0,
  timer: undefined,
  wanted: null,
  inFlight: null,
}));







/** Each BIN asked once: its bank name, or null for unknown/failed. */
const answers = scoped(() => (new Map<string, string | null>()));

const nameOf = (answer: { bank?: string; name?: string } | null): string | null => {
  const name = (answer?.name ?? answer?.bank ?? '').trim();
  return name === '' ? null : name;
};

/** The name for a BIN: its own answer, else its 6-digit start's while the 8-digit one is asked (no flicker). */
const nameFor = (scope: Scope, bin: string): string | null => answers(scope).get(bin) ?? answers(scope).get(bin.slice(0, BIN_MIN_DIGITS)) ?? null;

function show(scope: Scope): void {
  const state = local(scope);
  const name = state.wanted ? nameFor(scope, state.wanted) : null;
  if (state.shown === name) return;
  state.shown = name;
  state.listener?.(name);
}

async function lookUp(scope: Scope, bin: string, forMethod: string): Promise<void> {
  const state = local(scope);
  const asked = state.generation;
  state.inFlight = bin;
  let name: string | null = null;
  try {
    name = nameOf(await api(scope).call('bank-get', { payment_method: forMethod, bin }));
  } catch {
    name = null; // no bank shown, no error: the card number itself is still fine to send
  }
  if (asked !== state.generation) return; // the form closed meanwhile
  answers(scope).set(bin, name);
  state.inFlight = null;
  show(scope);
  askIfNeeded(scope); // the player may have typed on to another BIN meanwhile
}

function askIfNeeded(scope: Scope): void {
  const state = local(scope);
  if (!state.method || !state.wanted || state.inFlight !== null || answers(scope).has(state.wanted)) return;
  void lookUp(scope, state.wanted, state.method);
}

/** The form opened for a method (its name is bank-get's `payment_method`); forgets the last one. */
export function startCardBank(scope: Scope, methodName: string | undefined, onBank: CardBankListener): void {
  const state = local(scope);
  stopCardBank(scope);
  state.method = methodName ?? null;
  state.listener = onBank;
}

/** The form closed: no timer, no answer, nothing shown. */
export function stopCardBank(scope: Scope): void {
  const state = local(scope);
  if (state.timer !== undefined) state.clock.clearTimeout(state.timer);
  state.timer = undefined;
  state.generation += 1;
  state.method = null;
  state.wanted = null;
  state.inFlight = null;
  answers(scope).clear();
  state.listener = null;
  state.shown = null;
}

/** The player typed in the card number field: the bank of its BIN, after a pause in typing. */
export function typeCardNumber(scope: Scope, text: string): void {
  const state = local(scope);
  state.wanted = cardBin(text);
  show(scope); // a known BIN shows at once; a shortened number hides the bank
  if (state.timer !== undefined) state.clock.clearTimeout(state.timer);
  state.timer = undefined;
  if (!state.method || !state.wanted || answers(scope).has(state.wanted)) return;
  state.timer = state.clock.setTimeout(() => {
    state.timer = undefined;
    askIfNeeded(scope);
  }, BANK_LOOKUP_DEBOUNCE_MS);
}

/** Swaps the timer source (tests). */
export function setCardBankClock(scope: Scope, next: Clock): void {
  stopCardBank(scope);
  local(scope).clock = next;
}
