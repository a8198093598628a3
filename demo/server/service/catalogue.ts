/** Picks methods and groups from the fixtures for a request's country and currency. */
import type { PaymentGroup, PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { GROUPS } from '../fixtures/groups.ts';
import type { MethodFixture } from '../fixtures/types.ts';

export interface Catalogue {
  methods: PaymentMethod[];
  groups: PaymentGroup[];
}

export interface CatalogueQuery {
  /** Upper-case country code; undefined ignores the country (methods-withdrawal-v4). */
  country?: string;
  currency: string;
  kind: 'fiat' | 'crypto';
}

const isCrypto = (f: MethodFixture): boolean => f.method.category === 'crypto';

/** True when the fixture is offered for this request. Crypto is offered with any fiat. */
export function isOffered(f: MethodFixture, q: CatalogueQuery): boolean {
  if (q.kind === 'crypto') return isCrypto(f);
  const inCountry = q.country === undefined || f.countries === 'all' || f.countries.includes(q.country);
  const has = (table: object | undefined): boolean => Object.prototype.hasOwnProperty.call(table ?? {}, q.currency);
  return inCountry && (isCrypto(f) || has(f.method.amount_rules) || has(f.limitsOnRequest));
}

const byPosition = (a: { position?: number }, b: { position?: number }): number => (a.position ?? 0) - (b.position ?? 0);

/**
 * Grouped methods go inside their group tile only; `methods` holds the ungrouped ones. A group
 * is sent only when it has at least one method. Copies, so nothing can change the fixtures.
 */
export function buildCatalogue(all: readonly MethodFixture[], q: CatalogueQuery): Catalogue {
  const offered = all.filter((f) => isOffered(f, q));
  const groups: PaymentGroup[] = [];
  for (const g of [...GROUPS].sort(byPosition)) {
    const members = offered.filter((f) => f.group === g.name).map((f) => f.method).sort(byPosition);
    if (members.length) groups.push({ name: g.name, label: g.label, position: g.position, paymentMethods: members });
  }
  const methods = offered.filter((f) => !f.group).map((f) => f.method).sort(byPosition);
  return structuredClone({ methods, groups });
}
