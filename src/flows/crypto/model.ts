/**
 * The crypto address page's model (flows §2 "Crypto address page"; CRYPTO-02..18, decisions
 * CRYPTO-14/16/18). An address is a deposit-create for the chosen network, made through the
 * deposit engine's one door (`createDeposit`); the page shows the answer itself, so the engine's
 * "next page" is this page. Changing the network creates the deposit for that network; while one
 * request runs, a newer choice waits and is sent when it ends. When a transfer shows up (a push,
 * or over HTTP a deposit-status poll) the page goes to the complete page.
 */
import { atom } from 'nanostores';
import { COMPLETE_STATUS_POLL_MS } from '../../domain/constants.ts';
import { addressRequestAmount, depositAddressOf, networkOptions, preselectedNetwork, transferArrived } from './crypto-address.ts';
import type { NetworkOption } from './crypto-address.ts';
import type { ApiResponseData, PaymentGroup, PaymentMethod, TransactionData } from '../../domain/payment-entities.ts';
import { CB_ROOT, CB_VIDEO_INSTRUCTION, DEPOSIT_COMPLETE, DEPOSIT_VIDEO_INSTRUCTION, inCryptoBalance } from '../../domain/paths.ts';
import { onSocketDrop, type ApiCaller } from '../../stores/api.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import { $config } from '../../stores/config.ts';
import { createDeposit } from '../../stores/deposit/create-deposit.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { $pendingDeposit, setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { cancelPaymentSession } from '../../stores/deposit/payment-session.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { $transaction, reportDepositStatus } from '../../stores/transaction.ts';
import { polledStatus } from '../../stores/polled-status.ts';
import { $user } from '../../stores/user.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** What the page shows. */
export interface AddressPageState {
  /** 'loading': an address request runs; 'ready': an address is shown; 'empty': none came (CRYPTO-15). */
  phase: 'loading' | 'ready' | 'empty';
  options: NetworkOption[];
  /** The selected network's code (undefined for a method that names none). */
  network: string | undefined;
  address: string;
  /** The answer's crypto data (minDepositValue, cryptoName). */
  data: ApiResponseData | undefined;
  depositId: string | number | undefined;
}

const initial = (): AddressPageState => ({ phase: 'loading', options: [], network: undefined, address: '', data: undefined, depositId: undefined });

export const $addressPage = scoped(() => (atom<AddressPageState>(initial())));

const patch = (scope: Scope, next: Partial<AddressPageState>): void => $addressPage(scope).set({ ...$addressPage(scope).get(), ...next });

/** Where the page is: its own path (the engine's "next" for an address answer) and its mode's pages. */
export interface AddressPagePlace {
  path: string;
}

/** The crypto-balance twin (CB_CRYPTO) keeps its video and complete pages inside the mode. */
const inMode = (place: AddressPagePlace, path: string): string => (place.path.startsWith(CB_ROOT) ? inCryptoBalance(path) : path);

/** CRYPTO-11: the video guide page of this mode. */
export const videoGuidePath = (place: AddressPagePlace): string => (place.path.startsWith(CB_ROOT) ? CB_VIDEO_INSTRUCTION : DEPOSIT_VIDEO_INSTRUCTION);

/** CRYPTO-14: the complete page of this mode; its Back and Retry come back here (`to`, STATUS-08). */
export const completePath = (place: AddressPagePlace): string => `${inMode(place, DEPOSIT_COMPLETE)}?to=${encodeURIComponent(place.path)}`;

interface AddressRequest {
  method: PaymentMethod;
  group: PaymentGroup | undefined;
  place: AddressPagePlace;
  /** The network of the request running, if any. */
  inFlight: string | undefined | null;
  stopped: boolean;
  /** The deposits this page created (one per network asked for): only their transfers count. */
  created: Set<string>;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  session: AddressRequest | undefined;
} => ({
  session: undefined,
}));

/**
 * Sends the address request for the selected network (decision CRYPTO-16). A press while one is
 * running is not lost: when it ends, the newest choice is requested.
 */
async function requestAddress(scope: Scope, s: AddressRequest): Promise<void> {
  if (s.stopped || s.inFlight !== null) return;
  const network = $addressPage(scope).get().network;
  s.inFlight = network;
  patch(scope, { phase: 'loading' });
  const currency = $depositCurrency(scope).get();
  const limits = await loadMethodLimits(scope, s.method, currency, $user(scope).get().country ?? $config(scope).get().paymentGeo);
  if (s.stopped) return;
  const before = $pendingDeposit(scope).get();
  const outcome = await createDeposit(scope, {
    method: s.method,
    group: s.group,
    amount: addressRequestAmount(limits.min),
    limits,
    currency,
    fields: network !== undefined ? { network } : {},
    fieldsValid: true,
    isFromChip: false,
    fallbackNext: s.place.path,
    stillCurrent: () => !s.stopped,
  });
  s.inFlight = null;
  if (s.stopped) return;
  if ($addressPage(scope).get().network !== network) {
    void requestAddress(scope, s); // the player chose another network meanwhile
    return;
  }
  const pending = $pendingDeposit(scope).get();
  const created = outcome.kind === 'done' && pending !== before ? pending : null;
  // The request's amount is a placeholder; the complete page shows no amount for it.
  if (created) setPendingDeposit(scope, { ...created, amountKnown: false });
  if (created?.depositId !== undefined) s.created.add(String(created.depositId));
  const data = created?.response?.apiResponse?.data;
  const address = depositAddressOf(data);
  patch(scope, { phase: address !== '' ? 'ready' : 'empty', address, data, depositId: created?.depositId });
}

