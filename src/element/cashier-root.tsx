/**
 * What r2wc renders inside the shadow root: waits for the handshake and the locale, then the app.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config, $handshake } from '../stores/config.ts';
import { notifyHost } from '../stores/host-outbox.ts';
import { firstScreenShown } from '../stores/deposit-session.ts';
import { DEFER_AFTER_FIRST_SCREEN_MS, IDLE_WAIT_MS } from '../domain/constants.ts';
import { createI18n, type CashierI18n } from '../i18n/i18n.ts';
import { CashierApp } from '../app/cashier-app.tsx';
import { setWidgetBase } from '../stores/widget-base.ts';
import { SCRIPT_FOLDER } from './assets.ts';
import '../flows/register-flows.ts';

setWidgetBase(SCRIPT_FOLDER);

/**
 * The deposit flow's helper window (decision CREATE-10) is this widget's iframe page opened with
 * `?route=/form` by a window that stays its opener: it starts on /form at once, since no host
 * handshake ever comes to a popup.
 */
export function isFormHelperWindow(win: Pick<Window, 'location' | 'opener'>): boolean {
  try {
    return new URLSearchParams(win.location.search).get('route') === '/form' && win.opener !== null && win.opener !== undefined;
  } catch {
    return false;
  }
}

/**
 * issue #4: i18next's chunk is fetched once the method list is on screen and the browser is idle: it never competes with the first screen for bandwidth or the CPU.
 */
function afterFirstScreen(): Promise<void> {
  return firstScreenShown(DEFER_AFTER_FIRST_SCREEN_MS).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
        else setTimeout(resolve, IDLE_WAIT_MS);
      }),
  );
}

function Booting() {
  // Before the locale is known there is no translated text to show: a labelled, silent spinner.
  return <div className="cashier-boot" role="progressbar" aria-busy="true" aria-label="Loading" />;
}

export function CashierRoot() {
  const handshake = useStore($handshake);
  const { locale } = useStore($config);
  const [i18n, setI18n] = useState<CashierI18n | null>(null);
  const [helper] = useState(() => isFormHelperWindow(window));
  const started = handshake === 'ready' || helper;

  useEffect(() => {
    if (!started || i18n) return;
    let live = true;
    createI18n({ locale, notifyHost, loadEngineAfter: afterFirstScreen() }).then(
      (created) => live && setI18n(created),
    );
    return () => {
      live = false;
    };
  }, [started, i18n, locale]);

  useEffect(() => {
    if (i18n && locale) void i18n.changeLocale(locale);
  }, [i18n, locale]);

  if (!started || !i18n) return <Booting />;
  return <CashierApp i18n={i18n} {...(helper ? { initialPath: '/form' } : {})} />;
}
