// On-ramp resume in the engine (flows §4 "On-ramp resume"; ONRAMP-10..12, decision ONRAMP-14): the
// error field, the redirect kinds (helper window, native host, wallet/app link, a refused link) and a failed call.
import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $localRedirect } from '../../../../src/stores/deposit/local-redirect.ts';
import { continueFailed, ONRAMP_DECLINED_PATH, resumeOnrampDeposit } from '../../../../src/stores/deposit/onramp-resume.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { recordHost } from '../../app/render.tsx';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import type { FakeOpener } from '../../flows/helpers/fake-helper.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { useTestDepositEnv } from '../../flows/helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';

const onramp: PaymentMethod = { name: 'onramp_card', cardViewType: 13, text: { en: 'Buy crypto with card' } };
const resume = () => resumeOnrampDeposit(testScope(), { depositId: 9, offerMethod: 'moonpay', method: onramp });

describe('on-ramp resume', () => {
  let api: MockApi;
  let opener: FakeOpener;
  beforeEach(() => {
    api = installMockApi();
    opener = fakeOpener('ready');
    useTestDepositEnv({ openHelper: opener.open });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'US' });
  });
  afterEach(() => {
    uninstallMockApi();
  });

  it('ONRAMP-11: an error field — a non-empty text or any object — means the provider declined', () => {
    expect(continueFailed({ error: 'declined' })).to.equal(true);
    expect(continueFailed({ error: { code: 'x' } })).to.equal(true);
    expect(continueFailed({ error: '  ' })).to.equal(false);
    expect(continueFailed({ source: 'https://p.test' })).to.equal(false);
    expect(continueFailed(null)).to.equal(false);
  });

  it('ONRAMP-10/11: the call sends the deposit and the offer; an error field goes to complete as mistaked with to=onramp', async () => {
    api.expectCall('external-deposit-continue').andRespond({ error: 'declined' });
    expect(await resume()).to.deep.equal({ kind: 'mistaked' });
    expect(api.callsTo('external-deposit-continue')).to.deep.equal([{ depositId: 9, offerMethod: 'moonpay' }]);
    expect($navigationRequest(testScope()).get()?.to).to.equal(ONRAMP_DECLINED_PATH);
    expect(ONRAMP_DECLINED_PATH).to.equal('/deposit/complete?status=mistaked&to=onramp');
    expect(opener.opened.length).to.equal(0);
  });

  it('ONRAMP-12: a POST redirect is posted by the helper window, then the complete page', async () => {
    api.expectCall('external-deposit-continue').andRespond({ source: 'https://p.test/pay', method: 'POST', data: { ref: 'r1', amount: 100 } });
    expect(await resume()).to.deep.equal({ kind: 'done' });
    expect(opener.opened[0]!.redirects).to.deep.equal([{ url: 'https://p.test/pay', method: 'POST', fields: { ref: 'r1', amount: '100' } }]);
    expect($navigationRequest(testScope()).get()?.to).to.equal('/deposit/complete');
  });

  it('ONRAMP-12: an answer without a source goes straight to the complete page', async () => {
    api.expectCall('external-deposit-continue').andRespond({});
    expect(await resume()).to.deep.equal({ kind: 'done' });
    expect(opener.opened.length).to.equal(0);
    expect($navigationRequest(testScope()).get()?.to).to.equal('/deposit/complete');
  });

  it('ONRAMP-12 on native: the host opens a GET page (openExtBrowser); a POST is posted from /form', async () => {
    setNativeBridge(testScope(), 'webkit');
    const host = recordHost();
    api.expectCall('external-deposit-continue').andRespond({ source: 'https://p.test/pay', method: 'GET' });
    expect(await resume()).to.deep.equal({ kind: 'done' });
    expect(host.messages.filter((m) => m.messageType === 'openExtBrowser').map((m) => m.payload)).to.deep.equal([{ url: 'https://p.test/pay' }]);
    expect($navigationRequest(testScope()).get()?.to).to.equal('/deposit/complete');
    api.expectCall('external-deposit-continue').andRespond({ source: 'https://p.test/pay', method: 'POST', data: { ref: 'r1' } });
    expect(await resume()).to.deep.equal({ kind: 'done' });
    expect($localRedirect(testScope()).get()).to.deep.equal({ url: 'https://p.test/pay', method: 'POST', fields: { ref: 'r1' } });
    expect($navigationRequest(testScope()).get()?.to).to.equal('/form');
    host.stop();
    expect(opener.opened.length).to.equal(0);
  });

  it('DOM-36: a source the link guard refuses is not opened; the player reads the payment error and stays', async () => {
    api.expectCall('external-deposit-continue').andRespond({ source: 'javascript:alert(1)', method: 'GET' });
    expect(await resume()).to.deep.equal({ kind: 'failed' });
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'payment.error.generic' });
    expect(opener.opened.length).to.equal(0);
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });

  it('ERR-29: a failed call shows the payment error and the player stays on the offers', async () => {
    api.expectCall('external-deposit-continue').andFail(Object.assign(new Error('boom'), { status: 500 }));
    expect(await resume()).to.deep.equal({ kind: 'failed' });
    expect($snackbar(testScope()).get().open).to.equal(true);
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });
});
