/**
 * The crypto-balance mode as data (shell §1, flows §2 "Crypto-balance index"; CB-01..08, decisions
 * CB-06 and CB-08 in docs/decisions.md): which tab a currency belongs to, each tab's default
 * currency, the currencies a tab offers and which methods a tab lists. Where a navigation lands
 * inside the mode is crypto-balance-paths.ts (the router needs it in the entry).
 */
import { CRYPTO_CODES, FIAT_CODES, isCryptoCurrency, normalizeCurrencyCode } from '../../domain/currencies.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { buildTiles, byPosition } from '../../domain/method-listing.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import { matchesSearch } from '../../domain/method-text.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';

/** CB-01: the two tabs. */
export type BalanceKind = 'fiat' | 'crypto';
/** Tab order (CB-01: "fiat and crypto tabs"). */
export const BALANCE_KINDS: readonly BalanceKind[] = ['fiat', 'crypto'];

/** The tab a currency belongs to: the 16 crypto codes are crypto (DOM-04), anything else fiat. */
export const kindOfCurrency = (code: string): BalanceKind => (isCryptoCurrency(code) ? 'crypto' : 'fiat');

/**
 * Decision CB-06: a tab's default currency. The player's own currency (handshake `currency`, else
 * the user record's) when it is of that kind, else the `initCurrencies` of the latest methods answer
 * for that kind (HTTP-13), which already falls back to USD / USDT (DOM-09).
 */
export function defaultCurrencyOf(kind: BalanceKind, playerCurrency: string, initCurrencies: { fiat: string; crypto: string }): string {
  const own = normalizeCurrencyCode(playerCurrency);
  if (own !== '' && kindOfCurrency(own) === kind) return own;
  return initCurrencies[kind];
}

/**
 * CB-02: the currencies the selector offers on a tab: the table's codes of that kind (shell §3),
 * plus the current one when the table does not know it (the server may know more currencies).
 */
export function currencyOptions(kind: BalanceKind, current: string): readonly string[] {
  const codes = kind === 'crypto' ? CRYPTO_CODES : FIAT_CODES;
  return current !== '' && kindOfCurrency(current) === kind && !codes.includes(current) ? [current, ...codes] : codes;
}

/** The methods answer the index lists from. */
export interface Listing {
  methods: readonly PaymentMethod[];
  groups: readonly PaymentGroup[];
}

/** A method shown on a tab, with the group it came in (the selection keeps it, LIST-18). */
export interface KindMethod {
  method: PaymentMethod;
  group?: PaymentGroup;
}

/** Every method of a listing with its group, the grouped ones first in group order. */
function allMethods(listing: Listing): KindMethod[] {
  return [...listing.groups.flatMap((group) => group.paymentMethods.map((method) => ({ method, group }))), ...listing.methods.map((method) => ({ method }))];
}

/**
 * Decision CB-02: what a tab lists. The crypto tab keeps only crypto-category methods, each as its
 * own tile (a crypto group would be the only tile); the fiat tab keeps the rest, with groups made of
 * what is left in them, so a crypto method is on exactly one tab.
 */
export function tilesOfKind(listing: Listing, kind: BalanceKind): Tile[] {
  if (kind === 'crypto') {
    const crypto = byPosition(allMethods(listing).filter((m) => isCryptoMethod(m.method)).map((m) => m.method));
    return crypto.map((method) => ({ kind: 'method', key: `method:${method.name}`, method }));
  }
  const fiat = (methods: readonly PaymentMethod[]) => methods.filter((m) => !isCryptoMethod(m));
  const groups = listing.groups.map((g) => ({ ...g, paymentMethods: fiat(g.paymentMethods) })).filter((g) => g.paymentMethods.length > 0);
  return buildTiles(fiat(listing.methods), groups);
}

/**
 * CB-03 (decision LIST-25's search): with a query, the tab's methods that match it, groups opened
 * up so a method inside one is found too; without one, the tab's tiles.
 */
export function searchTiles(tiles: readonly Tile[], query: string, language: string): Tile[] {
  if (query.trim() === '') return [...tiles];
  const methods = tiles.flatMap((tile) => (tile.kind === 'method' ? [tile.method] : tile.methods));
  return methods.filter((m) => matchesSearch(m, query, language)).map((method) => ({ kind: 'method', key: `method:${method.name}`, method }));
}

/** The group a method of the listing came in, if any (so a method found by search keeps it). */
export function groupOfMethod(listing: Listing, method: PaymentMethod): PaymentGroup | undefined {
  return listing.groups.find((g) => g.paymentMethods.some((m) => m.name === method.name));
}
