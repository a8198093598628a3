/**
 * A page's submit button for a press that calls the backend: its label, or "Processing…" while the
 * call runs (busy, and said once to screen readers through a polite status). The India and
 * withdrawal pages use it.
 */
import { useT } from '../i18n/react.tsx';
import { Button } from './button.tsx';
import { ProcessingStatus } from './processing-status.tsx';

export function PressButton({ label, busy, disabled = false }: { label: string; busy: boolean; disabled?: boolean }) {
  const { t } = useT();
  return (
    <>
      <Button type="submit" block disabled={busy || disabled} aria-busy={busy ? 'true' : undefined}>
        {busy ? t('redirect.processing') : label}
      </Button>
      <ProcessingStatus busy={busy} />
    </>
  );
}
