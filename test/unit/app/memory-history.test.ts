import { expect } from '@open-wc/testing';
import { createMemoryHistory } from '../../../src/app/memory-history.ts';

describe('memory history', () => {
  it('ROUTE-23: push, replace and back keep a real stack with per-entry state', () => {
    const h = createMemoryHistory('/deposit');
    h.navigate('/deposit/region');
    h.navigate('/error?backRoute=%2Fdeposit', { state: { message: 'boom' } });
    expect(h.pathname).to.equal('/error');
    expect(h.search).to.equal('backRoute=%2Fdeposit');
    expect(h.state).to.deep.equal({ message: 'boom' });
    expect(h.length).to.equal(3);
    h.navigate('/empty', { replace: true });
    expect(h.length).to.equal(3);
    expect(h.state).to.equal(null);
    expect(h.peekBack()).to.equal('/deposit/region');
    expect(h.back()).to.equal(true);
    expect(h.href).to.equal('/deposit/region');
    expect(h.back()).to.equal(true);
    expect(h.back()).to.equal(false);
    expect(h.href).to.equal('/deposit');
  });

  it('ROUTE-23: a push after going back drops the forward entries', () => {
    const h = createMemoryHistory('/a');
    h.navigate('/b');
    h.navigate('/c');
    h.back();
    h.navigate('/d');
    expect(h.length).to.equal(3);
    h.back();
    expect(h.href).to.equal('/b');
  });

  it('ROUTE-25: the guard runs before every commit, on push, back and install', () => {
    const h = createMemoryHistory('/old');
    const seen: string[] = [];
    h.setGuard((path, info) => {
      seen.push(`${info.kind}:${path}`);
      return { path: path === '/old' || path === '/blocked' ? '/safe' : path };
    });
    expect(h.href).to.equal('/safe');
    h.navigate('/blocked', { state: { keep: true } });
    expect(h.href).to.equal('/safe');
    // A redirected navigation drops the state meant for the original target.
    expect(h.state).to.equal(null);
    h.navigate('/x');
    h.back();
    expect(seen).to.deep.equal(['initial:/old', 'push:/blocked', 'push:/x', 'back:/safe']);
    h.recheck();
    expect(seen[seen.length - 1]).to.equal('check:/safe');
  });

  it('ROUTE-22: listeners are told about every change and can unsubscribe', () => {
    const h = createMemoryHistory();
    let calls = 0;
    const off = h.subscribe(() => calls++);
    h.navigate('/a');
    h.back();
    off();
    h.navigate('/b');
    expect(calls).to.equal(2);
  });
});
