/**
 * What r2wc renders inside the shadow root: waits for the handshake and the locale, then the app.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config, $handshake } from '../stores/config.ts';
import { $isNative } from '../stores/native.ts';
import { notifyHost } from '../stores/host-outbox.ts';
import { afterFirstScreenIdle } from '../stores/methods-shown.ts';
import { startI18n, type I18nStart } from '../i18n/i18n.ts';
import { CashierApp } from '../app/cashier-app.tsx';
import { BootScreen } from '../app/boot-screen.tsx';
import { setWidgetBase } from '../stores/widget-base.ts';
import { SCRIPT_FOLDER } from './assets.ts';
import { ScopeContext, useScope } from '../stores/scope-context.ts';
import { boundScope } from './element-scope.ts';
setWidgetBase(SCRIPT_FOLDER);

/**
 * The deposit flow's helper window (decision CREATE-10) is this widget's iframe page opened with
 * `?route=/form` (the element's `route`) by a window that stays its opener: it starts at once,
 * since no host handshake ever comes to a popup.
 */
export function isFormHelperWindow(win: Pick<Window, 'location' | 'opener'>): boolean {
  try {
    return new URLSearchParams(win.location.search).get('route') === '/form' && win.opener !== null && win.opener !== undefined;
  } catch {
    return false;
  }
}

/**
 * The element's app, in the element's own world: r2wc passes the shadow root as `container`, and
 * the element bound its scope to it before mounting (element-scope.ts).
 */
export function CashierRoot({ container }: { container?: ShadowRoot }) {
  // Always bound before r2wc mounts; a missing scope makes useScope() throw below.
  const scope = boundScope(container) ?? null;
  return (
    <ScopeContext.Provider value={scope}>
      <CashierWorld />
    </ScopeContext.Provider>
  );
}

function CashierWorld() {
  const scope = useScope();
  const handshake = useStore($handshake(scope));
  const native = useStore($isNative(scope));
  const { locale, route } = useStore($config(scope));
  const [helper] = useState(() => isFormHelperWindow(window));
  // 'failed' starts too: the app (in English if need be) shows the error page.
  const started = handshake !== 'waiting' || helper;
  // Made during render once the handshake is in, so a bundled language (English) renders the app
  // in the same commit: no booting frame and no effect round before the list. i18next's own chunk
  // is fetched once the list is on screen and the browser is idle (issue #4).
  const boot = useRef<I18nStart | null>(null);
  const nativeWait = handshake === 'waiting' && native && !helper;
  if ((started || nativeWait) && !boot.current) boot.current = startI18n({ locale, notifyHost: notifyHost.bind(null, scope), loadEngineAfter: afterFirstScreenIdle(scope) });
  const start = boot.current;
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!start || start.readyNow) return;
    let live = true;
    void start.ready.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [start]);

  useEffect(() => {
    if (start && locale) void start.i18n.changeLocale(locale);
  }, [start, locale]);

  if (!start || !(start.readyNow || loaded)) return <BootScreen />;
  // Issue #21: a native web view's wait for the app's user data is shown in the known language.
  if (!started) return <BootScreen waitLabel={start.i18n.t('common.loading')} />;
  return <CashierApp i18n={start.i18n} initialPath={route} />;
}
