/**
 * Where choosing a tile leads (flows §2 "Deposit list"; LIST-17..20, decision LIST-19).
 * Paths come from the one paths module (src/domain/paths.ts). `hasPage` says which pages exist in
 * this build: a tile whose own page is not built yet (crypto, p2p, India, on-ramp: issues
 * #12–#13) opens the redirect page — or a group the group list — so no tile leads to an empty page
 * (issue #10), and each tile moves to its own page the day that page registers its screen.
 */
import { CARD_VIEW_TYPE, cardViewTypeName } from './card-view-types.ts';
import { GROUP_KEYS } from './group-keys.ts';
import type { PaymentGroup, PaymentMethod } from './payment-entities.ts';
import { DEPOSIT_CASH, DEPOSIT_CRYPTO_ADDRESS, DEPOSIT_CRYPTO_LIST, DEPOSIT_GROUP_LIST, DEPOSIT_GROUP_REDIRECT, DEPOSIT_INDIA, DEPOSIT_ONRAMP, DEPOSIT_P2P_BASE, DEPOSIT_P2P_LIST, DEPOSIT_REDIRECT } from './paths.ts';

/** LIST-20: crypto-category methods go to the crypto address page. */
export function isCryptoMethod(method: PaymentMethod): boolean {
  return typeof method.category === 'string' && method.category.toLowerCase() === 'crypto';
}

/**
 * LIST-18/19: the page for a method's card view type. Pages that start with an amount and a
 * Deposit button (default, card, card wallet, multiple card, virtual, pix, eazype, bank transfer
 * and unknown codes) are the redirect page — pix/eazype/bank transfer reach their own pages after
 * creation (CREATE-24/25). India, p2p, on-ramp and cash have their own entry pages.
 * A method chosen inside a group uses the group's redirect route.
 */
export function methodPath(method: PaymentMethod, inGroup: boolean, hasPage: (path: string) => boolean = everyPage): string {
  const redirect = inGroup ? DEPOSIT_GROUP_REDIRECT : DEPOSIT_REDIRECT;
  const own = ownPage(method);
  return own && hasPage(own) ? own : redirect;
}

/** The page of its own a method's kind names, if any (the rest start on the redirect page). */
function ownPage(method: PaymentMethod): string | undefined {
  if (isCryptoMethod(method)) return DEPOSIT_CRYPTO_ADDRESS;
  switch (CARD_VIEW_TYPE[cardViewTypeName(method.cardViewType)]) {
    case CARD_VIEW_TYPE.INDIA:
      // Decision INDIA-04: the India page prepares an invoice; an India wallet app (UPI, PhonePe)
      // has nothing to prepare and starts on the redirect page, whose Deposit opens the app.
      return method.isPreparationRequired === true ? DEPOSIT_INDIA : undefined;
    case CARD_VIEW_TYPE.P2P:
      // Decision P2P-09: a p2p method chosen on its own opens its base page (the list is for a group).
      return DEPOSIT_P2P_BASE;
    case CARD_VIEW_TYPE.ONRAMP:
      return DEPOSIT_ONRAMP;
    case CARD_VIEW_TYPE.CASH:
      return DEPOSIT_CASH;
    default:
      return undefined;
  }
}

/** Every page exists (the spec's routing, for the domain's own tests). */
const everyPage = (): boolean => true;

/**
 * LIST-17/19: a group goes to its group page, by default the group list. The crypto group is
 * the crypto list; a group made only of p2p methods is the peer-to-peer list.
 */
export function groupPath(group: PaymentGroup, hasPage: (path: string) => boolean = everyPage): string {
  const methods = group.paymentMethods;
  const own =
    group.name === GROUP_KEYS.CRYPTO
      ? DEPOSIT_CRYPTO_LIST
      : methods.length > 0 && methods.every((m) => cardViewTypeName(m.cardViewType) === 'P2P')
        ? DEPOSIT_P2P_LIST
        : undefined;
  return own && hasPage(own) ? own : DEPOSIT_GROUP_LIST;
}
