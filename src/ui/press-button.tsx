/**
 * A page's submit button for a press that calls the backend: its label, or "Processing…" while the
 * call runs (busy, and said once to screen readers through a polite status). The withdrawal pages
 * use it; the India pages' copy (src/flows/india/press-button.tsx) is the same and can use it too.
 */
import { useT } from '../i18n/react.tsx';
import { Button } from './button.tsx';

export function PressButton({ label, busy, disabled = false }: { label: string; busy: boolean; disabled?: boolean }) {
  const { t } = useT();
  return (
    <>
      <Button type="submit" block disabled={busy || disabled} aria-busy={busy ? 'true' : undefined}>
        {busy ? t('redirect.processing') : label}
      </Button>
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {busy ? t('redirect.processing') : ''}
      </p>
    </>
  );
}
