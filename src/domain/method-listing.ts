/**
 * The deposit list as data (flows §2 "Deposit list"): group and method tiles in one list,
 * sorted by position (LIST-16), each group with its first icons and a count (LIST-21).
 */
import { GROUP_ICON_COUNT } from './constants.ts';
import type { PaymentGroup, PaymentMethod } from './payment-entities.ts';

/** One tile of the list. */
export type Tile =
  | { kind: 'method'; key: string; method: PaymentMethod }
  | {
      kind: 'group';
      key: string;
      group: PaymentGroup;
      /** The group's methods, sorted. */
      methods: PaymentMethod[];
      /** LIST-21: the methods whose icons are shown (at most 3). */
      iconMethods: PaymentMethod[];
      /** Decision LIST-25: how many methods are not among the icons (shown as "+N"). */
      more: number;
    };

const positionOf = (p: unknown): number => (typeof p === 'number' && Number.isFinite(p) ? p : Number.POSITIVE_INFINITY);

/**
 * Decision LIST-25: ascending position; entries without a position go last; equal positions keep
 * the server's order (Array.prototype.sort is stable).
 */
export function byPosition<T extends { position?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => positionOf(a.position) - positionOf(b.position));
}

/** A method the list can show: it has a name (the only field every call needs). */
export function isUsableMethod(m: unknown): m is PaymentMethod {
  return typeof m === 'object' && m !== null && typeof (m as PaymentMethod).name === 'string' && (m as PaymentMethod).name !== '';
}

/** Drops malformed methods, and groups left without methods (LIST-05 "after filtering"). */
export function filterListing(methods: unknown, groups: unknown): { methods: PaymentMethod[]; groups: PaymentGroup[] } {
  const cleanMethods = Array.isArray(methods) ? methods.filter(isUsableMethod) : [];
  const cleanGroups: PaymentGroup[] = [];
  if (Array.isArray(groups)) {
    for (const g of groups as Array<Partial<PaymentGroup> | null>) {
      if (!g || typeof g.name !== 'string') continue;
      const inner = Array.isArray(g.paymentMethods) ? g.paymentMethods.filter(isUsableMethod) : [];
      if (inner.length > 0) cleanGroups.push({ ...(g as PaymentGroup), paymentMethods: inner });
    }
  }
  return { methods: cleanMethods, groups: cleanGroups };
}

/** LIST-16/21: groups and methods as one list sorted by position. */
export function buildTiles(methods: readonly PaymentMethod[], groups: readonly PaymentGroup[]): Tile[] {
  const entries: Array<{ position?: number; tile: Tile }> = [];
  for (const group of groups) {
    const sorted = byPosition(group.paymentMethods);
    const iconMethods = sorted.slice(0, GROUP_ICON_COUNT);
    const position = group.position;
    entries.push({
      ...(position !== undefined ? { position } : {}),
      tile: { kind: 'group', key: `group:${group.name}`, group, methods: sorted, iconMethods, more: sorted.length - iconMethods.length },
    });
  }
  for (const method of methods) {
    const position = method.position;
    entries.push({ ...(position !== undefined ? { position } : {}), tile: { kind: 'method', key: `method:${method.name}`, method } });
  }
  return byPosition(entries).map((e) => e.tile);
}
