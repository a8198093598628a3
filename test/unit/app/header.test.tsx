import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../src/stores/config.ts';
import { headerView } from '../../../src/app/header-view.ts';
import { resolvePath } from '../../../src/app/routes.ts';
import type { RouteMode } from '../../../src/app/routes.ts';
import { selectMethod } from '../../../src/stores/selection.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { buttonTexts, click, go, mountApp, recordHost, useAppSuite, waitFor } from './render.tsx';
import type { Mounted } from './render.tsx';
import { testScope } from '../scope.ts';

const route = (path: string, mode: RouteMode = 'main') => {
  const r = resolvePath(path, mode);
  if (r.kind !== 'route') throw new Error(path);
  return r.route;
};
const title = (m: Mounted) => m.host.querySelector('.cashier-header__title')?.textContent ?? null;

describe('header', () => {
  const suite = useAppSuite();

  it('ROUTE-31, ROUTE-32: model shows back only with a back route, close only when allowed and not hidden', () => {
    const opts = { closingButton: true, mode: 'main' as const, search: '' };
    expect(headerView(route('/deposit'), opts)).to.deep.equal({ visible: true, showBack: false, titleKey: 'header.title.deposit.method', showClose: true });
    expect(headerView(route('/deposit/region'), opts).showBack).to.equal(true);
    expect(headerView(route('/deposit'), { ...opts, closingButton: false }).showClose).to.equal(false);
    expect(headerView(route('/form'), opts).showClose).to.equal(false);
    expect(headerView(route('/form'), opts).visible).to.equal(false);
  });

  it('ROUTE-34: standard titles are Deposit method, Deposit, Withdrawal method and Withdrawals', async () => {
    suite.mounted = await mountApp('/deposit');
    expect(title(suite.mounted)).to.equal('Deposit method');
    await go(suite.mounted.history, '/deposit/complete');
    expect(title(suite.mounted)).to.equal('Deposit');
    await go(suite.mounted.history, '/withdrawal');
    expect(title(suite.mounted)).to.equal('Withdrawal method');
    await go(suite.mounted.history, '/withdrawal/complete');
    expect(title(suite.mounted)).to.equal('Withdrawals');
  });

  it('ROUTE-35: sweepstake titles are Deposit method, Select coin package, Withdrawal method and Redemption', async () => {
    applyHandshake(testScope(), { widgetViewType: 'sweep' });
    suite.mounted = await mountApp('/deposit');
    expect(title(suite.mounted)).to.equal('Select coin package');
    await go(suite.mounted.history, '/withdrawal');
    expect(suite.mounted.history.href).to.equal('/withdrawal/methods');
    expect(title(suite.mounted)).to.equal('Withdrawal method');
    await go(suite.mounted.history, '/withdrawal/complete');
    expect(title(suite.mounted)).to.equal('Redemption');
    // "Deposit method" is the select-method page; its header has a back button, the title is announced.
    await go(suite.mounted.history, '/deposit/select-method');
    expect(suite.mounted.host.querySelector('[data-testid="page-announcer"]')?.textContent).to.equal('Deposit method page');
  });

  it('ROUTE-36: the empty page title follows the transaction query', async () => {
    suite.mounted = await mountApp('/empty?transaction=withdrawal');
    await waitFor(() => suite.mounted!.host.querySelector('.cashier-status') !== null, 'empty page');
    expect(title(suite.mounted)).to.equal('Withdrawal method');
  });

  it('ROUTE-31: a route with a back route shows a Back button instead of the title; it goes back', async () => {
    suite.mounted = await mountApp('/deposit');
    await go(suite.mounted.history, '/deposit/crypto');
    expect(title(suite.mounted)).to.equal(null);
    const back = suite.mounted.host.querySelector<HTMLButtonElement>('.cashier-header__back');
    expect(back?.getAttribute('aria-label')).to.equal('Back');
    await click(back);
    expect(suite.mounted.history.href).to.equal('/deposit');
    expect(suite.mounted.history.index).to.equal(0);
  });

  it("ROUTE-23: a 'previous' back route returns to the page the user came from", async () => {
    selectMethod(testScope(), { name: 'card' } as PaymentMethod);
    suite.mounted = await mountApp('/deposit/group');
    await go(suite.mounted.history, '/deposit/redirect');
    await click(suite.mounted.host.querySelector('.cashier-header__back'));
    expect(suite.mounted.history.href).to.equal('/deposit/group');
  });

  it('ROUTE-32, ROUTE-36: the close button posts onClose; hidden when closingButton is false or on /form', async () => {
    const rec = recordHost();
    try {
      suite.mounted = await mountApp('/deposit');
      const close = suite.mounted.host.querySelector<HTMLButtonElement>('.cashier-header__close');
      expect(close?.getAttribute('aria-label')).to.equal('Close');
      await click(close);
      expect(rec.messages.map((m) => [m.messageType, m.payload])).to.deep.equal([['onClose', {}]]);
      await act(async () => void applyHandshake(testScope(), { closingButton: false }));
      expect(suite.mounted.host.querySelector('.cashier-header__close')).to.equal(null);
      await act(async () => void applyHandshake(testScope(), { closingButton: true }));
      await go(suite.mounted.history, '/form');
      expect(suite.mounted.host.querySelector('.cashier-header')).to.equal(null);
    } finally {
      rec.stop();
    }
  });

  it('ROUTE-31: header controls are real buttons in order back, close', async () => {
    suite.mounted = await mountApp('/deposit');
    await go(suite.mounted.history, '/deposit/crypto');
    const header = suite.mounted.host.querySelector('.cashier-header');
    expect(buttonTexts(header!)).to.deep.equal(['Back', 'Close']);
    expect([...header!.querySelectorAll('button')].every((b) => b.type === 'button')).to.equal(true);
  });
});
