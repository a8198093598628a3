/**
 * The way past the slider for a player who cannot drag (WCAG 2.2, 2.5.7 Dragging Movements;
 * decision CAPTCHA-17). GeeTest's slider is a drag; its close button is a single click. Once the
 * player closes the slider, the deposit page offers "Continue without the puzzle": the next press
 * sends `captchaBypass: true` instead of running the slider again. That flag is already a legal
 * payload (CAPTCHA-16, after the slider's network retries), so offering it adds nothing a bot could
 * not send; the backend applies its own risk rules to bypassed deposits.
 *
 * `offered`: the page shows the choice; `chosen`: the next slider is skipped, once.
 */
import { atom } from 'nanostores';
import { scoped, type Scope } from '../scope.ts';

export type SliderAlternative = 'none' | 'offered' | 'chosen';

export const $sliderAlternative = scoped(() => (atom<SliderAlternative>('none')));

/** The player closed the slider: offer the way past it (kept if already chosen). */
export function offerSliderAlternative(scope: Scope): void {
  if ($sliderAlternative(scope).get() === 'none') $sliderAlternative(scope).set('offered');
}

/** The player chose to continue without the slider. */
export function chooseSliderAlternative(scope: Scope): void {
  $sliderAlternative(scope).set('chosen');
}

/** True once after the player chose it: the port skips this slider. */
export function takeSliderAlternative(scope: Scope): boolean {
  if ($sliderAlternative(scope).get() !== 'chosen') return false;
  $sliderAlternative(scope).set('none');
  return true;
}

/** The page that offered it is gone: the offer goes with it. */
export function clearSliderAlternative(scope: Scope): void {
  $sliderAlternative(scope).set('none');
}
