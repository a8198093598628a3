// issue #9 deliverable 5, decision HOST-16: no token, no hang. A web embed that never gets a token
// or a `loaded` handshake warns once (debug only) and, at 30 s, reports onInitError and shows /error.
import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/element/index.ts';
import { handshakeMissing, setHandshakeClock } from '../../../src/element/host/handshake-timeout.ts';
import { startHostConnection } from '../../../src/element/host/host-connection.ts';
import { HANDSHAKE_TIMEOUT_MS, HANDSHAKE_WARN_MS } from '../../../src/domain/constants.ts';
import { realClock } from '../../../src/stores/clock.ts';
import { $handshake } from '../../../src/stores/config.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { createFakeClock } from '../stores/fake-clock.ts';
import type { FakeClock } from '../stores/fake-clock.ts';
import { clearPage, create, type CashierEl, useOutsideAct } from './element-env.ts';
import { createScope } from '../../../src/stores/scope.ts';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
const MESSAGE = 'No token or loaded handshake received within 30 s: set the token property or post a loaded message';


describe('<payment-cashier> handshake time-out', () => {
  let clock: FakeClock;
  let sent: OutboundMessage[];
  let stopRecording: Array<() => void>;
  /** An element whose host messages the test records. */
  const make = (attrs?: Record<string, string>): CashierEl => {
    const el = create(attrs);
    stopRecording.push(onHostMessage(scopeOf(el), (m) => sent.push(m)));
    return el;
  };
  let warnings: unknown[][];
  const originalWarn = console.warn;

  useOutsideAct();
  beforeEach(() => {
    clock = createFakeClock();
    setHandshakeClock(clock);
    sent = [];
    stopRecording = [];
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = originalWarn;
    stopRecording.forEach((stop) => stop());
    clearPage();
    setHandshakeClock(realClock);
  });

  const types = () => sent.map((m) => m.messageType);

  it('RETRY-11: waits as long as the request timeout of shell §9 (30 s), and names what is missing', () => {
    expect(HANDSHAKE_TIMEOUT_MS).to.equal(30_000);
    expect(handshakeMissing(HANDSHAKE_TIMEOUT_MS)).to.equal(MESSAGE);
  });

  it('HOST-16, HOST-24: without a token or loaded within 30 s, reports onInitError with the technical text and shows the error page with a player message (English, bundled)', async () => {
    const el = make();
    document.body.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('[role="progressbar"]'), 'the booting spinner');
    clock.tick(HANDSHAKE_TIMEOUT_MS - 1);
    expect(types()).not.to.include('onInitError');
    clock.tick(1);
    expect(sent.find((m) => m.messageType === 'onInitError')?.payload).to.deep.equal({ message: MESSAGE });
    expect($handshake(scopeOf(el)).get()).to.equal('failed');
    await waitUntil(() => el.shadowRoot?.querySelector('.cashier')?.getAttribute('data-route') === 'error', 'error page', { timeout: 3000 });
    // Decision ERR-PLAYER: the player reads the translated start failure; the technical text is the host's.
    await waitUntil(() => el.shadowRoot?.querySelector('.cashier-status__detail')?.textContent === 'The cashier could not start. Close it and open it again', 'the player message on the error page', { timeout: 3000 });
    expect(el.shadowRoot!.textContent).not.to.contain(MESSAGE);
    expect(types()).not.to.include('onInit');
    expect(clock.pending()).to.equal(0);
  });

  it('HOST-16: outside debug mode it logs nothing while it waits', () => {
    document.body.append(make());
    clock.tick(HANDSHAKE_TIMEOUT_MS);
    expect(warnings).to.deep.equal([]);
  });

  it('HOST-16, ENT-10: in debug mode it logs exactly one warning after 5 s, naming what is missing', () => {
    document.body.append(make({ debug: '' }));
    clock.tick(HANDSHAKE_WARN_MS - 1);
    expect(warnings.length).to.equal(0);
    clock.tick(1);
    expect(warnings.length).to.equal(1);
    expect(String(warnings[0]![0])).to.equal(`[payment-cashier] ${handshakeMissing(HANDSHAKE_WARN_MS)}`);
    expect(String(warnings[0]![0])).to.contain('No token or loaded handshake received within 5 s');
    clock.tick(HANDSHAKE_TIMEOUT_MS);
    expect(warnings.length).to.equal(1);
  });

  it('HOST-16: a token arriving in time clears both timers', () => {
    const el = make({ debug: '' });
    document.body.append(el);
    clock.tick(10_000);
    el.token = 'late';
    expect($handshake(scopeOf(el)).get()).to.equal('ready');
    expect(clock.pending()).to.equal(0);
    clock.tick(HANDSHAKE_TIMEOUT_MS);
    expect(types()).not.to.include('onInitError');
  });

  it('HOST-08, HOST-16: a loaded message arriving in time clears the timers', () => {
    const el = make();
    document.body.append(el);
    clock.tick(29_000);
    el.dispatchEvent(new CustomEvent('host:loaded', { detail: { token: 't' } }));
    expect(clock.pending()).to.equal(0);
  });

  it('HOST-16: removing the element clears the timers', () => {
    const el = make();
    document.body.append(el);
    expect(clock.pending()).to.equal(2);
    el.remove();
    expect(clock.pending()).to.equal(0);
    clock.tick(HANDSHAKE_TIMEOUT_MS);
    expect(types()).not.to.include('onInitError');
  });

  it('HOST-18: a native web view keeps its own 5 s user wait and starts no second timer', async () => {
    (window as unknown as Record<string, unknown>).paymentCashierUser = { token: 'n' };
    const el = make({ 'is-mobile-app': '' });
    document.body.append(el);
    expect(clock.pending()).to.equal(0);
    await waitUntil(() => $handshake(scopeOf(el)).get() === 'ready', 'native handshake', { timeout: 1000 });
  });

  it('CREATE-10: where no host will answer (the helper window) no time-out starts', () => {
    const stop = startHostConnection(createScope(), { element: document.createElement('div'), win: window, onBack() {}, awaitsHost: false });
    expect(clock.pending()).to.equal(0);
    stop();
  });
});
