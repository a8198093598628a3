// The peer-to-peer invoice's model with the strict request mock (flows §4 "Peer-to-peer" steps 5–9;
// P2P-04, P2P-16..35): WebCrypto decryption and its failure, polling, expiry, Cancel, pushes and
// "I paid" through the one door (decision DOOR-02).
import { expect } from '@open-wc/testing';
import { resetP2p } from '../../../../src/flows/p2p/model.ts';
import { $invoice } from '../../../../src/flows/p2p/invoice-state.ts';
import { markPaid, openInvoice, paidBlocked, typeConfirmationId } from '../../../../src/flows/p2p/invoice.ts';
import { watchInvoice } from '../../../../src/flows/p2p/invoice-watch.ts';
import { cancelInvoice, expireInvoice } from '../../../../src/flows/p2p/invoice-cancel.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { CARD, invoiceAnswer, useP2pModelSuite } from '../helpers/p2p-fixtures.ts';
import { flush } from '../../flush.ts';
import { testScope } from '../../scope.ts';

describe('p2p invoice model', () => {
  const suite = useP2pModelSuite();
  let api: MockApi;
  let messages: OutboundMessage[];
  beforeEach(() => {
    ({ api, messages } = suite);
  });

  it('P2P-02/P2P-04/P2P-25: the AES-GCM card (number, bank_name, fullName) is decrypted with WebCrypto', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    expect($invoice(testScope()).get()?.card.state).to.equal('pending');
    await flush(10);
    const card = $invoice(testScope()).get()?.card;
    expect(card?.state === 'ready' ? card.card : null).to.deep.equal(CARD);
  });

  it("ERR-27, P2P-04: a card that fails to decrypt is shown as failed and reported as 'Error while decrypting data', without the data", async () => {
    const answer = await invoiceAnswer();
    openInvoice(testScope(), 'uzcard', { ...answer, card: { ...(answer.card as object), tag: btoa('x'.repeat(16)) } as never });
    await flush(10);
    expect($invoice(testScope()).get()?.card.state).to.equal('failed');
    const error = messages.find((m) => m.messageType === 'Error');
    expect(error?.payload).to.deep.equal({ message: 'Error while decrypting data', paymentMethod: 'uzcard' });
  });

  it('P2P-18/P2P-19: deposit-status every 5000 ms with one request in flight; CANCELED completes automatically (as declined)', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    const slow = api.expectCall('deposit-status').andHang();
    api.expectCall('deposit-status').andRespond({ status: 'CANCELED' });
    const stop = watchInvoice(testScope(), api, clock);
    clock.tick(4_999);
    expect(api.callsTo('deposit-status')).to.have.length(0);
    clock.tick(1);
    expect(api.callsTo('deposit-status')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    clock.tick(20_000);
    expect(api.callsTo('deposit-status'), 'nothing more while one is in flight').to.have.length(1);
    slow.release({ status: 'PENDING' });
    await flush();
    clock.tick(5_000);
    await flush();
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete', replace: true });
    expect(clock.pending()).to.equal(0);
    stop();
  });

  it('P2P-20: at expiry deposit-cancel is sent and polling stops', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    api.expectCall('deposit-cancel').andRespond({});
    expireInvoice(testScope(), api);
    await flush();
    expect(api.callsTo('deposit-cancel')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($invoice(testScope()).get()?.expired).to.equal(true);
    expect(clock.pending()).to.equal(0);
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
  });

  it('issue #21: Cancel sends deposit-cancel, stops polling, then the invoice is cancelled and cannot be paid', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    api.expectCall('deposit-cancel').andRespond({});
    const done = cancelInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.cancel).to.equal('sending');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    await done;
    expect(api.callsTo('deposit-cancel')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($invoice(testScope()).get()?.cancel).to.equal('done');
    expect(clock.pending()).to.equal(0);
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    // The countdown's end after a cancel sends no second cancel (the strict mock fails a stray call).
    expireInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.expired).to.equal(false);
  });

  it('issue #21: a refused Cancel keeps the invoice payable and says so', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    api.expectCall('deposit-cancel').andFail(new Error('refused'));
    await cancelInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.cancel).to.equal('failed');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(false);
    resetP2p(testScope()); // the restarted polling stops
  });

  it('deposit.status pushes for this deposit end the wait early; other deposits do not', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    applyDepositStatusPush(testScope(), { depositId: 999, status: 1 });
    expect($navigationRequest(testScope()).get()).to.equal(null);
    applyDepositStatusPush(testScope(), { depositId: 501, status: 1 });
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete' });
    expect(clock.pending()).to.equal(0);
  });

  it('P2P-16/P2P-17/P2P-21: I paid sends deposit-complete and goes to complete, even when the call fails', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    api.expectCall('deposit-complete').andFail(new Error('boom'));
    await markPaid(testScope(), api);
    expect(api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete' });
  });

  it('P2P-21/P2P-35: with a confirmation id method, paid is blocked until 8–10 digits, then sends confirmationId', async () => {
    openInvoice(testScope(), 'nagad_p2p', await invoiceAnswer());
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    await markPaid(testScope(), api);
    expect(api.calls).to.have.length(0);
    typeConfirmationId(testScope(), '1234567');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    typeConfirmationId(testScope(), '12345678');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(false);
    api.expectCall('deposit-complete').andRespond({});
    await markPaid(testScope(), api);
    expect(api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 501, paymentMethod: 'nagad_p2p', confirmationId: '12345678' }]);
  });

  it('INPUT-03: a confirmation id in Bengali digits is read whole; mixed digits or an emoji stay as typed and keep paid blocked', async () => {
    openInvoice(testScope(), 'bkash_p2p', await invoiceAnswer());
    typeConfirmationId(testScope(), '১২৩৪৫৬৭৮');
    expect($invoice(testScope()).get()!.confirmationId).to.equal('12345678');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(false);
    for (const typed of ['1234৫৬৭৮', '12345678😀']) {
      typeConfirmationId(testScope(), typed);
      expect($invoice(testScope()).get()!.confirmationId, typed).to.equal(typed);
      expect(paidBlocked($invoice(testScope()).get()!), typed).to.equal(true);
    }
  });
});
