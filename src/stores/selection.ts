/**
 * `$selection`: the payment method or group the user picked on a list (shell §2 guards: a
 * route without a choice goes back to the list). A tagged union, so "both chosen" cannot exist.
 */
import { atom, computed } from 'nanostores';
import type { PaymentGroup, PaymentMethod } from '../domain/payment-entities.ts';
import { scoped, type Scope } from './scope.ts';

export type Selection =
  | { kind: 'none' }
  /** `group` is set when the method was picked inside a group (the group/redirect route). */
  | { kind: 'method'; method: PaymentMethod; group?: PaymentGroup }
  | { kind: 'group'; group: PaymentGroup };

/** The current choice. */
export const $selection = scoped(() => (atom<Selection>({ kind: 'none' })));

/** True when a method or a group is chosen (used by route guards). */
export const $hasSelection = scoped((scope: Scope) => (computed($selection(scope), (s) => s.kind !== 'none')));

/** The chosen method, if the choice is a method. */
export const $selectedMethod = scoped((scope: Scope) => (computed($selection(scope), (s) => (s.kind === 'method' ? s.method : undefined))));

/** The chosen group, if the choice is a group. */
export const $selectedGroup = scoped((scope: Scope) => (computed($selection(scope), (s) => (s.kind === 'group' ? s.group : undefined))));

/** Chooses a method; pass the group it was picked from, if any, so back navigation can return. */
/** The group whose page is open: the chosen group, or the group of a method chosen on that page (coming back from it). */
export const $openGroup = scoped((scope: Scope) => (computed($selection(scope), (s) => (s.kind === 'group' || s.kind === 'method' ? s.group : undefined))));

export function selectMethod(scope: Scope, method: PaymentMethod, group?: PaymentGroup): void {
  $selection(scope).set(group ? { kind: 'method', method, group } : { kind: 'method', method });
}

/** Chooses a group (replacing any method). */
export function selectGroup(scope: Scope, group: PaymentGroup): void {
  $selection(scope).set({ kind: 'group', group });
}

/** Forgets the choice. */
export function clearSelection(scope: Scope): void {
  $selection(scope).set({ kind: 'none' });
}
