/**
 * How a component finds its element's scope (src/stores/scope.ts): the app is rendered inside
 * `<ScopeContext.Provider value={scope}>`, and `useScope()` reads it. Rendering without a
 * provider is a programming error, so it throws instead of falling back to a shared world.
 */
import { createContext, useContext } from 'react';
import type { Scope } from './scope.ts';

export const ScopeContext = createContext<Scope | null>(null);

/** The scope of the element this component renders in. */
export function useScope(): Scope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('no ScopeContext');
  return scope;
}
