import { expect } from '@open-wc/testing';
import { realClock } from '../../../src/stores/clock.ts';
import { $snackbar, closeSnackbar, setSnackbarClock, showSnackbar } from '../../../src/stores/snackbar.ts';
import { createFakeClock } from './fake-clock.ts';
import type { FakeClock } from './fake-clock.ts';
import { testScope } from '../scope.ts';

describe('stores/snackbar', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = createFakeClock();
    setSnackbarClock(testScope(), clock);
  });
  after(() => setSnackbarClock(testScope(), realClock));

  it('ERR-06: opens titled error.snackbar.title with the message', () => {
    showSnackbar(testScope(), { message: { text: 'Card declined' } });
    const s = $snackbar(testScope()).get();
    expect(s.open).to.equal(true);
    expect(s.open && s.title).to.equal('error.snackbar.title');
    expect(s.open && s.message).to.deep.equal({ text: 'Card declined' });
  });

  it('ERR-07: closes itself after exactly 5000 ms', () => {
    showSnackbar(testScope(), { message: { text: 'x' } });
    clock.tick(4999);
    expect($snackbar(testScope()).get().open).to.equal(true);
    clock.tick(1);
    expect($snackbar(testScope()).get().open).to.equal(false);
  });

  it('ERR-07: a new message restarts the 5000 ms timer', () => {
    showSnackbar(testScope(), { message: { text: 'first' } });
    clock.tick(3000);
    showSnackbar(testScope(), { message: { text: 'second' } });
    clock.tick(4000);
    const s = $snackbar(testScope()).get();
    expect(s.open && s.message).to.deep.equal({ text: 'second' });
    clock.tick(1000);
    expect($snackbar(testScope()).get().open).to.equal(false);
    expect(clock.pending()).to.equal(0);
  });

  it('ERR-06: manual close stops the timer; a stale id does not close a newer message', () => {
    showSnackbar(testScope(), { message: { text: 'a' }, titleKey: 'custom.title' });
    const first = $snackbar(testScope()).get();
    expect(first.open && first.title).to.equal('custom.title');
    showSnackbar(testScope(), { message: { text: 'b' } });
    closeSnackbar(testScope(), first.open ? first.id : -1);
    expect($snackbar(testScope()).get().open).to.equal(true);
    closeSnackbar(testScope());
    expect($snackbar(testScope()).get().open).to.equal(false);
    expect(clock.pending()).to.equal(0);
  });
});
