import { expect } from '@open-wc/testing';
import { parseInboundMessage } from '../../../src/element/host/inbound-message.ts';
import { createOriginGuard } from '../../../src/element/host/origin-guard.ts';
import { deliverToHost, MESSAGE_SOURCE } from '../../../src/element/host/outbound.ts';
import { dashedEventName, OUTBOUND_EVENT_PREFIX, OUTBOUND_MESSAGES, INBOUND_MESSAGES } from '../../../src/domain/host-messages.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';

/** A window stand-in that records posts, with optional native channels. */
function fakeWindow(channels: { handler?: boolean; bridge?: boolean } = {}) {
  const posts: Array<{ via: string; message: string; origin?: string }> = [];
  const win: Record<string, unknown> = {
    parent: { postMessage: (message: string, origin: string) => posts.push({ via: 'parent', message, origin }) },
  };
  if (channels.handler)
    win.webkit = { messageHandlers: { paymentCashier: { postMessage: (m: string) => posts.push({ via: 'handler', message: m }) } } };
  if (channels.bridge) win.PaymentCashierBridge = { postMessage: (m: string) => posts.push({ via: 'bridge', message: m }) };
  return { win: win as unknown as Window, posts };
}

describe('host messages', () => {
  it('HOST-30: recognises exactly the six inbound types of the map and ignores anything else, the outbound types included', () => {
    expect(new Set(INBOUND_MESSAGES).size).to.equal(6);
    for (const type of INBOUND_MESSAGES) expect(parseInboundMessage({ type })?.type).to.equal(type);
    for (const type of OUTBOUND_MESSAGES) expect(parseInboundMessage({ type }), type).to.equal(null);
    expect(parseInboundMessage('not json')).to.equal(null);
    expect(parseInboundMessage(42)).to.equal(null);
  });

  it('HOST-08: reads loaded data from {type,payload}, {type,data}, JSON strings and {messageType,…}', () => {
    expect(parseInboundMessage({ type: 'loaded', payload: { token: 't' } })).to.deep.equal({ type: 'loaded', payload: { token: 't' } });
    expect(parseInboundMessage({ type: 'loaded', data: { locale: 'de' } })?.payload).to.deep.equal({ locale: 'de' });
    expect(parseInboundMessage(JSON.stringify({ type: 'loaded', payload: { a: 1 } }))?.payload).to.deep.equal({ a: 1 });
    expect(parseInboundMessage({ messageType: 'loaded', token: 'x' })?.payload).to.deep.equal({ token: 'x' });
  });

  it('HOST-17: a loaded message without payload parses with an undefined payload', () => {
    expect(parseInboundMessage({ type: 'loaded' })).to.deep.equal({ type: 'loaded', payload: undefined });
  });

  it('HOST-29: delivers each of the sixteen outbound message types of the map as its own cashier:<type> event and post', () => {
    expect(new Set(OUTBOUND_MESSAGES).size).to.equal(16);
    const { win, posts } = fakeWindow();
    const el = document.createElement('div');
    const heard: string[] = [];
    for (const type of OUTBOUND_MESSAGES) el.addEventListener(`${OUTBOUND_EVENT_PREFIX}${type}`, (e) => heard.push((e as CustomEvent).detail.messageType));
    for (const type of OUTBOUND_MESSAGES) deliverToHost(el, { messageType: type, payload: {} } as OutboundMessage, win, 'https://h.example');
    expect(heard).to.deep.equal([...OUTBOUND_MESSAGES]);
    expect(posts.map((p) => JSON.parse(p.message).messageType)).to.deep.equal([...OUTBOUND_MESSAGES]);
  });

  it('accepts posts only from the configured host origin and drops the rest silently', () => {
    const seen: unknown[] = [];
    const guard = createOriginGuard(() => 'https://host.example', (data) => seen.push(data));
    guard(new MessageEvent('message', { data: 'a', origin: 'https://host.example' }));
    guard(new MessageEvent('message', { data: 'b', origin: 'https://evil.example' }));
    guard(new MessageEvent('message', { data: 'c', origin: 'https://host.example.evil.example' }));
    guard(new MessageEvent('message', { data: 'd', origin: 'null' }));
    expect(seen).to.deep.equal(['a']);
    const open = createOriginGuard(() => '*', (data) => seen.push(data));
    open(new MessageEvent('message', { data: 'e', origin: 'https://host.example' }));
    const none = createOriginGuard(() => undefined, (data) => seen.push(data));
    none(new MessageEvent('message', { data: 'f', origin: 'https://host.example' }));
    expect(seen).to.deep.equal(['a']);
  });

  it('HOST-27: posts JSON {messageType, version} to the parent with the explicit origin, never "*"', () => {
    const { win, posts } = fakeWindow();
    const el = document.createElement('div');
    const channel = deliverToHost(el, { messageType: 'onInit', payload: { page: 'deposit' } }, win, 'https://host.example');
    expect(channel).to.equal('parent');
    expect(posts).to.have.length(1);
    expect(posts[0]!.origin).to.equal('https://host.example');
    expect(JSON.parse(posts[0]!.message)).to.deep.equal({ page: 'deposit', messageType: 'onInit', version: 'v1.0.486', source: MESSAGE_SOURCE });
    expect(deliverToHost(el, { messageType: 'onClose', payload: {} }, win, '*')).to.equal('none');
    expect(deliverToHost(el, { messageType: 'onClose', payload: {} }, win, undefined)).to.equal('none');
    expect(posts).to.have.length(1);
  });

  it('HOST-28: prefers the native message handler, then the native bridge, then the parent window', () => {
    const el = document.createElement('div');
    const both = fakeWindow({ handler: true, bridge: true });
    expect(deliverToHost(el, { messageType: 'Loaded', payload: {} }, both.win, 'https://h.example')).to.equal('native-handler');
    expect(both.posts.map((p) => p.via)).to.deep.equal(['handler']);
    const bridge = fakeWindow({ bridge: true });
    expect(deliverToHost(el, { messageType: 'Loaded', payload: {} }, bridge.win, 'https://h.example')).to.equal('native-bridge');
    expect(bridge.posts.map((p) => p.via)).to.deep.equal(['bridge']);
    expect(JSON.parse(bridge.posts[0]!.message).messageType).to.equal('Loaded');
  });

  it('dispatches every outbound message as a bubbling, composed cashier:<type> CustomEvent with the same payload', () => {
    const { win } = fakeWindow();
    const el = document.createElement('div');
    const events: CustomEvent[] = [];
    el.addEventListener('cashier:onTokenExpired', (e) => events.push(e as CustomEvent));
    deliverToHost(el, { messageType: 'onTokenExpired', payload: { call: 'deposit-create' } }, win, 'https://h.example');
    expect(events).to.have.length(1);
    expect(events[0]!.bubbles).to.equal(true);
    expect(events[0]!.composed).to.equal(true);
    expect(events[0]!.detail).to.deep.equal({ call: 'deposit-create', messageType: 'onTokenExpired', version: 'v1.0.486', source: MESSAGE_SOURCE });
  });

  it('EVT-01: every outbound message is also dispatched under its colon-free name, with the same detail, right after the cashier:<type> event', () => {
    expect(OUTBOUND_MESSAGES.map(dashedEventName)).to.deep.equal([
      'cashier-loaded',
      'cashier-init',
      'cashier-close',
      'cashier-share',
      'cashier-changed-payment-methods-currency',
      'cashier-token-expired',
      'cashier-create-transaction',
      'cashier-external-redirect-event',
      'cashier-open-ext-browser',
      'cashier-error',
      'cashier-display-error',
      'cashier-metric',
      'cashier-request',
      'cashier-request-retry',
      'cashier-invalid-p2p-response',
      'cashier-init-error',
    ]);
    const { win } = fakeWindow();
    const el = document.createElement('div');
    const seen: Array<[string, unknown, boolean]> = [];
    for (const name of ['cashier:onClose', 'cashier-close']) el.addEventListener(name, (e) => seen.push([e.type, (e as CustomEvent).detail, e.composed]));
    deliverToHost(el, { messageType: 'onClose', payload: { reason: 'back' } }, win, 'https://h.example');
    const detail = { reason: 'back', messageType: 'onClose', version: 'v1.0.486', source: MESSAGE_SOURCE };
    expect(seen).to.deep.equal([['cashier:onClose', detail, true], ['cashier-close', detail, true]]);
  });
});
