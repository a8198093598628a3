/**
 * The crypto address page's rules (flows §2 "Crypto address page", §3, §5, §9): which networks a
 * method offers and which one starts selected (CRYPTO-03/04), the minimum the page states
 * (CRYPTO-17, decision CRYPTO-18), what counts as "transaction data arrived" (CRYPTO-14) and the
 * amount an address request carries (decision CRYPTO-16).
 */
import type { ApiResponseData, PaymentMethod, TransactionData } from '../../domain/payment-entities.ts';

/** One network of the selector: the code sent as `fields.network`, and its label. */
export interface NetworkOption {
  value: string;
  label: string;
}

/**
 * The method's networks, in its order: the codes of `network` (one or a list), labelled by the
 * method's `networks` field where that field lists the code; a method without `network` offers
 * its `networks` field's options. Duplicates and blanks are dropped.
 */
export function networkOptions(method: PaymentMethod): NetworkOption[] {
  const field = method.fields?.find((f) => f.type === 'networks');
  const fieldOptions = (field?.values ?? []).filter((o) => typeof o.value === 'string' && o.value.trim() !== '');
  const codes = (Array.isArray(method.network) ? method.network : method.network !== undefined ? [method.network] : []).filter(
    (c): c is string => typeof c === 'string' && c.trim() !== '',
  );
  const options =
    codes.length > 0
      ? codes.map((value) => ({ value, label: fieldOptions.find((o) => o.value === value)?.text || value }))
      : fieldOptions.map((o) => ({ value: o.value, label: o.text || o.value }));
  return options.filter((o, i) => options.findIndex((p) => p.value === o.value) === i);
}

/** CRYPTO-03: the selector is disabled with fewer than two networks or while loading. */
export const networkSelectorDisabled = (count: number, loading: boolean): boolean => count < 2 || loading;

/** CRYPTO-04: the option whose value or label contains `trc` (any case) starts selected, else the last. */
export function preselectedNetwork(options: readonly NetworkOption[]): string | undefined {
  const trc = options.find((o) => /trc/i.test(o.value) || /trc/i.test(o.label));
  return (trc ?? options[options.length - 1])?.value;
}

/**
 * CRYPTO-17: the minimum per network (flows §9). Decision CRYPTO-18: in US dollars (15 bitcoin or
 * 10 ether cannot be a deposit floor). Keys are the network's name with spaces, dashes and case
 * removed, as codes and labels come in either form ("TRC20", "TRC-20", "Tron (TRC-20)").
 */
export const NETWORK_MINIMUMS_USD: Readonly<Record<string, number>> = Object.freeze({
  bitcoin: 15,
  monero: 10,
  bitcoincash: 10,
  erc20: 10,
  trc20: 5,
  bep20: 5,
  litecoin: 5,
  dash: 5,
  doge: 5,
  zcash: 5,
  ripple: 3,
  stellar: 3,
});

/** Other names the catalogue uses for the same networks (tickers, long names). */
const NETWORK_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  btc: 'bitcoin',
  xmr: 'monero',
  bch: 'bitcoincash',
  ltc: 'litecoin',
  dogecoin: 'doge',
  zec: 'zcash',
  xrp: 'ripple',
  xlm: 'stellar',
});

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** CRYPTO-17: the table minimum of a network (by code, then by label, then by a standard inside the label), or undefined. */
export function networkMinimumUsd(option: NetworkOption | undefined): number | undefined {
  if (!option) return undefined;
  for (const name of [option.value, option.label]) {
    const key = squash(name);
    const hit = NETWORK_MINIMUMS_USD[NETWORK_ALIASES[key] ?? key];
    if (hit !== undefined) return hit;
  }
  // "Tron (TRC-20)": the token standard in brackets.
  const inner = /\(([^)]+)\)/.exec(option.label)?.[1];
  return inner !== undefined ? NETWORK_MINIMUMS_USD[squash(inner)] : undefined;
}

/** The minimum the page states: an amount and the currency it is in. */
export interface CryptoMinimum {
  amount: number;
  currency: string;
}

/**
 * Decision CRYPTO-18: the answer's `minDepositValue` (above 0) wins — it is the backend's figure
 * for this very deposit — in the coin the answer names (`cryptoName`, else the fallback coin);
 * without it, the network's table minimum in USD; with neither, none.
 */
export function cryptoMinimum(data: ApiResponseData | undefined, network: NetworkOption | undefined, coin: string): CryptoMinimum | undefined {
  const given = data?.minDepositValue;
  if (typeof given === 'number' && Number.isFinite(given) && given > 0) {
    const name = typeof data?.cryptoName === 'string' && data.cryptoName.trim() !== '' ? data.cryptoName.trim() : coin;
    return { amount: given, currency: name };
  }
  const table = networkMinimumUsd(network);
  return table !== undefined ? { amount: table, currency: 'USD' } : undefined;
}

/** The answer's deposit address, trimmed ('' when there is none: CRYPTO-15). */
export const depositAddressOf = (data: ApiResponseData | undefined): string => (typeof data?.depositAddress === 'string' ? data.depositAddress.trim() : '');

/**
 * Decision CRYPTO-14: transaction data "arrives" when a push (or a poll answer) shows a transfer:
 * it carries a `txid`, or its status is no longer waiting (1 processed, 2 mistaked). The waiting
 * push sent when the address is created carries neither: it is the deposit, not a transfer.
 */
export function transferArrived(data: TransactionData | undefined): boolean {
  if (!data) return false;
  const txid = typeof data.txid === 'string' && data.txid.trim() !== '';
  return txid || data.status === 1 || data.status === 2;
}

/**
 * Decision CRYPTO-16: an address request is a deposit-create whose amount is the method's minimum
 * limit (the page has no amount field: the chain decides what arrives), or 1 when it has none.
 */
export const addressRequestAmount = (limitsMin: number): number => (Number.isFinite(limitsMin) && limitsMin > 0 ? limitsMin : 1);
