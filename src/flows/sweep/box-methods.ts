/**
 * Which methods a coin pack can be bought with (decision SWEEP-14 "select-method"): the deposit
 * methods in the pack's price currency whose page the sweepstake tree has. Pure: no store, no call.
 */
import { methodLimits } from '../../domain/amount-limits.ts';
import { checkAmount } from '../../domain/amount-validation.ts';
import { normalizeCurrencyCode } from '../../domain/currencies.ts';
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import { buildTiles } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { isCryptoMethod, methodPath } from '../../domain/method-routes.ts';
import { DEPOSIT_REDIRECT } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';

/** The box's price currency, normalised; '' when the box names none. */
export const priceCurrency = (box: SweepstakeBox): string => normalizeCurrencyCode(box.priceCurrencyCode ?? '');

/**
 * Decision SWEEP-14 "select-method": a method that starts on the redirect page (cards, wallets,
 * vouchers: amount and Deposit) is paid from this page at the box price when its limits in the
 * price currency allow that price; a crypto coin gets its address page (the amount is whatever
 * arrives, so no limit applies). Methods with a page the sweepstake tree lacks (p2p, India,
 * on-ramp, cash) are not offered.
 */
export function canBuyWith(method: PaymentMethod, box: SweepstakeBox, country: string | undefined): boolean {
  if (isCryptoMethod(method)) return true;
  if (methodPath(method, false) !== DEPOSIT_REDIRECT) return false;
  return checkAmount(box.price ?? null, methodLimits(method, priceCurrency(box), country)).ok;
}

/**
 * The tiles for a box: the crypto group stays a group (its list), every other group's methods are
 * listed on their own (the sweepstake tree has no group pages), each method once.
 */
export function boxMethodTiles(methods: readonly PaymentMethod[], groups: readonly PaymentGroup[], box: SweepstakeBox, country: string | undefined): Tile[] {
  const keptGroups: PaymentGroup[] = [];
  const loose: PaymentMethod[] = [...methods];
  for (const group of groups) {
    if (group.name === GROUP_KEYS.CRYPTO) {
      const coins = group.paymentMethods.filter(isCryptoMethod);
      if (coins.length > 0) keptGroups.push({ ...group, paymentMethods: coins });
    } else loose.push(...group.paymentMethods);
  }
  const seen = new Set(keptGroups.flatMap((g) => g.paymentMethods.map((m) => m.name)));
  const kept = loose.filter((m) => {
    if (seen.has(m.name) || !canBuyWith(m, box, country)) return false;
    seen.add(m.name);
    return true;
  });
  return buildTiles(kept, keptGroups);
}
