/**
 * Where the withdrawal pages lead (ROUTE-11, ROUTE-17, decision WD-05). The pages name the plain
 * `/withdrawal/*` paths; inside the crypto-balance mode (`/cryptobalance/withdrawal`, the same tree
 * under another prefix) they stay in the mode, even when the crypto-balance chunk, whose router
 * mapping does this for the deposit pages, never loaded.
 */
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { CB_WITHDRAWAL, WITHDRAWAL_GROUP_LIST, WITHDRAWAL_GROUP_REDIRECT, WITHDRAWAL_NIGERIAN_BANKS, WITHDRAWAL_REDIRECT, inCryptoBalance } from '../../domain/paths.ts';
import { $currentPath } from '../../stores/navigation.ts';
import type { Scope } from '../../stores/scope.ts';

/** `path` in the tree the player is in: the crypto-balance twin while a `/cryptobalance/withdrawal` page is shown. */
export function inWithdrawalTree(scope: Scope, path: string, from: string = $currentPath(scope).get()): string {
  const inMode = from === CB_WITHDRAWAL || from.startsWith(`${CB_WITHDRAWAL}/`) || from.startsWith(`${CB_WITHDRAWAL}?`);
  return inMode ? inCryptoBalance(path) : path;
}

/**
 * Decision WD-05: the field of the bank-selection page: a dropdown named `bank` (the bank the money
 * goes to). A method with one opens the bank list first (ROUTE-11 `nigerian-banks`), whose search
 * helps with long lists (the Nigerian banks method lists 8).
 */
export function bankField(method: PaymentMethod) {
  return method.fields?.find((f) => f.name === 'bank' && f.type === 'dropdown' && (f.values?.length ?? 0) > 0);
}

/** Decision WD-05: a method's first page: the bank list when it has a bank field, else the amount page (in its group's route when picked in one). */
export function withdrawalMethodPath(method: PaymentMethod, inGroup: boolean): string {
  if (bankField(method)) return WITHDRAWAL_NIGERIAN_BANKS;
  return inGroup ? WITHDRAWAL_GROUP_REDIRECT : WITHDRAWAL_REDIRECT;
}

/** ROUTE-11: a group opens the withdrawal group list. */
export const withdrawalGroupPath = (_group: PaymentGroup): string => WITHDRAWAL_GROUP_LIST;
