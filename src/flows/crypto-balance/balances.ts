/**
 * The player's crypto balance on the mode's index (shell §1 "hold a crypto balance"; CB-08 leaves
 * its display open; decision NAMES-05): `crypto-balance-get` answers each coin the player holds with
 * its balance — the `main` account a crypto withdrawal debits. Read each time the index opens, so a
 * deposit or withdrawal made in between shows. A failed read is the host's `Error` (the transport
 * sends it) and a short note for the player; the methods below still work.
 */
import { atom } from 'nanostores';
import { normalizeCurrencyCode } from '../../domain/currencies.ts';
import { isRecord } from '../../domain/is-record.ts';
import { rerunWhenRenewed } from '../../stores/token-retry.ts';
import { api } from '../../stores/api.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

export interface CoinBalance {
  currency: string;
  balance: number;
}

export type BalancesState = { status: 'loading' } | { status: 'ok'; coins: CoinBalance[] } | { status: 'failed' };

export const $cryptoBalances = scoped(() => (atom<BalancesState>({ status: 'loading' })));

/** The well-formed entries of an answer: a code and a finite, non-negative balance; others are dropped. */
export function readBalances(answer: unknown): CoinBalance[] {
  const list = isRecord(answer) && Array.isArray(answer.balances) ? (answer.balances as unknown[]) : [];
  const coins: CoinBalance[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.currency !== 'string' || typeof entry.balance !== 'number') continue;
    if (!Number.isFinite(entry.balance) || entry.balance < 0) continue;
    const currency = normalizeCurrencyCode(entry.currency);
    if (currency) coins.push({ currency, balance: entry.balance });
  }
  return coins;
}

/** Reads the balances; a newer read wins over an older one that answers late. Per element (issue #22). */
const local = scoped((): {
  reads: number;
} => ({
  reads: 0,
}));
export async function loadCryptoBalances(scope: Scope): Promise<void> {
  const state = local(scope);
  const read = ++state.reads;
  $cryptoBalances(scope).set({ status: 'loading' });
  try {
    const coins = readBalances(await api(scope).call('crypto-balance-get', {}));
    if (read === state.reads) $cryptoBalances(scope).set({ status: 'ok', coins });
  } catch (error: unknown) {
    if (read === state.reads) $cryptoBalances(scope).set({ status: 'failed' });
    rerunWhenRenewed(scope, 'crypto-balance-get', error, () => read === state.reads && loadCryptoBalances(scope));
  }
}
