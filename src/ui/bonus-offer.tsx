/**
 * The active bonus on an amount page (issue #11; BONUS-08/12/16): its title, the with/without
 * switch, a line that says what this amount gives, and the wagering stated plainly. Props in,
 * a callback out; the page passes the store's `bonusOffer` and the texts.
 */
import { useId } from 'react';

export interface BonusOfferProps {
  title: string;
  /** The switch's label ("Add the bonus to this deposit"). */
  switchLabel: string;
  enabled: boolean;
  /** What the amount gives, or why it gives nothing (a minimum, a restricted method). */
  outcome: string;
  /** True when the deposit as typed carries the bonus (the outcome reads as a gain). */
  activated: boolean;
  wager?: string | undefined;
  /** BONUS-09: no switch on a method that takes no bonus. */
  restricted: boolean;
  onToggle(enabled: boolean): void;
}

export function BonusOffer({ title, switchLabel, enabled, outcome, activated, wager, restricted, onToggle }: BonusOfferProps) {
  const id = useId();
  return (
    <section className="cashier-bonus-offer" aria-labelledby={`${id}-title`} data-activated={activated ? 'true' : 'false'}>
      {/* dir="auto": the title is the host's text in any script */}
      <p className="cashier-bonus-offer__title" id={`${id}-title`} dir="auto">
        {title}
      </p>
      {restricted ? null : (
        <label className="cashier-bonus-offer__switch">
          <input type="checkbox" role="switch" checked={enabled} onChange={(e) => onToggle(e.currentTarget.checked)} />
          <span>{switchLabel}</span>
        </label>
      )}
      <p className="cashier-bonus-offer__outcome" role="status">
        {outcome}
      </p>
      {wager && enabled && !restricted ? <p className="cashier-bonus-offer__wager">{wager}</p> : null}
    </section>
  );
}
