import { expect } from '@open-wc/testing';
import { MAIN_ROUTES, SWEEP_ROUTES, pathForName, resolvePath } from '../../../src/app/routes.ts';
import type { RouteMode } from '../../../src/app/routes.ts';

const routeAt = (path: string, mode: RouteMode = 'main') => {
  const r = resolvePath(path, mode);
  if (r.kind !== 'route') throw new Error(`${path} (${mode}) redirected to ${r.to}`);
  return r.route;
};

// shell §2 / flows §2 route table, spelled out path by path.
const DEPOSIT_TREE = [
  '', '/region', '/redirect', '/redirect/instruction', '/redirect/eazype', '/redirect/pix', '/redirect/unified-form',
  '/crypto', '/crypto/address', '/group', '/group/redirect', '/india', '/india/invoice',
  '/peer-to-peer', '/peer-to-peer/base', '/peer-to-peer/invoice', '/peer-to-peer/unified-form', '/peer-to-peer/instruction',
  '/host-to-host', '/cash', '/onramp', '/onramp/offer-list', '/bonus-details', '/complete', '/video-instruction',
];
const WITHDRAWAL_TREE = ['', '/region', '/redirect', '/redirect/instruction', '/nigerian-banks', '/group', '/group/redirect', '/confirm', '/complete'];

