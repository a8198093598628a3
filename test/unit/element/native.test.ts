import { expect } from '@open-wc/testing';
import { probeNativeChannel, waitForNativeUser, NATIVE_USER_PROPERTY } from '../../../src/element/host/native.ts';

/** A manual clock: sleep() advances time instantly and records each pause. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return { sleeps, now: () => now, sleep: async (ms: number) => { sleeps.push(ms); now += ms; } };
}

describe('native web view', () => {
  it('HOST-07: finds the iOS message handler first, then the Android bridge', () => {
    expect(probeNativeChannel({} as Window)).to.equal(null);
    expect(probeNativeChannel({ PaymentCashierBridge: { postMessage() {} } } as unknown as Window)).to.equal('android');
    expect(probeNativeChannel({ webkit: { messageHandlers: { paymentCashier: { postMessage() {} } } } } as unknown as Window)).to.equal('webkit');
    expect(probeNativeChannel({ PaymentCashierBridge: {} } as unknown as Window)).to.equal(null);
  });

  it('HOST-18: polls every 10 ms for the user data and resolves when the app injects it', async () => {
    const clock = fakeClock();
    const win: Record<string, unknown> = {};
    const sleep = clock.sleep;
    clock.sleep = async (ms) => {
      await sleep(ms);
      if (clock.now() === 120) win[NATIVE_USER_PROPERTY] = JSON.stringify({ token: 't', id_user: 7 });
    };
    const user = await waitForNativeUser(win as unknown as Window, clock);
    expect(user).to.deep.equal({ token: 't', id_user: 7 });
    expect(clock.sleeps.length).to.equal(12);
    expect(new Set(clock.sleeps)).to.deep.equal(new Set([10]));
  });

  it('HOST-19: after 5 s without user data it fails with the property-not-found message', async () => {
    const clock = fakeClock();
    let error: Error | undefined;
    await waitForNativeUser({} as Window, clock).catch((e: Error) => (error = e));
    expect(error?.message).to.equal(`Property ${NATIVE_USER_PROPERTY} not found`);
    expect(clock.now()).to.equal(5000);
    expect(clock.sleeps.length).to.equal(500);
  });
});
