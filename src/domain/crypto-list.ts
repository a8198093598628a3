/**
 * The crypto list's methods (flows §2 "crypto list", §5; LIST-08, LIST-24): crypto mode keeps only
 * crypto-category methods, so a non-crypto method a backend puts in the crypto group is not offered
 * a crypto address page. The percent of the "Instant +5%" badge is written the player's way.
 */
import { CRYPTO_BONUS_BADGE_PERCENT } from './constants.ts';
import { isCryptoMethod } from './method-routes.ts';
import type { PaymentMethod } from './payment-entities.ts';

/** LIST-08: only crypto-category methods. */
export const cryptoMethodsOnly = (methods: readonly PaymentMethod[]): PaymentMethod[] => methods.filter(isCryptoMethod);

/** LIST-22: the badge's percent ("5%", "٥٪" in Arabic). */
export const cryptoBonusPercent = (language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent' }).format(CRYPTO_BONUS_BADGE_PERCENT / 100);
