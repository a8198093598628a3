/**
 * The payee's details a player copies into their bank app (flows §2: the p2p invoice's requisites
 * card, the host-to-host and India invoices, the unified form's invoice section; P2P, H2H, INDIA,
 * UNI). One shared part so every invoice reads and copies the same way: a description list (label,
 * value), each copyable value with its own copy button named after its label ("Copy Card number").
 * `display` is what the eye reads (a card number in groups of 4, flows §9); `value` is what is
 * copied, so a player pastes digits without spaces; an IBAN reads in groups of 4 on every invoice. Values are payment data: they read left to right
 * in every language (isolated, so an Arabic page does not reorder a card number or an IBAN).
 */
import { groupIban } from '../domain/iban.ts';
import { CopyButton } from './copy-button.tsx';
import type { UiClock } from './ui-clock.ts';

export interface Requisite {
  /** A stable key (the server's field name). */
  name: string;
  /** The label shown, already translated or the server's own title. */
  label: string;
  /** The value copied. */
  value: string;
  /** How the value is shown, when it differs from what is copied (grouped card number). */
  display?: string;
  /** Offers a copy button (UNI-01: `isCopyable`; every p2p requisite). */
  copyable: boolean;
  /** Shown bigger and bolder: the number the player types (card, account, amount). */
  emphasis?: boolean;
}

export interface RequisiteListProps {
  items: readonly Requisite[];
  /** The copy button's name for a row, already translated ("Copy Card number"). */
  copyLabel(label: string): string;
  /** Announced after a copy ("Copied"), already translated. */
  copiedLabel: string;
  /** Timers for the copy note; tests pass a hand-driven clock. */
  clock?: Pick<UiClock, 'setTimeout' | 'clearTimeout'>;
}

export function RequisiteList({ items, copyLabel, copiedLabel, clock }: RequisiteListProps) {
  if (items.length === 0) return null;
  return (
    <dl className="cashier-requisites">
      {items.map((item) => (
        <div key={item.name} className="cashier-requisites__row" data-requisite={item.name}>
          <dt className="cashier-requisites__label" dir="auto">
            {item.label}
          </dt>
          <dd className="cashier-requisites__value">
            <span className={item.emphasis ? 'cashier-requisites__text cashier-requisites__text--emphasis' : 'cashier-requisites__text'} dir="ltr">
              {item.display ?? groupIban(item.value)}
            </span>
            {item.copyable && item.value !== '' ? (
              <CopyButton value={item.value} label={copyLabel(item.label)} copiedLabel={copiedLabel} {...(clock ? { clock } : {})} />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
