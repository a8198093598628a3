// AN-01: the route's transaction kind (route meta `transaction`) reaches the stores with every
// location, so analytics can choose which events to send.
import { expect } from '@open-wc/testing';
import { transactionOfPath } from '../../../src/app/header-view.ts';
import { MAIN_ROUTES, SWEEP_ROUTES } from '../../../src/app/routes.ts';
import { $routeTransaction, reportLocation } from '../../../src/stores/navigation.ts';
import { go, mountApp, useAppSuite } from './render.tsx';
import { testScope } from '../scope.ts';

describe('the route transaction kind (AN-01)', () => {
  const suite = useAppSuite();
  afterEach(() => reportLocation(testScope(), '', 'deposit'));

  it('AN-01: every route of both trees reports its meta transaction; /empty honours its transaction query', () => {
    for (const route of MAIN_ROUTES) expect(transactionOfPath(route.path, 'main'), route.path).to.equal(route.meta.transaction);
    for (const route of SWEEP_ROUTES) expect(transactionOfPath(route.path, 'sweep'), route.path).to.equal(route.meta.transaction);
    expect(transactionOfPath('/empty?transaction=withdrawal', 'main')).to.equal('withdrawal');
    expect(transactionOfPath('/', 'main')).to.equal(undefined);
  });

  it('AN-01: the app reports the kind of the page it shows', async () => {
    suite.mounted = await mountApp('/withdrawal');
    expect($routeTransaction(testScope()).get()).to.equal('withdrawal');
    await go(suite.mounted.history, '/deposit');
    expect($routeTransaction(testScope()).get()).to.equal('deposit');
  });
});