/** CRYPTO-03/04: opens the page for the chosen method: its networks, the preselected one, its address. */
export function openAddressPage(scope: Scope, method: PaymentMethod, group: PaymentGroup | undefined, place: AddressPagePlace): void {
  const state = local(scope);
  closeAddressPage(scope);
  const options = networkOptions(method);
  $addressPage(scope).set({ ...initial(), options, network: preselectedNetwork(options) });
  state.session = { method, group, place, inFlight: null, stopped: false, created: new Set() };
  void requestAddress(scope, state.session);
}

/** CRYPTO-16: another network was chosen: its address is requested. */
export function chooseNetwork(scope: Scope, network: string): void {
  const mine = local(scope);
  const state = $addressPage(scope).get();
  if (!mine.session || network === state.network || !state.options.some((o) => o.value === network)) return;
  patch(scope, { network, address: '', data: undefined, depositId: undefined, phase: 'loading' });
  void requestAddress(scope, mine.session);
}

/** CRYPTO-15: "Try again" after an empty answer (or a failed request) asks once more. */
export function retryAddress(scope: Scope): void {
  const state = local(scope);
  if (state.session) void requestAddress(scope, state.session);
}

/** Page exit: nothing of this page runs on. */
export function closeAddressPage(scope: Scope): void {
  const state = local(scope);
  if (state.session) state.session.stopped = true;
  state.session = undefined;
  cancelPaymentSession(scope);
  resetMethodLimits(scope);
}

/**
 * CRYPTO-14: goes to the complete page once a transfer shows up. Pushes reach `$transaction`
 * (src/stores/api-events.ts); over HTTP, where nothing is pushed (decision STATUS-18), the shown
 * deposit's status is polled like the complete page does. Over the socket a drop may have taken
 * the transfer's push with it (decision REL-07): the page asks at once (the call reconnects) and
 * polls from then on, as over HTTP. Returns the stop function.
 */
export function watchForTransfer(
  scope: Scope,
  place: AddressPagePlace,
  options: { poll: boolean; api: ApiCaller; clock?: Clock; watchDrops?: (listener: () => void) => () => void },
): () => void {
  const mine = local(scope);
  const clock = options.clock ?? realClock;
  let done = false;
  let timer: TimerId | undefined;
  let asking = false;
  const arrive = (): void => {
    if (done) return;
    done = true;
    requestNavigation(scope, completePath(place), { replace: true });
  };
  // Only what comes after the page opened counts (an older deposit's data may still be in the
  // store), and only for a deposit this page created: pushes go to the player, so a transfer to an
  // address shown earlier (another visit, another tab) must not move this page on.
  const stopPushes = $transaction(scope).listen((state) => {
    const id = state.data?.depositId;
    const ours = id !== undefined && (String(id) === String($addressPage(scope).get().depositId) || mine.session?.created.has(String(id)) === true);
    if (transferArrived(state.data) && ours) arrive();
  });
  const tick = (): void => {
    timer = undefined;
    const { depositId } = $addressPage(scope).get();
    const method = mine.session?.method.name ?? '';
    if (done || depositId === undefined) {
      if (!done) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      return;
    }
    asking = true;
    options.api.call('deposit-status', { depositId, paymentMethod: method }).then(
      (answer) => {
        asking = false;
        const data: TransactionData | undefined = answer?.data ? { ...answer.data, depositId } : undefined;
        if (done) return;
        if (data && transferArrived(data)) reportDepositStatus(scope, data, polledStatus(answer)); // the complete page follows the store
        else timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      },
      () => {
        asking = false;
        if (!done) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      },
    );
  };
  if (options.poll) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
  // REL-07: one loop only — a drop while a request is out leaves it to the call's own retries
  // (they reconnect); a drop while the loop sleeps asks now instead of at the next tick.
  const stopDrops = options.poll
    ? () => undefined
    : (options.watchDrops ?? ((listener) => onSocketDrop(scope, listener)))(() => {
        if (done || asking) return;
        if (timer !== undefined) clock.clearTimeout(timer);
        tick();
      });
  return () => {
    done = true;
    stopDrops();
    stopPushes();
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
