/**
 * Where choosing a tile leads (flows §2 "Deposit list"; LIST-17..20, decision LIST-19). Each flow
 * claims the methods and groups that open its pages (`opens` in src/flows/<flow>/index.ts, shapes
 * in flow-pages.ts); the app hands the claims over once (src/app/flows.ts). `hasPage` says which
 * pages exist in this build: a claimed page without a screen opens the redirect page — or, for a
 * group, the group list — so no tile leads to an empty page (issue #10).
 */
import { CARD_VIEW_TYPE, cardViewTypeName } from './card-view-types.ts';
import type { PageClaim } from './flow-pages.ts';
import type { PaymentGroup, PaymentMethod } from './payment-entities.ts';
import { DEPOSIT_GROUP_LIST, DEPOSIT_GROUP_REDIRECT, DEPOSIT_REDIRECT } from './paths.ts';

/** LIST-20: crypto-category methods go to the crypto address page. */
export function isCryptoMethod(method: PaymentMethod): boolean {
  return typeof method.category === 'string' && method.category.toLowerCase() === 'crypto';
}

/**
 * Every flow's claims: code, not one element's state (the same for every cashier on the page, as
 * the screen registry). Claims that test a method without a card view type come first: a mark
 * such as the crypto category outranks the code (decision ROOMS-03).
 */
let claims: readonly PageClaim[] = [];

/** The app hands over every flow's claims (src/app/flows.ts), in its flows' order. */
export function declareMethodPages(all: readonly PageClaim[]): void {
  claims = [...all.filter((c) => c.cardViewType === undefined), ...all.filter((c) => c.cardViewType !== undefined)];
}

const claimsMethod = ({ cardViewType, method: accepts }: PageClaim, method: PaymentMethod): boolean =>
  cardViewType === undefined ? accepts?.(method) === true : cardViewType === CARD_VIEW_TYPE[cardViewTypeName(method.cardViewType)] && accepts?.(method) !== false;

/**
 * LIST-18/19: the page a method opens: the page a flow claims for it, else the redirect page
 * (amount and Deposit: default, card, card wallet, multiple card, virtual, pix, eazype, bank
 * transfer and unknown codes — pix/eazype/bank transfer reach their own pages after creation,
 * CREATE-24/25). A method chosen inside a group uses the group's redirect route.
 */
export function methodPath(method: PaymentMethod, inGroup: boolean, hasPage: (path: string) => boolean = everyPage): string {
  const own = claims.find((claim) => claimsMethod(claim, method))?.path;
  return own && hasPage(own) ? own : inGroup ? DEPOSIT_GROUP_REDIRECT : DEPOSIT_REDIRECT;
}

/** Every page exists (the spec's routing, for the domain's own tests). */
const everyPage = (): boolean => true;

/** LIST-17/19: a group goes to the page a flow claims for it, by default the group list. */
export function groupPath(group: PaymentGroup, hasPage: (path: string) => boolean = everyPage): string {
  const own = claims.find((claim) => claim.group?.(group))?.path;
  return own && hasPage(own) ? own : DEPOSIT_GROUP_LIST;
}
