/**
 * The bonuses the sandbox issued (docs/sandbox.md §6 "Bonus fields"). No banking call returns
 * bonuses — the host hands its `bonusList` to the widget — so GET /sandbox/bonuses plays the
 * host's bonus service and records here what it handed out. The create calls then check an
 * activated bonus against these terms, like a real backend that knows its own bonuses.
 *
 * One catalogue for the whole server (GET /sandbox/bonuses takes no token). An id never issued
 * is unknown here, and the create calls accept it: a host may own bonuses the sandbox does not.
 */
import type { Bonus } from '../../../src/domain/promo-entities.ts';
import type { BonusId } from '../../../src/domain/bonus-rules.ts';

export class BonusCatalogue {
  /** By String(id), so 11 and "11" are one bonus, as the widget compares them. */
  private readonly issued = new Map<string, Bonus>();

  /**
   * Remembers a list as issued. An id issued again takes its newest terms (the fixture list is
   * rebuilt on every request with expiries relative to it), so the map never outgrows the list.
   */
  record(list: readonly Bonus[]): void {
    for (const bonus of list) this.issued.set(String(bonus.id), { ...bonus });
  }

  /** The issued bonus with this id, or undefined when the sandbox never issued it. */
  find(id: BonusId): Bonus | undefined {
    return this.issued.get(String(id));
  }
}
