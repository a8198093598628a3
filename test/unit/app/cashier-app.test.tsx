import { expect } from '@open-wc/testing';
import { act } from 'react';
import { registerScreens, screenComponent } from '../../../src/app/screen-registry.ts';
import { goBack } from '../../../src/app/back.ts';
import { $breakpoint } from '../../../src/stores/breakpoint.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { $currentPath, $navigationRequest, requestNavigation } from '../../../src/stores/navigation.ts';
import { $selection, selectMethod } from '../../../src/stores/selection.ts';
import { showSnackbar, closeSnackbar } from '../../../src/stores/snackbar.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { englishI18n, go, mountApp, recordHost, useAppSuite, waitFor } from './render.tsx';
import type { Mounted } from './render.tsx';
import { testScope } from '../scope.ts';

const CARD = { name: 'card' } as PaymentMethod;
const routeName = (m: Mounted) => m.host.querySelector('.cashier')?.getAttribute('data-route') ?? null;

describe('CashierApp', () => {
  const suite = useAppSuite();
  afterEach(() => {
    registerScreens({ 'deposit-redirect': null, 'deposit-bonus-details': null });
  });

  it('ROUTE-02: starts at / and lands on the deposit list', async () => {
    suite.mounted = await mountApp('/');
    expect(suite.mounted.history.href).to.equal('/deposit');
    expect(routeName(suite.mounted)).to.equal('deposit-list');
    expect($currentPath(testScope()).get()).to.equal('/deposit');
  });

  it('ROUTE-26: guards run before render — a page needing a choice never renders without one', async () => {
    let renders = 0;
    registerScreens({ 'deposit-redirect': async () => ({ default: () => (renders++, <p>redirect</p>) }) });
    selectMethod(testScope(), CARD);
    suite.mounted = await mountApp('/deposit');
    $selection(testScope()).set({ kind: 'none' });
    await go(suite.mounted.history, '/deposit/redirect');
    expect(suite.mounted.history.href).to.equal('/deposit?refetch=1');
    expect(renders).to.equal(0);
    selectMethod(testScope(), CARD);
    await go(suite.mounted.history, '/deposit/redirect');
    await waitFor(() => renders > 0, 'redirect screen');
    expect(suite.mounted.host.querySelector('main')?.textContent).to.equal('redirect');
  });

  it('a screen registered as a module is its own component, rendered without Suspense (issue #4: React holds a fallback 300 ms)', async () => {
    const Eager = () => <p>eager</p>;
    registerScreens({ 'deposit-redirect': { default: Eager } });
    expect(screenComponent('deposit-redirect')).to.equal(Eager);
    registerScreens({ 'deposit-redirect': async () => ({ default: Eager }) });
    expect(screenComponent('deposit-redirect')).not.to.equal(Eager);
    registerScreens({ 'deposit-redirect': { default: Eager } });
    selectMethod(testScope(), CARD);
    suite.mounted = await mountApp('/deposit/redirect');
    expect(suite.mounted.host.querySelector('main')?.textContent).to.equal('eager');
  });

  it('ROUTE-21: a route whose screen is not built yet resolves and renders an empty main', async () => {
    selectMethod(testScope(), CARD);
    suite.mounted = await mountApp('/deposit/india');
    expect(routeName(suite.mounted)).to.equal('deposit-india');
    expect(suite.mounted.host.querySelector('main')?.childElementCount).to.equal(0);
  });

  it('ROUTE-03: switching to sweep mode re-runs the table (main-only page → /deposit)', async () => {
    selectMethod(testScope(), CARD);
    suite.mounted = await mountApp('/deposit/peer-to-peer');
    await act(async () => void applyHandshake(testScope(), { widgetViewType: 'sweep' }));
    expect(suite.mounted.history.href).to.equal('/deposit');
    expect(routeName(suite.mounted)).to.equal('sweep-deposit-list');
  });

  it('ERR-13: navigation requests from stores are followed with their state, then cleared', async () => {
    suite.mounted = await mountApp('/deposit');
    await act(async () => requestNavigation(testScope(), '/error?backRoute=%2Fdeposit', { state: { message: 'Request timeout', messageKey: 'request.timeout' } }));
    expect(suite.mounted.history.href).to.equal('/error?backRoute=%2Fdeposit');
    expect(suite.mounted.history.state).to.deep.equal({ message: 'Request timeout', messageKey: 'request.timeout' });
    expect($navigationRequest(testScope()).get()).to.equal(null);
    await waitFor(() => suite.mounted!.host.querySelector('.cashier-status__detail')?.textContent === 'Request timeout', 'error page');
  });

  it('ERR-09, ERR-11: a screen that throws routes to /error with its message, stack and back route', async () => {
    const rec = recordHost();
    try {
      registerScreens({
        'deposit-bonus-details': async () => ({
          default: () => {
            throw new Error('render exploded');
          },
        }),
      });
      suite.mounted = await mountApp('/deposit');
      const originalError = console.error;
      console.error = () => {};
      try {
        await go(suite.mounted.history, '/deposit/bonus-details');
        await waitFor(() => suite.mounted!.history.pathname === '/error', 'error route');
      } finally {
        console.error = originalError;
      }
      expect(suite.mounted.history.search).to.equal('backRoute=%2Fdeposit%2Fbonus-details');
      await waitFor(() => rec.messages.some((m) => m.messageType === 'Error'), 'host notified');
      const payload = rec.messages.find((m) => m.messageType === 'Error')!.payload;
      expect(payload.message).to.equal('render exploded');
      expect(String(payload.stack)).to.contain('render exploded');
    } finally {
      rec.stop();
    }
  });

  it('I18N-02: dir and lang follow the i18n; CONST-06: data-breakpoint follows $breakpoint', async () => {
    const en = await englishI18n();
    const rtl = { ...en, t: en.t, formatAmount: en.formatAmount, changeLocale: en.changeLocale, language: 'ar', dir: 'rtl' as const };
    suite.mounted = await mountApp('/deposit', rtl);
    const root = suite.mounted.host.querySelector('.cashier')!;
    expect(root.getAttribute('dir')).to.equal('rtl');
    expect(root.getAttribute('lang')).to.equal('ar');
    await act(async () => $breakpoint(testScope()).set('small'));
    expect(root.getAttribute('data-breakpoint')).to.equal('small');
    await act(async () => $breakpoint(testScope()).set('large'));
    expect(root.getAttribute('data-breakpoint')).to.equal('large');
  });

  it('ROUTE-31: page changes are announced politely and focus moves to main (not on first render)', async () => {
    suite.mounted = await mountApp('/deposit');
    const live = suite.mounted.host.querySelector('[aria-live="polite"][data-testid="page-announcer"]')!;
    expect(live.textContent).to.equal('');
    expect(document.activeElement?.tagName).to.not.equal('MAIN');
    await go(suite.mounted.history, '/withdrawal');
    expect(live.textContent).to.equal('Withdrawal method page');
    expect(document.activeElement?.tagName).to.equal('MAIN');
  });

  it('HOST-26: goBack() from the element acts on the suite.mounted app', async () => {
    suite.mounted = await mountApp('/deposit');
    await go(suite.mounted.history, '/deposit/crypto');
    await act(async () => void goBack(testScope()));
    expect(suite.mounted.history.href).to.equal('/deposit');
  });

  it('ERR-06, ERR-07: the snackbar shows the Error title and message and can be dismissed', async () => {
    suite.mounted = await mountApp('/deposit');
    await act(async () => showSnackbar(testScope(), { message: { text: 'Card declined' } }));
    const alert = suite.mounted.host.querySelector('[role="alert"]');
    expect(alert?.querySelector('.cashier-snackbar__title')?.textContent).to.equal('Error');
    expect(alert?.querySelector('.cashier-snackbar__message')?.textContent).to.equal('Card declined');
    const dismiss = alert?.querySelector('button');
    expect(dismiss?.getAttribute('aria-label')).to.equal('Dismiss');
    await act(async () => (dismiss as HTMLButtonElement).click());
    expect(suite.mounted.host.querySelector('[role="alert"]')).to.equal(null);
    closeSnackbar(testScope());
  });

  it('ROUTE-31: keyboard order on the empty page is Close, Refresh, Change region — all real buttons', async () => {
    suite.mounted = await mountApp('/empty');
    await waitFor(() => suite.mounted!.host.querySelector('.cashier-status') !== null, 'empty page');
    const focusable = [...suite.mounted.host.querySelectorAll<HTMLElement>('button, a[href], input, [tabindex]:not([tabindex="-1"])')];
    expect(focusable.map((e) => e.getAttribute('aria-label') ?? e.textContent)).to.deep.equal(['Close', 'Refresh', 'Change region']);
    expect(focusable.every((e) => e.tagName === 'BUTTON')).to.equal(true);
  });
});

describe('CashierApp focus', () => {
  it('ROUTE-31: a navigation does not pull focus away from a host-page control', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    const mounted = await mountApp('/deposit');
    try {
      outside.focus();
      await go(mounted.history, '/withdrawal');
      expect(document.activeElement === outside).to.equal(true);
      expect(mounted.host.querySelector('[data-testid="page-announcer"]')?.textContent).to.equal('Withdrawal method page');
    } finally {
      mounted.unmount();
      outside.remove();
    }
  });
});
