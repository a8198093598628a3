/**
 * Issue #21: the one layout of an invoice's payee details — the peer-to-peer invoice, the
 * host-to-host invoice and the unified form's invoice section. A region named by its visible
 * heading, an optional status line (decrypting, a failure), then the rows of `RequisiteList`, the
 * amount first and copyable like every detail the player types into the bank app.
 */
import type { ReactNode } from 'react';
import { RequisiteList } from './requisite-list.tsx';
import type { Requisite } from './requisite-list.tsx';

export interface RequisitesSectionProps {
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  items: readonly Requisite[];
  copyLabel(label: string): string;
  copiedLabel: string;
  /** Shown between the heading and the rows. */
  children?: ReactNode;
}

export function RequisitesSection({ id, title, items, copyLabel, copiedLabel, children }: RequisitesSectionProps) {
  // Names key the rows: a server row named like one of ours (an "amount" requisite) is shown once, ours first.
  const rows = items.filter((item, index) => items.findIndex((other) => other.name === item.name) === index);
  return (
    <section className="cashier-requisites-section" aria-labelledby={id}>
      <h3 id={id} className="cashier-requisites-section__title">
        {title}
      </h3>
      {children}
      <RequisiteList items={rows} copyLabel={copyLabel} copiedLabel={copiedLabel} />
    </section>
  );
}

/**
 * The amount row: shown as money in its currency (the caller's one Intl formatter), copied as the
 * plain number a bank app's amount field accepts.
 */
export function amountRequisite(label: string, amount: number, display: string): Requisite {
  return { name: 'amount', label, value: String(amount), display, copyable: true, emphasis: true };
}
