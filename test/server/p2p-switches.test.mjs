// Issue #13 p2p: the sandbox's peer-to-peer switches (docs/sandbox.md "Peer-to-peer switches"): an
// open deposit to resume, a short countdown, a cancel the widget finds by polling, a malformed
// answer, a card that fails to decrypt, and a processed amount that differs from the passed one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decryptCard as decrypt, httpCall, issue, request, sleep, start } from './helpers.mjs';

const p2pPayload = (amount = 30000) => ({ amount, currency: 'UZS', paymentMethod: 'uzcard', fields: {}, isActivatedBonus: false });

describe('peer-to-peer switches', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const player = async (scenario) => {
    const { token } = await issue(ctx.base, { country: 'UZ', currency: 'UZS' });
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario })).status, 200);
    return token;
  };

  it('P2P-01/04: by default the answer carries an AES-GCM card that decrypts, and a 15 minute countdown', async () => {
    const token = await player();
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload());
    assert.equal(body.timeout_minutes, 15);
    assert.match(decrypt(body.card).number, /^\d{16}$/);
    assert.equal(body.processingAmount, body.passedAmount);
  });

  it('P2P-12: p2pExistingDeposit makes deposit-check find an open deposit, once; a second check finds the same one', async () => {
    const token = await player({ p2pExistingDeposit: true });
    const first = (await httpCall(ctx.base, token, 'deposit-check', { paymentMethod: 'uzcard' })).body;
    assert.equal(first.exists, true);
    assert.ok(first.depositId);
    assert.match(decrypt(first.card).number, /^\d{16}$/);
    const second = (await httpCall(ctx.base, token, 'deposit-check', { paymentMethod: 'uzcard' })).body;
    assert.equal(second.depositId, first.depositId);
  });

  it('P2P-20/22: p2pTimeoutSeconds shortens the countdown; the sandbox auto-cancels only 10 s after it', async () => {
    const token = await player({ p2pTimeoutSeconds: 1 });
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload());
    assert.equal(body.timeout_minutes * 60, 1);
    await sleep(1200);
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: body.depositId, paymentMethod: 'uzcard' })).body.status, 'PENDING');
    await httpCall(ctx.base, token, 'deposit-cancel', { depositId: body.depositId, paymentMethod: 'uzcard' });
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: body.depositId, paymentMethod: 'uzcard' })).body.status, 'CANCELED');
  });

  it('P2P-19: p2pCancelAfterMs cancels the deposit, so deposit-status answers CANCELED', async () => {
    const token = await player({ p2pCancelAfterMs: 50 });
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload());
    await sleep(150);
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: body.depositId, paymentMethod: 'uzcard' })).body.status, 'CANCELED');
  });

  it('P2P-23: p2pMalformed answers without a card', async () => {
    const token = await player({ p2pMalformed: true });
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload());
    assert.ok(body.depositId);
    assert.equal(body.card, undefined);
  });

  it('ERR-27: p2pDecryptFailure sends a card whose tag does not match', async () => {
    const token = await player({ p2pDecryptFailure: true });
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload());
    assert.deepEqual(Object.keys(body.card).sort(), ['encrypted', 'iv', 'key', 'tag']);
    assert.throws(() => decrypt(body.card));
  });

  it('P2P-43: p2pAmountDiffers processes 7 more than passed', async () => {
    const token = await player({ p2pAmountDiffers: true });
    const { body } = await httpCall(ctx.base, token, 'deposit-create-p2p', p2pPayload(30000));
    assert.equal(body.passedAmount, 30000);
    assert.equal(body.processingAmount, 30007);
    assert.equal(body.payment_amount, 30007);
  });

  it('the switches are validated: a wrong type is refused', async () => {
    const token = await player();
    assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { p2pTimeoutSeconds: 'soon' } })).status, 400);
  });
});
