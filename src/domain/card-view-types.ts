/**
 * Card view type codes of a payment method (shell §3, flows §3; ENT-19). The code picks the page
 * a method opens (flows §2 "Deposit list": default is the redirect page).
 */

/** ENT-19: name → code. */
export const CARD_VIEW_TYPE = Object.freeze({
  DEFAULT: 0,
  CARD: 1,
  CARD_WALLET_ONLY: 2,
  INDIA: 3,
  MULTIPLE_CARD: 4,
  P2P: 5,
  PIX: 6,
  EAZYPE: 7,
  VIRTUAL: 8,
  BANK_TRANSFER: 9,
  ONRAMP: 13,
  CASH: 20,
} as const);

export type CardViewTypeName = keyof typeof CARD_VIEW_TYPE;
export type CardViewType = (typeof CARD_VIEW_TYPE)[CardViewTypeName];

const NAME_BY_CODE: ReadonlyMap<number, CardViewTypeName> = new Map(
  (Object.entries(CARD_VIEW_TYPE) as Array<[CardViewTypeName, CardViewType]>).map(([name, code]) => [code, name]),
);

function toCode(code: unknown): number | null {
  if (typeof code === 'number') return Number.isInteger(code) ? code : null;
  if (typeof code === 'string' && /^\s*\d+\s*$/.test(code)) return Number(code);
  return null;
}

/** True when the value is one of the known codes (numbers, or numeric strings from the server). */
export function isCardViewType(code: unknown): code is CardViewType {
  const n = toCode(code);
  return n !== null && NAME_BY_CODE.has(n);
}

/** The name for a code; unknown, missing or malformed codes fall back to DEFAULT. */
export function cardViewTypeName(code: unknown): CardViewTypeName {
  const n = toCode(code);
  return (n !== null ? NAME_BY_CODE.get(n) : undefined) ?? 'DEFAULT';
}

/**
 * flows §5 "Listing": in some flows only methods whose cardViewType is unset or one of these are
 * listed (india, p2p, eazype, bank transfer, onramp, cash). Names, not `CARD_VIEW_TYPE.X` reads: a
 * list of reads stays in the entry even unused, a list of strings the bundler drops.
 */
export const LISTED_CARD_VIEW_TYPES: readonly CardViewTypeName[] = ['INDIA', 'P2P', 'EAZYPE', 'BANK_TRANSFER', 'ONRAMP', 'CASH'];

/** flows §5: unset (null/undefined) or in LISTED_CARD_VIEW_TYPES. */
export function isListedCardViewType(code: unknown): boolean {
  if (code === undefined || code === null) return true;
  const n = toCode(code);
  return n !== null && LISTED_CARD_VIEW_TYPES.some((name) => CARD_VIEW_TYPE[name] === n);
}

/**
 * Card view types whose answer is a page of the widget (CREATE-24/25), not a provider window, so
 * no helper window opens for them (method-kinds.ts `needsHelperWindow`). Decision CREATE-NOREDIR:
 * virtual accounts (requisites to pay to) and cash (an agent or a slip) cannot redirect either.
 * Kept here with the codes: everything the widget knows about a code is this one file (decision
 * ROOMS-01); names, as the list above, so the entry holds strings it already has.
 */
export const IN_WIDGET_VIEW_TYPES: readonly CardViewTypeName[] = ['PIX', 'EAZYPE', 'BANK_TRANSFER', 'ONRAMP', 'VIRTUAL', 'CASH'];
