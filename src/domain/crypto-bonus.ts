/**
 * The crypto bonus (flows §2, §4, §9; BONUS-13/14, LIST-22, decision BONUS-15): offered to the
 * experiment group `group_b` when the host's schema.meta.isCryptoBonusAvailable is true. Its own
 * module (re-exported by bonus-rules.ts) because the entry's deposit list needs it for the
 * 'instant' 5% badge and must not pull in the rest of the bonus rules.
 */
import { CRYPTO_BONUS_GROUP } from './constants.ts';

/** BONUS-14, decision BONUS-15: the crypto bonus is for experiment group group_b with the host flag. */
export const cryptoBonusApplies = (group: string | undefined, hostFlag: boolean | undefined): boolean =>
  group === CRYPTO_BONUS_GROUP && hostFlag === true;
