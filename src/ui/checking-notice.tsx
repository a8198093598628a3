/**
 * Says on the page that a press's outcome is being checked (decision REL-02: the answer never came,
 * so the same request is asked again before anything new is made) or, with `messageKey`, that an "I
 * paid" is still being confirmed (REL-05). The live region is always there, so screen readers
 * announce the text when it appears. Its look: styles/checking-notice.css, adopted by the pages.
 */
import { useT } from '../i18n/react.tsx';

export function CheckingNotice({ checking, messageKey = 'deposit.checking' }: { checking: boolean; messageKey?: string }) {
  const { t } = useT();
  return (
    <p className={checking ? 'cashier-checking' : 'cashier-visually-hidden'} role="status">
      {checking ? t(messageKey) : ''}
    </p>
  );
}
