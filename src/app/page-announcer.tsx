/**
 * An aria-live="polite" region that announces each page change ("Deposit page",
 * `status.announce.navigated`), and moves focus to <main> after in-app navigation so keyboard
 * and screen-reader users start at the new content. Nothing is announced or focused on the
 * first page, and focus never moves while the user is busy elsewhere on the host page:
 * the widget must not steal focus.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useT } from '../i18n/react.tsx';
import { focusIsOursOrLost } from '../ui/focus-owner.ts';

export interface PageAnnouncerProps {
  /** Changes once per page (route name + entry). */
  pageKey: string;
  /** Translated page title. */
  title: string;
  focusTarget: RefObject<HTMLElement | null>;
}

export function PageAnnouncer({ pageKey, title, focusTarget }: PageAnnouncerProps) {
  const { t } = useT();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(t('status.announce.navigated', { title }));
    const target = focusTarget.current;
    if (target && focusIsOursOrLost(target)) target.focus({ preventScroll: true });
  }, [pageKey]);
  return (
    <div className="cashier-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </div>
  );
}
