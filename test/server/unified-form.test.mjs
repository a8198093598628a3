// The sandbox's unified flow and its switches (issue #13 deliverable 6; flows §3 "Unified
// response", UNI-01..11; docs/sandbox.md): the instruction as steps, HTML or HTML with XSS, input
// fields that deposit-complete checks, the app/QR section, the buttons list, the lifetime, and a
// deposit that settles only once the player says they paid.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPayload, httpCall, issue, request, sleep, start } from './helpers.mjs';

describe('unified form sandbox', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const player = async (switches) => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    if (switches) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: switches })).status, 200);
    return token;
  };
  const create = async (token) => (await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp_transgran_tbank', 1500, 'RUB'))).body;

  it('UNI-01/02/08/10: by default numbered steps, no fields, no app section, buttons ["complete"], lifetime 600 s', async () => {
    const created = await create(await player());
    const flow = created.apiResponse.data.unifiedFlow;
    assert.deepEqual(flow.instruction.steps.map((s) => s.stepNumber), [1, 2, 3]);
    assert.deepEqual(flow.inputFields, []);
    assert.deepEqual(flow.buttons, ['complete']);
    assert.equal(flow.lifetime, 600);
    assert.equal(flow.qrCode, undefined);
    assert.equal(flow.appLink, undefined);
    assert.ok(flow.requisites.every((r) => typeof r.name === 'string' && typeof r.value === 'string' && typeof r.isCopyable === 'boolean'));
  });

  it('UNI-06: unifiedInstruction "html" answers one HTML text; "xss" adds script, handlers and a javascript: link to it', async () => {
    const html = (await create(await player({ unifiedInstruction: 'html' }))).apiResponse.data.unifiedFlow.instruction;
    assert.equal(html.steps, undefined);
    assert.match(html.text, /<ol><li>/);
    const xss = (await create(await player({ unifiedInstruction: 'xss' }))).apiResponse.data.unifiedFlow.instruction.text;
    for (const payload of ['<script>', 'onerror=', 'href="javascript:', '<svg onload=', '<iframe']) assert.ok(xss.includes(payload), payload);
    assert.match(xss, /<b>SBP transfer<\/b>/);
  });

  it('decision UNI-11: unifiedApp adds the QR content and the bank-app link; unifiedButtons and unifiedLifetimeS shape the rest', async () => {
    const flow = (await create(await player({ unifiedApp: true, unifiedButtons: 'none', unifiedLifetimeS: 5 }))).apiResponse.data.unifiedFlow;
    assert.match(flow.qrCode, /^https:\/\/qr\.sandbox\.example\/sbp\/\d+\?sum=1500\.00&cur=RUB$/);
    assert.equal(flow.appLink, flow.qrCode);
    assert.deepEqual(flow.buttons, []);
    assert.equal(flow.lifetime, 5);
    const missing = (await create(await player({ unifiedButtons: 'missing' }))).apiResponse.data.unifiedFlow;
    assert.equal('buttons' in missing, false);
  });

  it('the switches are checked: an unknown instruction form or a zero lifetime is refused', async () => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { unifiedInstruction: 'svg' } })).status, 400);
    assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { unifiedLifetimeS: 0 } })).status, 400);
  });

  it('UNI-05: with unifiedInputFields, deposit-complete needs the fields (missing or invalid → 400 banking.paymentMethodRegex), then settles', async () => {
    const token = await player({ unifiedInputFields: true });
    const created = await create(token);
    assert.deepEqual(created.apiResponse.data.unifiedFlow.inputFields.map((f) => f.name), ['payerName', 'cardLast4']);
    const complete = (fields) => httpCall(ctx.base, token, 'deposit-complete', { depositId: created.depositId, paymentMethod: 'sbp_transgran_tbank', ...(fields ? { fields } : {}) });
    const missing = await complete();
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.code, 'banking.paymentMethodRegex');
    assert.equal((await complete({ payerName: 'Ivan Petrov', cardLast4: '12a4' })).status, 400);
    assert.equal((await complete({ payerName: 'Ivan Petrov', cardLast4: '1234' })).status, 200);
  });

  it('a unified deposit waits for "I have paid": pending until deposit-complete, processed after it', async () => {
    const token = await player();
    const { depositId } = await create(token);
    const status = async () => (await httpCall(ctx.base, token, 'deposit-status', { depositId, paymentMethod: 'sbp_transgran_tbank' })).body.status;
    await sleep(400); // longer than the sandbox's outcome delay (150 ms)
    assert.equal(await status(), 'PENDING');
    assert.equal((await httpCall(ctx.base, token, 'deposit-complete', { depositId, paymentMethod: 'sbp_transgran_tbank', fields: {} })).status, 200);
    await sleep(400);
    assert.equal(await status(), 'PAYED');
  });
});
