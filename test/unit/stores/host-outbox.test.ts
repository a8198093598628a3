// The one typed host-message map (issue #22, deliverable 5): `notifyHost` takes for each message
// only the payload of its map entry, and a TypeScript host gets each `cashier:<type>` event's
// `detail` typed from the same map (types/payment-cashier.d.ts). The `@ts-expect-error` lines are
// the check: `npm run typecheck` fails if any of them compiles.
import { expect } from '@open-wc/testing';
import { notifyHost, onHostMessage, type OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { createScope } from '../../../src/stores/scope.ts';
import type { CashierHostMessage, CashierMessage, PaymentCashierHostEventMap } from '../../../types/payment-cashier.d.ts';
import { testScope } from '../scope.ts';

describe('host outbox', () => {
  it('HOST-27: hands each message, payload unchanged, to the channels of its own cashier only', () => {
    const other = createScope();
    const mine: OutboundMessage[] = [];
    const theirs: OutboundMessage[] = [];
    onHostMessage(testScope(), (m) => mine.push(m));
    onHostMessage(other, (m) => theirs.push(m));
    notifyHost(testScope(), 'onInit', { page: 'deposit' });
    notifyHost(other, 'onClose', {});
    expect(mine).to.deep.equal([{ messageType: 'onInit', payload: { page: 'deposit' } }]);
    expect(theirs).to.deep.equal([{ messageType: 'onClose', payload: {} }]);
    other.dispose();
  });

  it('HOST-29: a payload that is not its message\'s map entry does not compile', () => {
    const sent: string[] = [];
    onHostMessage(testScope(), (m) => sent.push(m.messageType));
    notifyHost(testScope(), 'onRequest', { call: 'methods-payment-v5', transport: 'socket' });
    notifyHost(testScope(), 'Metric', { name: 'deposit.create', value: 'ok', paymentMethod: 'card' });
    // @ts-expect-error onInit names its page
    notifyHost(testScope(), 'onInit', {});
    // @ts-expect-error the widget has no such page
    notifyHost(testScope(), 'onInit', { page: 'casino' });
    // @ts-expect-error Loaded has no fields of its own (the version is the envelope's)
    notifyHost(testScope(), 'Loaded', { version: 'v1' });
    // @ts-expect-error a transport is socket or http
    notifyHost(testScope(), 'onRequest', { call: 'methods-payment-v5', transport: 'ftp' });
    // @ts-expect-error deposit.create's value is ok or fail, not a delay
    notifyHost(testScope(), 'Metric', { name: 'deposit.create', value: 12, paymentMethod: 'card' });
    // @ts-expect-error not a message of the map
    notifyHost(testScope(), 'onTeleport', {});
    expect(sent).to.have.length(8); // typing stops nothing at run time; the compiler is the guard
  });

  it('HOST-29: types each cashier:<type> event\'s detail for a TypeScript host', () => {
    const el = document.createElement('payment-cashier');
    const calls: string[] = [];
    el.addEventListener('cashier:onRequest', (e) => calls.push(`${e.detail.call} over ${e.detail.transport}`));
    el.addEventListener('cashier:onDisplayError', (e) => {
      const shown: string = e.detail.kind === 'field' ? e.detail.fields.join() : e.detail.message;
      // @ts-expect-error a field error carries the fields, not a message
      if (e.detail.kind === 'field') calls.push(e.detail.message);
      calls.push(shown);
    });
    el.addEventListener('cashier:onInit', (e) => {
      // @ts-expect-error onInit carries its page, no call
      calls.push(e.detail.call);
    });
    const detail: CashierMessage<'onRequest'> = {
      call: 'methods-payment-v5',
      transport: 'socket',
      messageType: 'onRequest',
      version: 'v1.0.486',
      source: 'payment-cashier',
    };
    const anyMessage: CashierHostMessage = detail; // a listener for all messages still takes each one
    el.dispatchEvent(new CustomEvent('cashier:onRequest', { detail: anyMessage }));
    expect(calls).to.deep.equal(['methods-payment-v5 over socket']);
    const onClose = (e: CustomEvent<CashierMessage<'onClose'>>) => calls.push(e.detail.reason ?? 'closed');
    el.addEventListener('cashier:onClose', onClose);
    el.removeEventListener('cashier:onClose', onClose); // a typed listener goes back without a cast
    el.dispatchEvent(new CustomEvent('cashier:onClose', { detail: {} }));
    expect(calls).to.have.length(1);
  });

  it('HOST-21: types the detail of each host:<type> event a TypeScript host dispatches', () => {
    type Fetched = PaymentCashierHostEventMap['host:bonus-list-fetched'];
    const fetched: Fetched = new CustomEvent('host:bonus-list-fetched', { detail: { success: true, bonusList: [] } });
    // @ts-expect-error bonus-list-fetched says whether the fetch succeeded
    const unsure: Fetched = new CustomEvent('host:bonus-list-fetched', { detail: { bonusList: [] } });
    expect([fetched.detail.success, unsure.type]).to.deep.equal([true, 'host:bonus-list-fetched']);
  });
});