describe('route table', () => {
  it('ROUTE-04, ROUTE-05, ROUTE-06, ROUTE-07, ROUTE-08, ROUTE-09, ROUTE-10: every /deposit path of the spec resolves to a named deposit route', () => {
    for (const tail of DEPOSIT_TREE) {
      const route = routeAt(`/deposit${tail}`);
      expect(route.name, tail).to.match(/^deposit-/);
      expect(route.meta.transaction).to.equal('deposit');
      expect(route.meta.isCryptoBalance).to.equal(false);
    }
  });

  it('ROUTE-11: every /withdrawal path resolves to a withdrawal route', () => {
    for (const tail of WITHDRAWAL_TREE) {
      const route = routeAt(`/withdrawal${tail}`);
      expect(route.name, tail).to.match(/^withdrawal-/);
      expect(route.meta.transaction).to.equal('withdrawal');
    }
  });

  it('ROUTE-12, ROUTE-13, ROUTE-14: /empty, /empty/region, /error and /form resolve; /form hides the closing button', () => {
    expect(routeAt('/empty').name).to.equal('empty');
    expect(routeAt('/empty/region').name).to.equal('empty-region');
    expect(routeAt('/error').name).to.equal('error');
    expect(routeAt('/form').meta.hideClosingButton).to.equal(true);
    expect(routeAt('/deposit').meta.hideClosingButton).to.equal(false);
    expect(resolvePath('/error/extra', 'main')).to.deep.equal({ kind: 'redirect', to: '/' });
  });

  it('ROUTE-15, ROUTE-16: the crypto-balance deposit tree has crypto, video-instruction and fiat/* = the deposit tree again', () => {
    expect(routeAt('/cryptobalance/deposit').meta.tabs).to.equal(true);
    expect(routeAt('/cryptobalance/deposit/crypto').meta.isCryptoBalance).to.equal(true);
    expect(routeAt('/cryptobalance/deposit/video-instruction').meta.isCryptoBalance).to.equal(true);
    for (const tail of DEPOSIT_TREE) {
      const twin = routeAt(`/cryptobalance/deposit/fiat${tail}`);
      const plain = routeAt(`/deposit${tail}`);
      expect(twin.name).to.equal(`cb-fiat-${plain.name}`);
      expect(twin.screen, tail).to.equal(plain.screen);
      expect(twin.meta.isCryptoBalance).to.equal(true);
      expect(twin.meta.requiresSelection).to.equal(plain.meta.requiresSelection);
    }
  });

  it('ROUTE-17: the crypto-balance withdrawal tree is the withdrawal tree', () => {
    for (const tail of WITHDRAWAL_TREE) {
      const twin = routeAt(`/cryptobalance/withdrawal${tail}`);
      expect(twin.name).to.equal(`cb-${routeAt(`/withdrawal${tail}`).name}`);
      expect(twin.meta.transaction).to.equal('withdrawal');
      expect(twin.meta.isCryptoBalance).to.equal(true);
    }
  });

  it('ROUTE-16, ROUTE-21: twin back routes point into the twin, not the plain tree', () => {
    expect(routeAt('/cryptobalance/deposit/fiat/region').meta.backRoute).to.equal('/cryptobalance/deposit/fiat');
    expect(routeAt('/cryptobalance/deposit/fiat').meta.backRoute).to.equal('/cryptobalance/deposit');
    expect(routeAt('/cryptobalance/withdrawal/region').meta.backRoute).to.equal('/cryptobalance/withdrawal');
  });

  it('SWEEP-06, ROUTE-18, ROUTE-19, ROUTE-20, ROUTE-21: sweepstake mode is its own tree: it resolves its own paths, not the main ones', () => {
    expect(routeAt('/deposit', 'sweep').name).to.equal('sweep-deposit-list');
    expect(routeAt('/deposit/select-method', 'sweep').name).to.equal('sweep-deposit-select-method');
    expect(routeAt('/deposit/crypto', 'sweep').name).to.equal('sweep-deposit-crypto-list');
    expect(routeAt('/deposit/crypto/address', 'sweep').name).to.equal('sweep-deposit-crypto-address');
    expect(routeAt('/deposit/complete', 'sweep').name).to.equal('sweep-deposit-complete');
    expect(routeAt('/withdrawal/methods', 'sweep').name).to.equal('sweep-withdrawal-methods');
    expect(routeAt('/withdrawal/crypto', 'sweep').name).to.equal('sweep-withdrawal-crypto-list');
    expect(routeAt('/withdrawal/convert', 'sweep').name).to.equal('sweep-withdrawal-convert');
    expect(routeAt('/withdrawal/complete', 'sweep').name).to.equal('sweep-withdrawal-complete');
    for (const p of ['/empty', '/error', '/form']) expect(routeAt(p, 'sweep').path).to.equal(p);
    // Main-only pages do not exist in the sweep tree.
    expect(resolvePath('/deposit/peer-to-peer', 'sweep')).to.deep.equal({ kind: 'redirect', to: '/deposit' });
  });

  it('ROUTE-21: every route has a unique, non-empty name per mode', () => {
    for (const routes of [MAIN_ROUTES, SWEEP_ROUTES]) {
      const names = routes.map((r) => r.name);
      expect(names.every((n) => n.length > 0)).to.equal(true);
      expect(new Set(names).size).to.equal(names.length);
      expect(new Set(routes.map((r) => r.path)).size).to.equal(routes.length);
    }
    expect(pathForName('deposit-group-list', 'main')).to.equal('/deposit/group');
    expect(pathForName('sweep-deposit-crypto-address', 'sweep')).to.equal('/deposit/crypto/address');
  });

  it('ROUTE-02: / redirects to /deposit in both modes, keeping the query', () => {
    expect(resolvePath('/', 'main')).to.deep.equal({ kind: 'redirect', to: '/deposit' });
    expect(resolvePath('/', 'sweep')).to.deep.equal({ kind: 'redirect', to: '/deposit' });
    expect(resolvePath('/?refetch=1', 'main')).to.deep.equal({ kind: 'redirect', to: '/deposit?refetch=1' });
  });

  it('ROUTE-03: unknown paths redirect to / in main mode and to /deposit in sweep mode', () => {
    expect(resolvePath('/nowhere', 'main')).to.deep.equal({ kind: 'redirect', to: '/' });
    expect(resolvePath('/deposit/nowhere', 'main')).to.deep.equal({ kind: 'redirect', to: '/' });
    expect(resolvePath('/nowhere', 'sweep')).to.deep.equal({ kind: 'redirect', to: '/deposit' });
    expect(resolvePath('/cryptobalance', 'sweep')).to.deep.equal({ kind: 'redirect', to: '/deposit' });
  });

  it('ROUTE-15, ROUTE-28: /cryptobalance and unknown crypto-balance paths redirect to the crypto-balance deposit list', () => {
    expect(resolvePath('/cryptobalance', 'main')).to.deep.equal({ kind: 'redirect', to: '/cryptobalance/deposit' });
    expect(resolvePath('/cryptobalance/deposit/nowhere', 'main')).to.deep.equal({ kind: 'redirect', to: '/cryptobalance/deposit' });
  });

  it('ROUTE-22: trailing slashes, queries and hashes do not change the match', () => {
    expect(routeAt('/deposit/crypto/').name).to.equal('deposit-crypto-list');
    expect(routeAt('/deposit?refetch=1#x').name).to.equal('deposit-list');
  });

  it('ROUTE-23, ROUTE-24: back routes are set per route; list pages have none and show a title', () => {
    expect(routeAt('/deposit').meta.backRoute).to.equal(undefined);
    expect(routeAt('/deposit/complete').meta.backRoute).to.equal(undefined);
    expect(routeAt('/deposit/region').meta.backRoute).to.equal('/deposit');
    expect(routeAt('/deposit/redirect').meta.backRoute).to.equal('previous');
    expect(routeAt('/withdrawal/group').meta.backRoute).to.equal('/withdrawal');
    expect(routeAt('/form').meta.hidePaymentHeader).to.equal(true);
    expect(MAIN_ROUTES.filter((r) => r.meta.tabs).map((r) => r.path)).to.deep.equal(['/cryptobalance/deposit']);
  });

  it('ROUTE-33, ROUTE-36: title keys follow transaction kind and mode', () => {
    expect(routeAt('/deposit').meta.titleKey).to.equal('header.title.deposit.method');
    expect(routeAt('/deposit/complete').meta.titleKey).to.equal('header.title.deposit.form');
    expect(routeAt('/withdrawal').meta.titleKey).to.equal('header.title.withdrawal.method');
    expect(routeAt('/withdrawal/complete').meta.titleKey).to.equal('header.title.withdrawal.form');
    expect(routeAt('/deposit', 'sweep').meta.titleKey).to.equal('header.sweep.deposit.form');
    expect(routeAt('/deposit/select-method', 'sweep').meta.titleKey).to.equal('header.sweep.deposit.method');
    expect(routeAt('/withdrawal/methods', 'sweep').meta.titleKey).to.equal('header.sweep.withdrawal.method');
    expect(routeAt('/withdrawal/convert', 'sweep').meta.titleKey).to.equal('header.sweep.withdrawal.form');
  });

  it('CB-01, ROUTE-33: every crypto-balance route is titled "Crypto balance", never "Deposit method" (decision NAMES-02)', () => {
    const cb = MAIN_ROUTES.filter((r) => r.meta.isCryptoBalance);
    expect(cb.length).to.be.greaterThan(3);
    for (const route of cb) expect(route.meta.titleKey, route.path).to.equal('header.title.cryptoBalance');
    expect(routeAt('/cryptobalance/deposit').meta.titleKey).to.equal('header.title.cryptoBalance');
    expect(routeAt('/deposit').meta.titleKey).to.equal('header.title.deposit.method');
  });
});
