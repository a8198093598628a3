/** FORM-13 on the India pages: after a refused press, the first field with an error gets the focus. */
import { keepErrorOnNextFocus } from '../../stores/form-fields.ts';

export function focusFirstBadField(form: HTMLFormElement | null): void {
  const bad = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!bad) return;
  const name = bad.dataset['field'];
  if (name) keepErrorOnNextFocus(name);
  bad.focus();
}
