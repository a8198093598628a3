/**
 * The instruction carousel's moves (REDIR-03): next and previous, arrow keys and swipes. In a
 * right-to-left layout the slides run from right to left, so the arrows and swipes mirror: the
 * key pointing to where the next slide sits moves forward.
 */

/** A horizontal move shorter than this is a tap or a wobble, not a swipe (CSS pixels). */
export const SWIPE_MIN_PX = 40;

/** The index after a step, kept inside the slides (no wrap-around: the ends are ends). */
export const stepSlide = (index: number, step: number, count: number): number => Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));

/** REDIR-03: +1, -1 or 0 for a key; Home and End jump to the ends. */
export function keyStep(key: string, dir: 'ltr' | 'rtl', index: number, count: number): number {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === backward) return -1;
  if (key === 'Home') return -index;
  if (key === 'End') return count - 1 - index;
  return 0;
}

/** REDIR-03: a swipe of `dx` pixels (end − start). Swiping the slide away towards the start shows the next one. */
export function swipeStep(dx: number, dir: 'ltr' | 'rtl'): number {
  if (Math.abs(dx) < SWIPE_MIN_PX) return 0;
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
