// issue #9 deliverable 5 (decision ROUTE-02): the app follows `$config.route` changes, and a
// navigation asked for before it mounted (start-up failed) is its first page.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake, resetConfigField } from '../../../src/stores/config.ts';
import { $navigationRequest, requestNavigation } from '../../../src/stores/navigation.ts';
import { mountApp, useAppSuite, waitFor } from './render.tsx';
import { testScope } from '../scope.ts';

describe('CashierApp and the host route', () => {
  const suite = useAppSuite();

  it('ROUTE-11: a later route change pushes a new entry, so Back returns to the page before', async () => {
    suite.mounted = await mountApp('/cryptobalance');
    const { history } = suite.mounted;
    expect(history.href).to.equal('/cryptobalance/deposit');
    await act(async () => void applyHandshake(testScope(), { route: '/withdrawal' }));
    expect(history.href).to.equal('/withdrawal');
    expect(history.length).to.equal(2);
    await act(async () => void history.back());
    expect(history.href).to.equal('/cryptobalance/deposit');
  });

  it('ROUTE-03: an unknown route falls back like any unknown path; clearing the route does not move', async () => {
    suite.mounted = await mountApp('/withdrawal');
    const { history } = suite.mounted;
    await act(async () => void applyHandshake(testScope(), { route: '/cryptobalance/nowhere' }));
    expect(history.href).to.equal('/cryptobalance/deposit');
    await act(async () => resetConfigField(testScope(), 'route'));
    expect(history.href).to.equal('/cryptobalance/deposit');
  });

  it('HOST-24: a navigation requested before the app mounted is its first page (the page it replaces never shows)', async () => {
    requestNavigation(testScope(), '/error', { replace: true, state: { message: 'No token' } });
    suite.mounted = await mountApp('/withdrawal');
    const { history, host } = suite.mounted;
    expect(history.href).to.equal('/error');
    expect(history.length).to.equal(1);
    expect(history.state).to.deep.equal({ message: 'No token' });
    expect($navigationRequest(testScope()).get()).to.equal(null);
    // Decision ERR-PLAYER: the player reads a translated message, never the technical one.
    await waitFor(() => host.querySelector('.cashier-status__detail')?.textContent === 'Unknown error', 'error page');
    expect(host.textContent).not.to.include('No token');
  });
});
