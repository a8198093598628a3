/**
 * The withdrawal pages' submit button: its label, or "Processing…" while the press's call runs
 * (busy, and said once to screen readers through a polite status).
 */
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';

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
