/**
 * `$methods`: the deposit methods and groups from methods-payment-v5 (flows §3), as an async
 * tagged union (ARCHITECTURE §3). The flow that fetches calls `loadMethods(request)`; screens
 * switch on `status`.
 */
import { atom, computed } from 'nanostores';
import type { PaymentGroup, PaymentMethod } from '../domain/payment-entities.ts';
import { scoped, type Scope } from './scope.ts';

export interface MethodsData {
  methods: PaymentMethod[];
  groups: PaymentGroup[];
}

export type MethodsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: MethodsData }
  | { status: 'error'; error: unknown };

/** The methods list state. */
export const $methods = scoped(() => (atom<MethodsState>({ status: 'idle' })));

/** True when methods loaded and none (and no group) came back: the /empty page case. */
export const $methodsEmpty = scoped((scope: Scope) => (computed(
  $methods(scope),
  (s) => s.status === 'ok' && s.data.methods.length === 0 && s.data.groups.length === 0,
)));

// Only the latest request may write: a slow answer for an old country/currency must not
// overwrite the list the user asked for afterwards.
/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  generation: number;
} => ({
  generation: 0,
}));

/**
 * Runs `request` and tracks it in `$methods`. Resolves with the data, or rejects with the
 * request's error (after `$methods` shows it) so the caller can route to /error.
 * A superseded request resolves/rejects without touching the store.
 */
export async function loadMethods(scope: Scope, request: () => Promise<MethodsData>): Promise<MethodsData> {
  const state = local(scope);
  const mine = ++state.generation;
  $methods(scope).set({ status: 'loading' });
  try {
    const data = await request();
    if (mine === state.generation) $methods(scope).set({ status: 'ok', data });
    return data;
  } catch (error: unknown) {
    if (mine === state.generation) $methods(scope).set({ status: 'error', error });
    throw error;
  }
}

/** Sets loaded data directly (cached response, tests). */
export function setMethods(scope: Scope, data: MethodsData): void {
  local(scope).generation++;
  $methods(scope).set({ status: 'ok', data });
}

/** Back to idle (the "restore the method list" guard, region change). */
export function resetMethods(scope: Scope): void {
  local(scope).generation++;
  $methods(scope).set({ status: 'idle' });
}

