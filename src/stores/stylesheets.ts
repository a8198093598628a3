/**
 * Stylesheets that arrive with lazily loaded flows. A flow's screen module calls
 * `adoptFlowStyles(css)` when its chunk loads, so its CSS travels with it instead of in the
 * initial bundle; the element adopts every sheet listed here into its shadow root.
 */
import { atom } from 'nanostores';

/** CSS texts in the order the flows loaded; each text appears once. */
export const $flowStylesheets = atom<readonly string[]>([]);

/** Adds a flow's CSS text (idempotent). */
export function adoptFlowStyles(cssText: string): void {
  const current = $flowStylesheets.get();
  if (!current.includes(cssText)) $flowStylesheets.set([...current, cssText]);
}
