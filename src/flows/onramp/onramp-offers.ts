/**
 * The on-ramp offer list (flows §2 "On-ramp base and offer list", §3 "On-ramp offer and method
 * offer"; ONRAMP-01, ONRAMP-02, ONRAMP-04, decision ONRAMP-14): the usable offers of a create
 * answer's `paymentMethodOffers`, in the server's order, with the best one marked — the one that
 * gives the most (`amount`), a lower fee breaking a tie, then the server's order.
 */
import type { Limits } from '../../domain/amount-limits.ts';
import { FALLBACK_CRYPTO_CURRENCY } from '../../domain/constants.ts';
import { isCryptoCurrency, normalizeCurrencyCode } from '../../domain/currencies.ts';
import type { MethodOffer } from '../../domain/deposit-responses.ts';

/** An offer as the list shows it. */
export interface ShownOffer {
  method: string;
  /** The crypto the player gets, in `currency` (decision ONRAMP-AMOUNT). */
  amount: number;
  /** Its ticker: the offer's, else the default crypto (DOM-09). */
  currency: string;
  /** 0 when the offer names no fee. */
  fee: number;
  iconIds: string[];
  best: boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** ONRAMP-02/04: offers with a method and an amount; a missing or bad fee is 0, icon ids are the string ones. */
export function shownOffers(offers: unknown): ShownOffer[] {
  if (!Array.isArray(offers)) return [];
  const usable = offers.flatMap((raw): Omit<ShownOffer, 'best'>[] => {
    const offer = raw as Partial<MethodOffer> | null;
    if (!offer || typeof offer.method !== 'string' || offer.method.trim() === '' || !finite(offer.amount)) return [];
    const iconIds = Array.isArray(offer.iconIds) ? offer.iconIds.filter((id): id is string => typeof id === 'string') : [];
    return [{ method: offer.method.trim(), amount: offer.amount, currency: offerCrypto(offer.currency), fee: finite(offer.fee) && offer.fee > 0 ? offer.fee : 0, iconIds }];
  });
  let best = -1;
  usable.forEach((offer, i) => {
    const leader = usable[best];
    if (!leader || offer.amount > leader.amount || (offer.amount === leader.amount && offer.fee < leader.fee)) best = i;
  });
  return usable.map((offer, i) => ({ ...offer, best: i === best }));
}

/** Decision ONRAMP-AMOUNT: the offer's crypto ticker; a missing or non-crypto one is the default crypto (DOM-09). */
function offerCrypto(currency: unknown): string {
  const code = typeof currency === 'string' ? normalizeCurrencyCode(currency) : '';
  return isCryptoCurrency(code) ? code : FALLBACK_CRYPTO_CURRENCY;
}

/** ONRAMP-06: without a limit the amount must be at least 1. */
export const ONRAMP_MIN_AMOUNT = 1;

/**
 * ONRAMP-06: the on-ramp amount lies between the deposit limits' min and max when they are given
 * (a 0 bound is none, as in deposit-limits answers: DOM-18), else it must be at least 1.
 */
export function onrampLimits(limits: Limits): Limits {
  return { min: limits.min > 0 ? limits.min : ONRAMP_MIN_AMOUNT, max: limits.max > 0 ? limits.max : 0 };
}
