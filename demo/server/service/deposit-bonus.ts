/**
 * The bonus fields of a create call, checked the way a real backend would (decision BONUS-20,
 * docs/sandbox.md §6 "Bonus fields"). The widget applies the same rules before it sends a bonus
 * (BONUS-08/09/10, LIST-15); the sandbox refuses a call that breaks them anyway, so the widget's
 * answer to a refusal can be seen and tested. The rules are the widget's own domain functions.
 */
import { bonusFitsCurrency } from '../../../src/domain/bonus-currency.ts';
import { bonusMinDeposit, isBonusExpired, isBonusRestricted, type BonusId } from '../../../src/domain/bonus-rules.ts';
import type { MethodFixture } from '../fixtures/types.ts';
import { ServiceError } from '../service-error.ts';
import type { CallContext } from './types.ts';

/** What the create calls carry about the bonus (decision BONUS-20). */
export interface BonusFields {
  isActivatedBonus: boolean;
  bonusId?: BonusId;
}

/** Codes the widget maps to messages (docs/sandbox.md §6 "Bonus fields"). */
export const BONUS_EXPIRED_CODE = 'banking.bonusExpired';
export const BONUS_NOT_ALLOWED_CODE = 'banking.bonusNotAllowed';

const notAllowed = (message: string): ServiceError => new ServiceError(400, BONUS_NOT_ALLOWED_CODE, message);

/**
 * Throws when an activated bonus may not go with this deposit. Only `isActivatedBonus: true` with a
 * `bonusId` is checked. Expiry, currency and minimum need the bonus's terms, so they apply to bonuses
 * the sandbox issued (`ctx.deps.bonuses`); an unknown id is the host's own bonus and passes them.
 * A restricted method takes no bonus whatever its id.
 */
export function checkBonus(bonus: BonusFields | undefined, fixture: MethodFixture, amount: number, currency: string, ctx: CallContext): void {
  if (bonus?.isActivatedBonus !== true || bonus.bonusId === undefined) return;
  const issued = ctx.deps.bonuses.find(bonus.bonusId);
  // BONUS-10; the bonusesExpired switch plays a host whose list is out of date.
  if (issued && (ctx.session.scenario.bonusesExpired || isBonusExpired(issued, ctx.deps.now()))) {
    throw new ServiceError(400, BONUS_EXPIRED_CODE, 'This bonus has expired');
  }
  // BONUS-09: the listed methods and on-ramp cards.
  if (isBonusRestricted(fixture.method)) throw notAllowed(`${fixture.method.name} takes no bonus`);
  if (!issued) return;
  // LIST-15: the bonus applies to deposits in its currency (or in any, when it names none).
  if (!bonusFitsCurrency(issued.currency, currency)) throw notAllowed(`This bonus is for ${String(issued.currency)} deposits, not ${currency}`);
  // BONUS-08: activated only from its minimum deposit.
  const min = bonusMinDeposit(issued);
  if (amount < min) throw notAllowed(`This bonus needs a deposit of at least ${min} ${currency}`);
}
