/** Says "Processing…" once to screen readers while a page's press runs (a polite, hidden status). */
import { useT } from '../i18n/react.tsx';

export function ProcessingStatus({ busy }: { busy: boolean }) {
  const { t } = useT();
  return (
    <p className="cashier-visually-hidden" role="status" aria-live="polite">
      {busy ? t('redirect.processing') : ''}
    </p>
  );
}
