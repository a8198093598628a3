/**
 * The bonus a deposit may carry (flows §4 "Bonuses"; BONUS-05..15, decision BONUS-20). The list is
 * the host's `bonusList` (handshake, `bonus-list-fetched` with success, `bonus-list-updated`: they all
 * write the config's `bonusList`), without expired entries. The active bonus is the handshake
 * `bonusId` when the list has it, else the one the player chose, else the first; the player's switch
 * and the crypto bonus choice live here too. Amount pages read `bonusForDeposit`.
 */
import { atom } from 'nanostores';
import { BONUS_EXPIRY_CHECK_MS } from '../domain/constants.ts';
import {
  activeBonusId,
  bonusFitsCurrency,
  depositBonusFields,
  isBonusActivated,
  isBonusExpired,
  isBonusRestricted,
  isBonusSelected,
  neighbourAfterRemoval,
  parseBonusList,
} from '../domain/bonus-rules.ts';
import type { BonusId } from '../domain/bonus-rules.ts';
import { describeBonusOffer } from '../domain/bonus-offer.ts';
import type { BonusOffer } from '../domain/bonus-offer.ts';
import { isCryptoMethod } from '../domain/method-routes.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import type { Bonus } from '../domain/promo-entities.ts';
import { CashierError } from '../transport/errors.ts';
import { realClock } from './clock.ts';
import type { Clock, TimerId } from './clock.ts';
import { setBonusFetchFailed } from './bonus-feed.ts';
import { $config } from './config.ts';
import { $cryptoBonusOffered } from './crypto-bonus.ts';
import { scoped, type Scope } from './scope.ts';

export interface BonusState {
  /** The host's bonuses that have not expired, in its order. */
  list: Bonus[];
  /** BONUS-05: the active bonus's id (null: none). */
  activeId: BonusId | null;
  /** BONUS-06/12: the with/without switch; on by default. */
  enabled: boolean;
  /** BONUS-13: the crypto bonus choice; on by default. */
  cryptoSelected: boolean;
}

const initial = (): BonusState => ({ list: [], activeId: null, enabled: true, cryptoSelected: true });

/** The server code of a bonus the backend treats as expired (docs/protocol.md). */
export const BONUS_EXPIRED_CODE = 'banking.bonusExpired';

/** What time it is, for expiry (a test seam). Per element (issue #22). */
const local = scoped((): {
  now: () => number;
} => ({
  now: () => Date.now(),
}));

/**
 * Decision CRIT-03: the store starts after the first screen has painted (src/app/late-stores.ts),
 * so a page that reads it sooner (an amount page opened at once) finds the host's list and its
 * `bonusId` already applied: the state is made from the config when first read; the start keeps it in sync.
 */
export const $bonus = scoped((scope) => atom<BonusState>(synced(scope, initial())));

/** `state` with the bonus list without expired entries, the active one kept or moved to its neighbour (BONUS-10/11). */
function listed(scope: Scope, state: BonusState, next: Bonus[], chosen: BonusId | null): BonusState {
  const live = next.filter((b) => !isBonusExpired(b, local(scope).now()));
  const kept = chosen !== null && live.some((b) => String(b.id) === String(chosen)) ? chosen : neighbourAfterRemoval(state.list, live, state.activeId);
  return { ...state, list: live, activeId: activeBonusId(live, kept) };
}

/** `state` with the host's list: decision BONUS-20, the handshake `bonusId` wins when listed. */
function synced(scope: Scope, state: BonusState): BonusState {
  const { bonusList, bonusId } = $config(scope).get();
  return listed(scope, state, parseBonusList(bonusList), bonusId ?? state.activeId);
}

/** The host's list (or bonusId) changed. */
const syncFromConfig = (scope: Scope): void => $bonus(scope).set(synced(scope, $bonus(scope).get()));

/** BONUS-10/11: one expiry pass; the active bonus moves to a neighbour when it expired. */
export function removeExpiredBonuses(scope: Scope): void {
  const state = $bonus(scope).get();
  if (!state.list.some((b) => isBonusExpired(b, local(scope).now()))) return;
  $bonus(scope).set(listed(scope, state, state.list, null));
}

/** BONUS-05: the player chose a bonus. */
export function chooseBonus(scope: Scope, id: BonusId): void {
  const state = $bonus(scope).get();
  $bonus(scope).set({ ...state, activeId: activeBonusId(state.list, id) });
}

