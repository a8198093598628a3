// The host-to-host and India answers as the sandbox gives them (flows §3, §4; H2H-01/02/05/06,
// INDIA-01..04 and decision INDIA-04): a card and a bank-transfer create answer, and deposit-prepare
// opening a deposit that deposit-complete settles, over both transports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, httpCall, issue, sleep, socketCall, start } from './helpers.mjs';

describe('host-to-host and India', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 50 });
  });
  after(() => ctx.stop());

  it('H2H-01/02/05: an h2h card method answers the card (number, account_number, fullName, payment_system), amount, currency, created and timeout_minutes', async () => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    const { body } = await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 500, 'RUB'));
    const data = body.apiResponse.data;
    assert.deepEqual(Object.keys(data.card).sort(), ['account_number', 'fullName', 'number', 'payment_system']);
    assert.equal(data.payment_amount, 500);
    assert.equal(data.payment_currency, 'RUB');
    assert.ok(!Number.isNaN(Date.parse(data.created)));
    assert.equal(data.timeout_minutes, 30);
    assert.equal(body.apiResponse.source, undefined, 'nothing to open: the widget shows the invoice');
  });

  it('H2H-01/06: a bank-transfer method answers requisites (with the bank name and a reference) and a 15-minute timeout', async () => {
    const { token } = await issue(ctx.base, { country: 'MX' });
    const { body } = await httpCall(ctx.base, token, 'deposit-create', createPayload('spei', 1000, 'MXN'));
    const data = body.apiResponse.data;
    assert.deepEqual(data.requisites.map((r) => r.name), ['bank_name', 'clabe', 'beneficiary', 'reference']);
    assert.equal(data.requisites.find((r) => r.name === 'reference').value, `DEP-${body.depositId}`);
    assert.equal(data.timeout_minutes, 15);
  });

  it('INDIA-01/02: deposit-prepare answers details (name, value, type, a QR), fields and requisites with the bank name', async () => {
    const { token } = await issue(ctx.base, { country: 'IN' });
    const { body } = await httpCall(ctx.base, token, 'deposit-prepare', { paymentMethod: 'imps' });
    for (const d of body.details) assert.ok(d.name && d.value && d.type);
    assert.match(body.details.find((d) => d.QR).QR, /^upi:\/\/pay\?/);
    assert.deepEqual(body.fields.map((f) => f.name), ['utr']);
    assert.equal(body.requisites.find((r) => r.name === 'bank_name').value, 'HDFC Bank');
    assert.equal(body.depositId, undefined, 'the bare payload of the spec opens no deposit');
  });

  it('decision INDIA-04: prepare with amount, currency and fields opens a deposit; deposit-complete settles it, over both transports', async () => {
    const { token } = await issue(ctx.base, { country: 'IN' });
    const payload = { paymentMethod: 'imps', amount: 1500, currency: 'INR', fields: { ifsc: 'HDFC0001234' } };
    const http = (await httpCall(ctx.base, token, 'deposit-prepare', payload)).body;
    assert.ok(http.depositId !== undefined);
    assert.match(http.details.find((d) => d.type === 'reference').value, new RegExp(`-${http.depositId}$`));
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'deposit-prepare', payload);
      const viaSocket = answer.data ?? answer;
      assert.ok(viaSocket.depositId !== undefined && viaSocket.depositId !== http.depositId);
    } finally {
      socket.close();
    }
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: http.depositId, paymentMethod: 'imps' })).body.status, 'PENDING');
    assert.deepEqual((await httpCall(ctx.base, token, 'deposit-complete', { depositId: http.depositId, paymentMethod: 'imps', fields: { utr: '123456789012' } })).body, {});
    await sleep(200);
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: http.depositId, paymentMethod: 'imps' })).body.status, 'PAYED');
  });

  it('decision INDIA-04: prepare checks the method limits and fields like a create', async () => {
    const { token } = await issue(ctx.base, { country: 'IN' });
    const low = await httpCall(ctx.base, token, 'deposit-prepare', { paymentMethod: 'imps', amount: 10, currency: 'INR', fields: { ifsc: 'HDFC0001234' } });
    assert.equal(low.status, 400);
    const badField = await httpCall(ctx.base, token, 'deposit-prepare', { paymentMethod: 'imps', amount: 1500, currency: 'INR', fields: { ifsc: 'nope' } });
    assert.equal(badField.status, 400);
  });
});
