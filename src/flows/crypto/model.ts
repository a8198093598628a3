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
import { addressRequestAmount, depositAddressOf, networkOptions, preselectedNetwork, transferArrived } from '../../domain/crypto-address.ts';
import type { NetworkOption } from '../../domain/crypto-address.ts';
import type { ApiResponseData, PaymentGroup, PaymentMethod, TransactionData } from '../../domain/payment-entities.ts';
import { CB_ROOT, CB_VIDEO_INSTRUCTION, DEPOSIT_COMPLETE, DEPOSIT_VIDEO_INSTRUCTION, inCryptoBalance } from '../../domain/paths.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import { $config } from '../../stores/config.ts';
import { createDeposit } from '../../stores/deposit/create-deposit.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { $pendingDeposit, setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { cancelPaymentSession } from '../../stores/deposit/payment-session.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { $transaction, applyDepositStatusPush } from '../../stores/transaction.ts';
import { $user } from '../../stores/user.ts';

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

export const $addressPage = atom<AddressPageState>(initial());

const patch = (next: Partial<AddressPageState>): void => $addressPage.set({ ...$addressPage.get(), ...next });

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

interface Session {
  method: PaymentMethod;
  group: PaymentGroup | undefined;
  place: AddressPagePlace;
  /** The network of the request running, if any. */
  inFlight: string | undefined | null;
  stopped: boolean;
  /** The deposits this page created (one per network asked for): only their transfers count. */
  created: Set<string>;
}

let session: Session | undefined;

/**
 * Sends the address request for the selected network (decision CRYPTO-16). A press while one is
 * running is not lost: when it ends, the newest choice is requested.
 */
async function requestAddress(s: Session): Promise<void> {
  if (s.stopped || s.inFlight !== null) return;
  const network = $addressPage.get().network;
  s.inFlight = network;
  patch({ phase: 'loading' });
  const currency = $depositCurrency.get();
  const limits = await loadMethodLimits(s.method, currency, $user.get().country ?? $config.get().paymentGeo);
  if (s.stopped) return;
  const before = $pendingDeposit.get();
  const outcome = await createDeposit({
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
  if ($addressPage.get().network !== network) {
    void requestAddress(s); // the player chose another network meanwhile
    return;
  }
  const pending = $pendingDeposit.get();
  const created = outcome.kind === 'done' && pending !== before ? pending : null;
  // The request's amount is a placeholder; the complete page shows no amount for it.
  if (created) setPendingDeposit({ ...created, amountKnown: false });
  if (created?.depositId !== undefined) s.created.add(String(created.depositId));
  const data = created?.response?.apiResponse?.data;
  const address = depositAddressOf(data);
  patch({ phase: address !== '' ? 'ready' : 'empty', address, data, depositId: created?.depositId });
}

/** CRYPTO-03/04: opens the page for the chosen method: its networks, the preselected one, its address. */
export function openAddressPage(method: PaymentMethod, group: PaymentGroup | undefined, place: AddressPagePlace): void {
  closeAddressPage();
  const options = networkOptions(method);
  $addressPage.set({ ...initial(), options, network: preselectedNetwork(options) });
  session = { method, group, place, inFlight: null, stopped: false, created: new Set() };
  void requestAddress(session);
}

/** CRYPTO-16: another network was chosen: its address is requested. */
export function chooseNetwork(network: string): void {
  const state = $addressPage.get();
  if (!session || network === state.network || !state.options.some((o) => o.value === network)) return;
  patch({ network, address: '', data: undefined, depositId: undefined, phase: 'loading' });
  void requestAddress(session);
}

/** CRYPTO-15: "Try again" after an empty answer (or a failed request) asks once more. */
export function retryAddress(): void {
  if (session) void requestAddress(session);
}

/** Page exit: nothing of this page runs on. */
export function closeAddressPage(): void {
  if (session) session.stopped = true;
  session = undefined;
  cancelPaymentSession();
  resetMethodLimits();
}

/**
 * CRYPTO-14: goes to the complete page once a transfer shows up. Pushes reach `$transaction`
 * (src/stores/api-events.ts); over HTTP, where nothing is pushed (decision STATUS-18), the shown
 * deposit's status is polled like the complete page does. Returns the stop function.
 */
export function watchForTransfer(place: AddressPagePlace, options: { poll: boolean; api: ApiCaller; clock?: Clock }): () => void {
  const clock = options.clock ?? realClock;
  let done = false;
  let timer: TimerId | undefined;
  const arrive = (): void => {
    if (done) return;
    done = true;
    requestNavigation(completePath(place), { replace: true });
  };
  // Only what comes after the page opened counts (an older deposit's data may still be in the
  // store), and only for a deposit this page created: pushes go to the player, so a transfer to an
  // address shown earlier (another visit, another tab) must not move this page on.
  const stopPushes = $transaction.listen((state) => {
    const id = state.data?.depositId;
    const ours = id !== undefined && (String(id) === String($addressPage.get().depositId) || session?.created.has(String(id)) === true);
    if (transferArrived(state.data) && ours) arrive();
  });
  const tick = (): void => {
    timer = undefined;
    const { depositId } = $addressPage.get();
    const method = session?.method.name ?? '';
    if (done || depositId === undefined) {
      if (!done) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      return;
    }
    options.api.call('deposit-status', { depositId, paymentMethod: method }).then(
      (answer) => {
        const data: TransactionData | undefined = answer?.data ? { ...answer.data, depositId } : undefined;
        if (done) return;
        if (data && transferArrived(data)) applyDepositStatusPush(data); // the complete page follows the store
        else timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      },
      () => {
        if (!done) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
      },
    );
  };
  if (options.poll) timer = clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS);
  return () => {
    done = true;
    stopPushes();
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}
