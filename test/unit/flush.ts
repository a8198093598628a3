/**
 * The one way a unit test waits for work already started to finish (issue #22): each round is
 * one task turn, so every promise chain and zero-delay timer queued before it has run. The wait
 * happens inside React's act() whenever the page is in act mode, so the renders those promises
 * cause are committed before the test looks (the element tests switch act mode off: they mount
 * through the real custom element, where act() does not reach).
 */
import { act } from 'react';

const inActMode = (): boolean => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits `rounds` task turns (5 by default: enough for a lazy import or a mock call's chain). */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    if (inActMode()) await act(nextTask);
    else await nextTask();
  }
}
