import { expect, waitUntil } from '@open-wc/testing';
import { configureApi } from '../../../../src/stores/api.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import {
  $depositCreation,
  beginDepositCreation,
  closeWidget,
  endDepositCreation,
  installUnloadGuard,
} from '../../../../src/stores/deposit/creation-guard.ts';
import type { CloseModalPayload } from '../../../../src/stores/deposit/creation-guard.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { testScope } from '../../scope.ts';

const info = { paymentMethod: 'visa_card', paymentMethodText: 'Visa' };

describe('stores/deposit/creation-guard', () => {
  let sent: CloseModalPayload[];
  let target: EventTarget;
  let uninstall: () => void;

  beforeEach(() => {
    endDepositCreation(testScope());
    sent = [];
    target = new EventTarget();
    uninstall = installUnloadGuard(testScope(), target as unknown as Window, { send: (p) => sent.push(p) });
  });
  afterEach(() => uninstall());

  it('CREATE-28: pagehide during a creation posts session-form-on-close-modal once', () => {
    applyHandshake(testScope(), { userId: 'u-1' });
    beginDepositCreation(testScope(), info);
    target.dispatchEvent(new Event('pagehide'));
    target.dispatchEvent(new Event('pagehide'));
    closeWidget(testScope());
    expect(sent).to.deep.equal([{ paymentMethod: 'visa_card', paymentMethodText: 'Visa', userId: 'u-1' }]);
    expect($depositCreation(testScope()).get().status).to.equal('reported');
  });

  it('CREATE-28: nothing is posted when no creation is in flight', () => {
    target.dispatchEvent(new Event('pagehide'));
    closeWidget(testScope());
    beginDepositCreation(testScope(), info);
    endDepositCreation(testScope());
    target.dispatchEvent(new Event('pagehide'));
    expect(sent.length).to.equal(0);
  });

  it('CREATE-28: the host close also reports, with the user id from the user record', () => {
    setUser(testScope(), { id_user: 501 });
    beginDepositCreation(testScope(), info);
    closeWidget(testScope());
    target.dispatchEvent(new Event('pagehide'));
    expect(sent).to.deep.equal([{ ...info, userId: 501 }]);
  });

  it('CREATE-28: a new creation after the report can be reported again', () => {
    beginDepositCreation(testScope(), info);
    closeWidget(testScope());
    endDepositCreation(testScope());
    beginDepositCreation(testScope(), { paymentMethod: 'pix', paymentMethodText: 'PIX' });
    target.dispatchEvent(new Event('pagehide'));
    expect(sent.map((p) => p.paymentMethod)).to.deep.equal(['visa_card', 'pix']);
  });

  it('CREATE-28: after uninstall, pagehide no longer reports', () => {
    uninstall();
    beginDepositCreation(testScope(), info);
    target.dispatchEvent(new Event('pagehide'));
    expect(sent.length).to.equal(0);
  });

  it('CREATE-28: by default the report is an HTTP POST with keepalive', async () => {
    uninstall();
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    configureApi(testScope(), {
      fetch: (input, init) => {
        requests.push({ url: String(input), init });
        return Promise.resolve(new Response('{}', { status: 200 }));
      },
    });
    uninstall = installUnloadGuard(testScope(), target as unknown as Window);
    applyHandshake(testScope(), { userId: '9', apiBase: 'https://bank.example' });
    beginDepositCreation(testScope(), info);
    target.dispatchEvent(new Event('pagehide'));
    configureApi(testScope(), {});
    // The HTTP transport is a lazy chunk: the first keepalive may wait for it.
    await waitUntil(() => requests.length === 1, 'the keepalive report is sent');
    expect(requests[0]?.url.includes('session-form-on-close-modal')).to.equal(true);
    expect(requests[0]?.init?.keepalive).to.equal(true);
    expect(JSON.parse(String(requests[0]?.init?.body))).to.deep.include({ ...info, userId: '9' });
  });
});
