import { expect } from '@open-wc/testing';
import { openHelperAfterPaint } from '../../../../src/stores/deposit/helper-after-paint.ts';
import type { PaintWait } from '../../../../src/stores/deposit/helper-after-paint.ts';
import type { HelperWindow } from '../../../../src/stores/deposit/helper-window.ts';

const url = 'https://cdn.test/w/iframe.html?route=%2Fform';

/** A paint wait whose frame the test draws. */
function fakePaint(timeBased = true) {
  const waiting: Array<() => void> = [];
  const paint: PaintWait = { activationOutlivesClick: () => timeBased, afterPaint: (callback) => waiting.push(callback) };
  return { paint, draw: () => waiting.splice(0).forEach((callback) => callback()), waiting };
}

function fakeWindow(ready: boolean) {
  const log: string[] = [];
  const win: HelperWindow = {
    ready: Promise.resolve(ready),
    redirect: (request) => log.push(`redirect ${JSON.stringify(request)}`),
    slider: async () => ({ source: 'payment-cashier-form', type: 'geetestResult', error: 'closed' }),
    close: () => log.push('close'),
  };
  return { win, log };
}

describe('TAP-16: the helper window opens after the press is painted', () => {
  it('TAP-16: opens in the click itself where activation ends with the click', () => {
    const { paint } = fakePaint(false);
    const { win } = fakeWindow(true);
    const opened: string[] = [];
    expect(openHelperAfterPaint((u) => (opened.push(u), win), url, paint)).to.equal(win);
    expect(opened).to.deep.equal([url]);
  });

  it('TAP-16: opens once, only after the next paint, and is ready when its page is', async () => {
    const { paint, draw } = fakePaint();
    const { win, log } = fakeWindow(true);
    const opened: string[] = [];
    const helper = openHelperAfterPaint((u) => (opened.push(u), win), url, paint);
    expect(opened, 'nothing opens inside the click').to.deep.equal([]);
    draw();
    expect(opened).to.deep.equal([url]);
    expect(await helper!.ready).to.equal(true);
    helper!.redirect({ method: 'GET', url: 'https://psp.test/pay' } as never);
    expect(log).to.deep.equal(['redirect {"method":"GET","url":"https://psp.test/pay"}']);
  });

  it('TAP-16: a window the browser blocks is a helper that never gets ready (the blocked-window path, CREATE-10)', async () => {
    const { paint, draw } = fakePaint();
    const helper = openHelperAfterPaint(() => null, url, paint);
    draw();
    expect(await helper!.ready).to.equal(false);
    expect(helper!.silent).to.equal(undefined);
  });

  it('TAP-16: a press that ends before the paint opens no window', async () => {
    const { paint, draw } = fakePaint();
    const opened: string[] = [];
    const helper = openHelperAfterPaint((u) => (opened.push(u), fakeWindow(true).win), url, paint);
    helper!.close();
    draw();
    expect(opened).to.deep.equal([]);
    expect(await helper!.ready).to.equal(false);
  });
});
