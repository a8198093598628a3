// Issue #9 deliverable 3: one paths module names every route path; every constant resolves in its
// tree (main, its /cryptobalance twin, sweep), and every route of the tables is named there.
import { expect } from '@open-wc/testing';
import * as PATHS from '../../../src/domain/paths.ts';
import { inCryptoBalance } from '../../../src/domain/paths.ts';
import { MAIN_ROUTES, SWEEP_ROUTES, resolvePath } from '../../../src/app/routes.ts';
import type { RouteMode } from '../../../src/app/routes.ts';
import { ENTRY_FLOWS } from '../../../src/app/flows.ts';

const constants = (Object.entries(PATHS) as Array<[string, unknown]>).filter((e): e is [string, string] => typeof e[1] === 'string');
const byPrefix = (prefix: string) => constants.filter(([name]) => name.startsWith(prefix)).map(([, path]) => path);
const redirectsOnly = new Set([PATHS.ROOT_PATH, PATHS.CB_ROOT]);

function resolvesToRoute(path: string, mode: RouteMode): boolean {
  return resolvePath(path, mode).kind === 'route';
}

describe('paths module (issue #9)', () => {
  it('ROUTE-04..10: every DEPOSIT_* constant resolves in main and, mapped, in the crypto-balance twin', () => {
    const deposit = byPrefix('DEPOSIT_');
    // 24: the cash page's path is its flow's own (decision ROOMS-02).
    expect(deposit.length).to.equal(24);
    for (const path of deposit) {
      expect(resolvesToRoute(path, 'main'), path).to.equal(true);
      expect(resolvesToRoute(inCryptoBalance(path), 'main'), inCryptoBalance(path)).to.equal(true);
    }
  });

  it('ROUTE-11, ROUTE-17: every WITHDRAWAL_* constant resolves in main and in the crypto-balance twin', () => {
    const withdrawal = byPrefix('WITHDRAWAL_');
    expect(withdrawal.length).to.equal(9);
    for (const path of withdrawal) {
      expect(resolvesToRoute(path, 'main'), path).to.equal(true);
      expect(inCryptoBalance(path).startsWith('/cryptobalance/withdrawal'), path).to.equal(true);
      expect(resolvesToRoute(inCryptoBalance(path), 'main'), inCryptoBalance(path)).to.equal(true);
    }
  });

  it('ROUTE-15, ROUTE-16: every CB_* constant resolves in main (the root redirects to the crypto-balance list)', () => {
    for (const path of byPrefix('CB_')) {
      if (redirectsOnly.has(path)) expect(resolvePath(path, 'main')).to.deep.equal({ kind: 'redirect', to: PATHS.CB_DEPOSIT });
      else expect(resolvesToRoute(path, 'main'), path).to.equal(true);
    }
  });

  it('ROUTE-18, ROUTE-19: every SWEEP_* constant resolves in sweep mode', () => {
    for (const path of byPrefix('SWEEP_')) expect(resolvesToRoute(path, 'sweep'), path).to.equal(true);
  });

  it('ROUTE-02, ROUTE-12..14, ROUTE-20: the shared pages resolve in both modes; the root redirects to the deposit list', () => {
    for (const path of [PATHS.EMPTY_PATH, PATHS.EMPTY_REGION_PATH, PATHS.ERROR_PATH, PATHS.FORM_PATH]) {
      expect(resolvesToRoute(path, 'main'), path).to.equal(true);
      expect(resolvesToRoute(path, 'sweep'), path).to.equal(true);
    }
    expect(resolvePath(PATHS.ROOT_PATH, 'main')).to.deep.equal({ kind: 'redirect', to: PATHS.DEPOSIT_LIST });
    expect(resolvePath(PATHS.ROOT_PATH, 'sweep')).to.deep.equal({ kind: 'redirect', to: PATHS.SWEEP_DEPOSIT_LIST });
  });

  it('ROUTE-21: every route of the tables is a paths constant or its own flow\'s path (the twin through inCryptoBalance); nothing is spelled twice', () => {
    // Decision ROOMS-02: a page only its own flow leads to names its path in that flow's declaration.
    const own = ENTRY_FLOWS.flatMap((flow) => (flow.routes ?? []).map((node) => node.path)).filter((path) => !constants.some(([, c]) => c === path));
    expect(new Set(own).size, own.join()).to.equal(own.length);
    const known = new Set([...constants.map(([, path]) => path), ...own]);
    const plain = (path: string) => path.replace(/^\/cryptobalance\/deposit\/fiat/, '/deposit').replace(/^\/cryptobalance\/withdrawal/, '/withdrawal');
    for (const route of [...MAIN_ROUTES, ...SWEEP_ROUTES]) {
      expect(known.has(route.path) || known.has(plain(route.path)), route.path).to.equal(true);
      const back = route.meta.backRoute;
      if (back && back !== 'previous') expect(known.has(back) || known.has(plain(back)), `${route.path} back ${back}`).to.equal(true);
    }
  });

  it('inCryptoBalance maps only the plain deposit and withdrawal trees, keeping the query', () => {
    expect(inCryptoBalance('/deposit?refetch=1')).to.equal('/cryptobalance/deposit/fiat?refetch=1');
    expect(inCryptoBalance('/deposit/redirect')).to.equal('/cryptobalance/deposit/fiat/redirect');
    expect(inCryptoBalance('/withdrawal/confirm')).to.equal('/cryptobalance/withdrawal/confirm');
    expect(inCryptoBalance('/depositx')).to.equal('/depositx');
    expect(inCryptoBalance('/error')).to.equal('/error');
  });
});
