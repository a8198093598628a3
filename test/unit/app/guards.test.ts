import { expect } from '@open-wc/testing';
import { guardNavigation, navigationMarkName } from '../../../src/app/guards.ts';
import { createNavigationGuard } from '../../../src/app/navigation-guard.ts';
import { resolvePath } from '../../../src/app/routes.ts';
import type { Resolution, RouteDef, RouteMode } from '../../../src/app/routes.ts';
import { testScope } from '../scope.ts';

const main = { mode: 'main' as const, hasSelection: true };

describe('route guards', () => {
  it('ROUTE-02, ROUTE-03: redirect chains end on a route (unknown → / → /deposit)', () => {
    const d = guardNavigation(testScope(), '/nowhere', main);
    expect(d.path).to.equal('/deposit');
    expect(d.route.name).to.equal('deposit-list');
    expect(d.redirected).to.equal(true);
    expect(guardNavigation(testScope(), '/deposit/cash', main).redirected).to.equal(false);
  });

  it('ROUTE-25: a route without a name, other than root, redirects to root', () => {
    const unnamed: RouteDef = {
      path: '/secret', name: '', screen: '', listRoot: '/deposit',
      meta: { transaction: 'deposit', isCryptoBalance: false, tabs: false, hidePaymentHeader: false, hideClosingButton: false, requiresSelection: false, titleKey: 'x' },
    };
    const resolve = (path: string, mode: RouteMode): Resolution =>
      path === '/secret' ? { kind: 'route', route: unnamed } : resolvePath(path, mode);
    const d = guardNavigation(testScope(), '/secret', { ...main, resolve });
    expect(d.path).to.equal('/deposit');
    expect(d.route.name).to.equal('deposit-list');
  });

  it('ROUTE-26, ROUTE-30: a page that needs a choice, without one, restores the method list at root with a refetch', () => {
    const d = guardNavigation(testScope(), '/deposit/redirect/pix', { mode: 'main', hasSelection: false });
    expect(d.path).to.equal('/deposit?refetch=1');
    expect(d.effects).to.deep.equal(['restore-method-list']);
    const ok = guardNavigation(testScope(), '/deposit/redirect/pix', main);
    expect(ok.path).to.equal('/deposit/redirect/pix');
    expect(ok.effects).to.deep.equal([]);
  });

  it('ROUTE-27: the crypto-balance case goes to the crypto-balance root', () => {
    const d = guardNavigation(testScope(), '/cryptobalance/deposit/fiat/redirect', { mode: 'main', hasSelection: false });
    expect(d.path).to.equal('/cryptobalance/deposit?refetch=1');
    expect(d.route.name).to.equal('cb-deposit');
  });

  it('ROUTE-30: withdrawal pages without a choice go to the withdrawal list; free pages stay', () => {
    expect(guardNavigation(testScope(), '/withdrawal/confirm', { mode: 'main', hasSelection: false }).path).to.equal('/withdrawal?refetch=1');
    for (const free of ['/deposit', '/deposit/region', '/deposit/crypto', '/deposit/complete', '/error', '/empty']) {
      expect(guardNavigation(testScope(), free, { mode: 'main', hasSelection: false }).path, free).to.equal(free);
    }
    expect(guardNavigation(testScope(), '/deposit/crypto/address', { mode: 'sweep', hasSelection: false }).path).to.equal('/deposit?refetch=1');
  });

  it('ROUTE-29, ROUTE-30: each navigation sets the performance mark cashier:navigate:<path> before guards run', () => {
    const marks: string[] = [];
    let restored = 0;
    const guard = createNavigationGuard(testScope(), {
      getMode: () => 'main',
      hasSelection: () => false,
      restoreMethodList: () => restored++,
      perf: { mark: (name: string) => (marks.push(name), undefined as unknown as PerformanceMark) },
    });
    const result = guard('/deposit/cash?x=1', { replace: false, kind: 'push' });
    expect(marks).to.deep.equal(['cashier:navigate:/deposit/cash']);
    expect(result).to.deep.equal({ path: '/deposit?refetch=1', replace: false });
    expect(restored).to.equal(1);
    expect(navigationMarkName('/a/b?c')).to.equal('cashier:navigate:/a/b');
  });

  it('ROUTE-29: the default guard writes a real performance mark', () => {
    performance.clearMarks('cashier:navigate:/deposit');
    createNavigationGuard(testScope(), { getMode: () => 'main', hasSelection: () => true, restoreMethodList: () => {} })('/deposit', { replace: false, kind: 'push' });
    expect(performance.getEntriesByName('cashier:navigate:/deposit', 'mark').length).to.equal(1);
  });
});

describe('route guards on a history', () => {
  it('ROUTE-29: the first entry is marked, a re-check of the shown page is not', async () => {
    const { createMemoryHistory } = await import('../../../src/app/memory-history.ts');
    const marks: string[] = [];
    const h = createMemoryHistory('/');
    h.setGuard(
      createNavigationGuard(testScope(), {
        getMode: () => 'main',
        hasSelection: () => true,
        restoreMethodList: () => {},
        perf: { mark: (name: string) => (marks.push(name), undefined as unknown as PerformanceMark) },
      }),
    );
    h.recheck();
    h.navigate('/withdrawal');
    expect(h.length).to.equal(2);
    expect(marks).to.deep.equal(['cashier:navigate:/', 'cashier:navigate:/withdrawal']);
  });
});