/** BONUS-12: the with/without switch. */
export function setBonusEnabled(scope: Scope, enabled: boolean): void {
  $bonus(scope).set({ ...$bonus(scope).get(), enabled });
}

/**
 * Issue #21, decision BONUS-22: the backend refused the deposit's bonus as expired
 * (`banking.bonusExpired`): the switch goes off, so the next press deposits without it (the
 * snackbar says why). Other refusals leave the switch as the player set it.
 */
export function switchOffExpiredBonus(scope: Scope, error: unknown): void {
  if (error instanceof CashierError && error.serverCode === BONUS_EXPIRED_CODE) setBonusEnabled(scope, false);
}

/** BONUS-13: the crypto bonus choice toggles. */
export function toggleCryptoBonus(scope: Scope): void {
  const state = $bonus(scope).get();
  $bonus(scope).set({ ...state, cryptoSelected: !state.cryptoSelected });
}

/**
 * The active bonus, if any. With a currency (decision LIST-15: a bonus applies to the deposit
 * currency or names none): the active one when it applies, else the first listed one that does.
 */
export function activeBonus(scope: Scope, currency?: string): Bonus | undefined {
  const { list, activeId } = $bonus(scope).get();
  const fits = (b: Bonus): boolean => currency === undefined || bonusFitsCurrency(b.currency, currency);
  const active = list.find((b) => String(b.id) === String(activeId));
  return active && fits(active) ? active : list.find(fits);
}

/** BONUS-14, decision BONUS-15: the crypto bonus is offered (experiment group_b and the host flag). */
export const cryptoBonusOffered = (scope: Scope): boolean => $cryptoBonusOffered(scope).get();

/** BONUS-07/08/09 and decision BONUS-20: the deposit-create fields for this method and amount. */
export function bonusForDeposit(scope: Scope, method: PaymentMethod | undefined, amount: number | null, currency?: string): { isActivatedBonus: boolean; bonusId?: BonusId } {
  // Decision CRYPTO-13: a crypto deposit offered the crypto bonus carries the player's crypto choice (BONUS-13).
  if (method && isCryptoMethod(method) && cryptoBonusOffered(scope)) return { isActivatedBonus: $bonus(scope).get().cryptoSelected };
  const bonus = activeBonus(scope, currency);
  const selected = isBonusSelected({ bonus, enabled: $bonus(scope).get().enabled, restricted: isBonusRestricted(method) });
  return depositBonusFields(bonus, isBonusActivated(selected, bonus, amount));
}

/**
 * Starts following the host's list and the 1 s expiry check for one element's connection; the returned
 * function stops both. `options` are test seams.
 */
export function startBonuses(scope: Scope, options: { clock?: Clock; now?: () => number } = {}): () => void {
  const state = local(scope);
  const clock = options.clock ?? realClock;
  if (options.now) state.now = options.now;
  let timer: TimerId | undefined;
  const tick = (): void => {
    removeExpiredBonuses(scope);
    timer = clock.setTimeout(tick, BONUS_EXPIRY_CHECK_MS);
  };
  // The whole config is replaced on every handshake update: follow only the two bonus fields.
  let seen = { list: $config(scope).get().bonusList, id: $config(scope).get().bonusId };
  const stopConfig = $config(scope).listen((config) => {
    if (config.bonusList === seen.list && config.bonusId === seen.id) return;
    seen = { list: config.bonusList, id: config.bonusId };
    syncFromConfig(scope);
  });
  syncFromConfig(scope);
  timer = clock.setTimeout(tick, BONUS_EXPIRY_CHECK_MS);
  return () => {
    stopConfig();
    if (timer !== undefined) clock.clearTimeout(timer);
    state.now = () => Date.now();
    $bonus(scope).set(initial());
    setBonusFetchFailed(scope, false);
  };
}

/** The active bonus as an amount page shows it for this method, amount and currency; undefined: none. */
export function bonusOffer(scope: Scope, method: PaymentMethod | undefined, amount: number | null, currency: string): BonusOffer | undefined {
  const bonus = activeBonus(scope, currency);
  return bonus ? describeBonusOffer(bonus, { enabled: $bonus(scope).get().enabled, restricted: isBonusRestricted(method), amount }) : undefined;
}

export type { BonusOffer } from '../domain/bonus-offer.ts';
