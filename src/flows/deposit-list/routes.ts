/**
 * Where choosing a tile leads (flows §2 "Deposit list"; LIST-17..20, decision LIST-19).
 * Paths are the route table's (src/app/route-table-main.ts); flows may not import the app.
 */
import { CARD_VIEW_TYPE, cardViewTypeName } from '../../domain/card-view-types.ts';
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';

/** The deposit paths this flow navigates to. */
export const DEPOSIT_PATHS = Object.freeze({
  list: '/deposit',
  region: '/deposit/region',
  group: '/deposit/group',
  redirect: '/deposit/redirect',
  groupRedirect: '/deposit/group/redirect',
  cryptoList: '/deposit/crypto',
  cryptoAddress: '/deposit/crypto/address',
  india: '/deposit/india',
  p2p: '/deposit/peer-to-peer',
  onramp: '/deposit/onramp',
  cash: '/deposit/cash',
  empty: '/empty',
  error: '/error',
});

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
export function methodPath(method: PaymentMethod, inGroup: boolean): string {
  if (isCryptoMethod(method)) return DEPOSIT_PATHS.cryptoAddress;
  switch (CARD_VIEW_TYPE[cardViewTypeName(method.cardViewType)]) {
    case CARD_VIEW_TYPE.INDIA:
      return DEPOSIT_PATHS.india;
    case CARD_VIEW_TYPE.P2P:
      return DEPOSIT_PATHS.p2p;
    case CARD_VIEW_TYPE.ONRAMP:
      return DEPOSIT_PATHS.onramp;
    case CARD_VIEW_TYPE.CASH:
      return DEPOSIT_PATHS.cash;
    default:
      return inGroup ? DEPOSIT_PATHS.groupRedirect : DEPOSIT_PATHS.redirect;
  }
}

/**
 * LIST-17/19: a group goes to its group page, by default the group list. The crypto group is
 * the crypto list; a group made only of p2p methods is the peer-to-peer list.
 */
export function groupPath(group: PaymentGroup): string {
  if (group.name === GROUP_KEYS.CRYPTO) return DEPOSIT_PATHS.cryptoList;
  const methods = group.paymentMethods;
  if (methods.length > 0 && methods.every((m) => cardViewTypeName(m.cardViewType) === 'P2P')) return DEPOSIT_PATHS.p2p;
  return DEPOSIT_PATHS.group;
}
