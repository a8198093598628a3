/**
 * Test helpers for the app: a real English i18n, a mounted <CashierApp> on a guarded memory
 * history, polling for lazy screens, and a host-message recorder.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { CashierApp } from '../../../src/app/cashier-app.tsx';
import { createAppHistory } from '../../../src/app/app-history.ts';
import type { MemoryHistory } from '../../../src/app/memory-history.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { createEngine } from '../../../src/i18n/i18next-engine.ts';
import { importLocale } from '../i18n/import-locale.ts';
import type { CashierI18n, CreateI18nOptions } from '../../../src/i18n/i18n.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { ScopeContext } from '../../../src/stores/scope-context.ts';
import { testScope } from '../scope.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A real i18n, once its translation engine is in: the engine's arrival re-renders every screen,
 * which in a mounted app's test would be a React update outside act(). Mount apps with this, not
 * a bare createI18n.
 */
export function settledI18n(options: Omit<CreateI18nOptions, 'loadEngine'>): Promise<CashierI18n> {
  return new Promise<CashierI18n>((resolve) => {
    const started = createI18n({
      ...options,
      // The instance tells its listeners right after this settles: resolve a task later.
      loadEngine: (bundles) => createEngine(bundles).finally(() => setTimeout(() => resolve(started))),
    });
  });
}

let english: Promise<CashierI18n> | undefined;
/** The real i18n in English (the bundled en file; a flow's locale part is imported when asked for). */
export function englishI18n(): Promise<CashierI18n> {
  english ??= settledI18n({ locale: 'en-US', notifyHost: () => {}, loadLocale: importLocale });
  return english;
}

export interface Mounted {
  host: HTMLDivElement;
  history: MemoryHistory;
  root: Root;
  unmount(): void;
}

/** Mocha hooks for an app suite: the mounted app unmounted after each test (each test has its own scope: test/unit/scope.ts). */
export function useAppSuite(): { mounted: Mounted | undefined } {
  const suite: { mounted: Mounted | undefined } = { mounted: undefined };
  afterEach(() => {
    suite.mounted?.unmount();
    suite.mounted = undefined;
  });
  return suite;
}

/** Mounts <CashierApp> at `path` in a fresh div of the page. */
export async function mountApp(path: string, i18n?: CashierI18n): Promise<Mounted> {
  const host = document.createElement('div');
  document.body.append(host);
  return mountAppIn(host, path, i18n, () => host.remove());
}

/** Mounts <CashierApp> at `path` into `host`; `remove` takes the host's outermost node away again. */
export async function mountAppIn(host: HTMLDivElement, path: string, i18n: CashierI18n | undefined, remove: () => void): Promise<Mounted> {
  const history = createAppHistory(testScope(), path);
  const root = createRoot(host);
  const lang = i18n ?? (await englishI18n());
  await act(async () =>
    root.render(
      <ScopeContext.Provider value={testScope()}>
        <CashierApp i18n={lang} history={history} />
      </ScopeContext.Provider>,
    ),
  );
  return {
    host,
    history,
    root,
    unmount() {
      act(() => root.unmount());
      remove();
    },
  };
}

/** True while an app on the page shows its route's loading fallback: a lazy screen is on its way. */
function screenLoading(): boolean {
  const roots: ParentNode[] = [document, ...[...document.body.children].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))];
  // The outlet's Suspense fallback: a spinner with a hidden label (a screen's own spinners show theirs).
  return roots.some((root) => root.querySelector('main.cashier-main > .cashier-spinner > .cashier-visually-hidden') !== null);
}

/**
 * Polls `check` inside act() until it returns true (lazy screens, async loads); fails after ~2 s.
 * A lazy screen on its way counts as not there yet: a test that went on when only the address had
 * changed would let the screen arrive outside act(), after its last step.
 */
export async function waitFor(check: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check() && !screenLoading()) return;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Lets what the page started but no longer shows (a lazy screen a guard redirected away from)
 * finish loading inside act(): nothing on screen tells when it is in, and it must not land after
 * the test.
 */
export async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Records host messages until `stop()`. */
export function recordHost(): { messages: OutboundMessage[]; stop(): void } {
  const messages: OutboundMessage[] = [];
  const stop = onHostMessage(testScope(), (m) => messages.push(m));
  return { messages, stop };
}

/** Clicks an element inside act(). */
export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => (el as HTMLElement).click());
}

/** Navigates the history inside act(). */
export async function go(history: MemoryHistory, to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> {
  await act(async () => history.navigate(to, options));
}

/** Text of the buttons in `scope`, in DOM (= tab) order. */
export const buttonTexts = (scope: ParentNode): string[] =>
  [...scope.querySelectorAll('button')].map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
