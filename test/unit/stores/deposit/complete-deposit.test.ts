// The one "I have paid" door (issue #22, decision DOOR-02): one deposit-complete per press, the
// payload as the page gives it, and a failure handed back to the page (never thrown).
import { expect } from '@open-wc/testing';
import type { ApiCaller } from '../../../../src/stores/api.ts';
import { completeDeposit } from '../../../../src/stores/deposit/complete-deposit.ts';
import { testScope } from '../../scope.ts';

/** A caller that records each call and answers when the test says so. */
function heldCaller(): { caller: ApiCaller; calls: unknown[][]; answer(): void; fail(error: Error): void } {
  const calls: unknown[][] = [];
  let settle: { ok(): void; no(e: Error): void } | undefined;
  const caller = {
    call: (name: string, payload: unknown) => {
      calls.push([name, payload]);
      return new Promise((ok, no) => {
        settle = { ok: () => ok({}), no };
      });
    },
  } as unknown as ApiCaller;
  return { caller, calls, answer: () => settle?.ok(), fail: (e) => settle?.no(e) };
}

describe('stores/deposit/complete-deposit', () => {
  it('P2P-16, decision DOOR-02: a second press while deposit-complete is in flight sends nothing (busy)', async () => {
    const held = heldCaller();
    const first = completeDeposit(testScope(), { depositId: 5, paymentMethod: 'p2p_card' }, held.caller);
    expect(await completeDeposit(testScope(), { depositId: 5, paymentMethod: 'p2p_card' }, held.caller)).to.deep.equal({ kind: 'busy' });
    held.answer();
    expect(await first).to.deep.equal({ kind: 'done' });
    expect(held.calls).to.deep.equal([['deposit-complete', { depositId: 5, paymentMethod: 'p2p_card' }]]);
    // The press is over: the next one is sent.
    const again = completeDeposit(testScope(), { depositId: 5, paymentMethod: 'p2p_card' }, held.caller);
    held.answer();
    expect(await again).to.deep.equal({ kind: 'done' });
    expect(held.calls).to.have.length(2);
  });

  it('P2P-17, decision UNI-11: a failed deposit-complete is handed back to the page, and the door opens again', async () => {
    const held = heldCaller();
    const press = completeDeposit(testScope(), { depositId: 'd1', paymentMethod: 'imps', fields: { utr: '1' }, confirmationId: 'X1' }, held.caller);
    const error = new Error('down');
    held.fail(error);
    expect(await press).to.deep.equal({ kind: 'failed', error });
    expect(held.calls[0]).to.deep.equal(['deposit-complete', { depositId: 'd1', paymentMethod: 'imps', fields: { utr: '1' }, confirmationId: 'X1' }]);
    const next = completeDeposit(testScope(), { depositId: 'd1', paymentMethod: 'imps' }, held.caller);
    held.answer();
    expect(await next).to.deep.equal({ kind: 'done' });
  });
});
