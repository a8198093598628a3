/** Defining the element once, in the task after the bundle's evaluation (issue #4). */

/** The part of `CustomElementRegistry` used here (tests pass their own). */
export type Registry = Pick<CustomElementRegistry, 'get' | 'define'>;

/**
 * Defines `tag` in the next task unless something defined it first (a second bundle on the page).
 * Evaluating the bundle is one long task at 4× CPU; defining — which connects the element, adopts
 * its sheets and starts the methods request — is kept out of it (goal: longest task ≤ 200 ms).
 */
export function defineSoon(registry: Registry | undefined, tag: string, element: CustomElementConstructor, later: (run: () => void) => void = (run) => void setTimeout(run, 0)): void {
  // On a server (no registry) nothing is defined and no timer keeps the process alive (decision SSR-01).
  if (registry) later(() => {
    if (!registry.get(tag)) registry.define(tag, element);
  });
}
