import { expect } from '@open-wc/testing';
import { backAction, goBack, returnTo, setActiveHistory } from '../../../src/app/back.ts';
import { keepRetryAmount, takeRetryAmount } from '../../../src/stores/deposit/retry-amount.ts';
import { createMemoryHistory } from '../../../src/app/memory-history.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { resolvePath } from '../../../src/app/routes.ts';
import { testScope } from '../scope.ts';

const route = (path: string) => {
  const r = resolvePath(path, 'main');
  if (r.kind !== 'route') throw new Error(path);
  return r.route;
};

describe('back navigation', () => {
  it('STATUS-07 (decision STATUS-RETRY): returning to the previous page goes back (one copy of it in the history); another page replaces this one', () => {
    const h = createMemoryHistory('/deposit');
    h.navigate('/deposit/redirect');
    h.navigate('/deposit/complete');
    returnTo(h, '/deposit/redirect');
    expect([h.href, h.index, h.peekBack()]).to.deep.equal(['/deposit/redirect', 1, '/deposit']);
    h.navigate('/deposit/complete');
    returnTo(h, '/deposit/group/redirect');
    expect([h.href, h.index, h.peekBack()]).to.deep.equal(['/deposit/group/redirect', 2, '/deposit/redirect']);
  });

  it('decision STATUS-RETRY: the kept amount is taken once, and only for the same method and currency', () => {
    keepRetryAmount(testScope(), { method: 'sbp', amount: 1500, currency: 'RUB' });
    expect(takeRetryAmount(testScope(), 'sbp', 'RUB')).to.equal(1500);
    expect(takeRetryAmount(testScope(), 'sbp', 'RUB'), 'once').to.equal(null);
    keepRetryAmount(testScope(), { method: 'sbp', amount: 1500, currency: 'RUB' });
    expect(takeRetryAmount(testScope(), 'visa', 'RUB')).to.equal(null);
    keepRetryAmount(testScope(), { method: 'sbp', amount: 1500, currency: 'RUB' });
    expect(takeRetryAmount(testScope(), 'sbp', 'USD')).to.equal(null);
  });

  it("ROUTE-23: 'previous' is history back; without history it falls back to the route's list", () => {
    const h = createMemoryHistory('/deposit');
    h.navigate('/deposit/redirect');
    expect(backAction(route('/deposit/redirect'), h)).to.deep.equal({ kind: 'history' });
    const fresh = createMemoryHistory('/deposit/redirect');
    expect(backAction(route('/deposit/redirect'), fresh)).to.deep.equal({ kind: 'navigate', to: '/deposit' });
  });

  it('ROUTE-31: a path back route goes there (history back when that is the previous entry)', () => {
    const h = createMemoryHistory('/deposit?refetch=1');
    h.navigate('/deposit/region');
    expect(backAction(route('/deposit/region'), h)).to.deep.equal({ kind: 'history' });
    const direct = createMemoryHistory('/deposit/region');
    expect(backAction(route('/deposit/region'), direct)).to.deep.equal({ kind: 'navigate', to: '/deposit' });
  });

  it('HOST-26: goBack follows backRoute on the mounted history and posts onClose at a page without one', () => {
    const h = createMemoryHistory('/deposit');
    const off = setActiveHistory(testScope(), h);
    const sent: OutboundMessage[] = [];
    const detach = onHostMessage(testScope(), (m) => sent.push(m));
    try {
      h.navigate('/deposit/region');
      expect(goBack(testScope(), undefined, 'main')).to.deep.equal({ kind: 'history' });
      expect(h.href).to.equal('/deposit');
      expect(sent.length).to.equal(0);
      expect(goBack(testScope(), undefined, 'main')).to.deep.equal({ kind: 'leave' });
      expect(sent.map((m) => m.messageType)).to.deep.equal(['onClose']);
      expect(h.href).to.equal('/deposit');
    } finally {
      detach();
      off();
    }
    expect(goBack(testScope())).to.equal(null);
  });
});
