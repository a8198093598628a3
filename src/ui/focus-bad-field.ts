/**
 * FORM-13: after a rejected press, scroll to the first field with an error and focus it. `keepError`
 * tells the form store that this focus is the page's, so the field's error stays (FORM-17 clears
 * an error only when the player focuses the field). Shared by every page with dynamic fields.
 */
/** The player asked for less motion: scroll without smoothing. */
export const prefersStillScrolling = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function focusFirstBadField(form: HTMLFormElement | null, keepError: (name: string) => void): void {
  const bad = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!bad) return;
  const name = bad.dataset['field'];
  if (name) keepError(name);
  bad.scrollIntoView({ block: 'center', behavior: prefersStillScrolling() ? 'auto' : 'smooth' });
  bad.focus({ preventScroll: true });
}
