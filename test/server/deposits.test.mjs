// The deposit state machine: waiting → processed / mistaked, pushed as deposit.status over the
// socket and readable through deposit-status over HTTP (STATUS-03, SOCK-14, HTTP-29), the
// provider pages, and what deposit-create answers for each next step (flows §4).
import assert from 'node:assert/strict';
import { createDecipheriv } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { collect, connect, createPayload, httpCall, issue, request, sleep, socketCall, start } from './helpers.mjs';

// captchaBypass: card-p2p is captcha-protected (issue #14); other methods ignore it.
const p2p = (paymentMethod, amount, currency, fields = {}) => ({ amount, currency, paymentMethod, fields, isActivatedBonus: false, captchaBypass: true });

describe('deposit state machine', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 100 });
  });
  after(() => ctx.stop());

  async function player(country = 'RU') {
    const { token } = await issue(ctx.base, { country });
    const socket = await connect(ctx.base, { Authorization: token });
    return { token, socket, pushes: collect(socket, 'deposit.status') };
  }
  const status = async (token, depositId, paymentMethod = 'x') =>
    (await httpCall(ctx.base, token, 'deposit-status', { depositId, paymentMethod })).body;

  it('STATUS-03, SOCK-14: a redirect deposit waits (0) until the provider page Pay, then pushes processed (1)', async () => {
    const { token, socket, pushes } = await player();
    try {
      const created = await socketCall(socket, token, 'deposit-create', createPayload('sbp', 1500, 'RUB'));
      const id = created.data.depositId;
      const [waiting] = await pushes.next(1);
      assert.deepEqual(waiting, { depositId: id, status: 0, amount: 1500, currency: 'RUB' });
      await sleep(250); // longer than the outcome delay: redirect deposits wait for the tester
      assert.equal((await status(token, id)).status, 'PENDING');
      const pageUrl = new URL(created.data.apiResponse.source);
      const pageRes = await request(ctx.base, `${pageUrl.pathname}?note=%3Cscript%3E`);
      assert.equal(pageRes.status, 200);
      for (const label of ['>Pay<', '>Decline<', '>Leave pending<']) assert.ok(pageRes.text.includes(label), label);
      assert.ok(pageRes.text.includes('&lt;script&gt;') && !pageRes.text.includes('<script>alert'), 'query is escaped');
      assert.match(pageRes.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      const paid = await request(ctx.base, `${pageUrl.pathname}/settle`, { method: 'POST', raw: 'choice=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.ok(paid.text.includes('You can close this window'));
      const [, done] = await pushes.next(2);
      assert.deepEqual(done, { depositId: id, status: 1, amount: 1500, currency: 'RUB', finalAmount: 1500 });
      const read = await status(token, id);
      assert.equal(read.status, 'PAYED');
      assert.equal(read.data.status, 1);
    } finally {
      socket.close();
    }
  });

  it('STATUS-03: Decline on the POST provider page pushes mistaked (2); deposit-status says DECLINED', async () => {
    const { token, socket, pushes } = await player('US');
    try {
      const created = (await httpCall(ctx.base, token, 'deposit-create', createPayload('visa_mastercard', 50, 'USD', { cardholder: 'ADA L' }))).body;
      assert.equal(created.apiResponse.method, 'POST');
      const path = new URL(created.apiResponse.source).pathname;
      const form = new URLSearchParams(Object.entries(created.apiResponse.data).map(([k, v]) => [k, String(v)])).toString();
      const landing = await request(ctx.base, path, { method: 'POST', raw: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.ok(landing.text.includes('Arrived by</dt><dd>POST'));
      assert.ok(landing.text.includes(created.apiResponse.data.signature));
      await request(ctx.base, `${path}/settle`, { method: 'POST', raw: 'choice=decline', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const [, declined] = await pushes.next(2);
      assert.equal(declined.status, 2);
      assert.equal((await status(token, created.depositId)).status, 'DECLINED');
      const again = await request(ctx.base, `${path}/settle`, { method: 'POST', raw: 'choice=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.ok(again.text.includes('already'));
    } finally {
      socket.close();
    }
  });

  it('STATUS-03: an auto-settled (host-to-host) deposit goes waiting → processed after the delay, or mistaked by scenario', async () => {
    const { token, socket, pushes } = await player();
    try {
      const ok = (await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB'))).body;
      assert.equal(ok.apiResponse.data.card.payment_system, 'YOOMONEY');
      const [w, p] = await pushes.next(2);
      assert.deepEqual([w.status, p.status], [0, 1]);
      await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { depositOutcome: 'mistaked', outcomeDelayMs: 50 } });
      const bad = (await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB'))).body;
      const all = await pushes.next(4);
      assert.deepEqual(all.slice(2).map((x) => [x.depositId, x.status]), [[bad.depositId, 0], [bad.depositId, 2]]);
    } finally {
      socket.close();
    }
  });

  it('STATUS-03: depositOutcome "pending" leaves the deposit waiting forever', async () => {
    const { token, socket, pushes } = await player();
    try {
      await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { depositOutcome: 'pending', outcomeDelayMs: 10 } });
      const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB'))).body;
      await sleep(150);
      assert.equal(pushes.items.length, 1);
      assert.equal((await status(token, d.depositId)).status, 'PENDING');
    } finally {
      socket.close();
    }
  });

  it('P2P-04: the p2p card is real AES-256-GCM (key, iv, encrypted, tag in base64) and decrypts to the card', async () => {
    const { token, socket } = await player();
    try {
      const answer = (await httpCall(ctx.base, token, 'deposit-create-p2p', p2p('card-p2p', 2000, 'RUB'))).body;
      const { key, iv, encrypted, tag } = answer.card;
      assert.equal(Buffer.from(key, 'base64').length, 32);
      assert.equal(Buffer.from(iv, 'base64').length, 12);
      assert.equal(Buffer.from(tag, 'base64').length, 16);
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const card = JSON.parse(Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8'));
      assert.equal(card.number, '2202206812345678');
      assert.equal(card.bank_name, 'Sberbank');
      // A flipped tag fails authentication: the tag is really checked.
      const forged = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), Buffer.from(iv, 'base64'));
      const badTag = Buffer.from(tag, 'base64');
      badTag[0] ^= 1;
      forged.setAuthTag(badTag);
      forged.update(Buffer.from(encrypted, 'base64'));
      assert.throws(() => forged.final());
      assert.equal(answer.timeout_minutes, 15);
      assert.equal(answer.passedAmount, 2000);
    } finally {
      socket.close();
    }
  });

  it('P2P: check finds the open deposit, complete settles it after the delay, cancel marks it CANCELED', async () => {
    const { token, socket, pushes } = await player('UZ');
    try {
      assert.deepEqual((await httpCall(ctx.base, token, 'deposit-check', { paymentMethod: 'uzcard' })).body, { exists: false });
      const created = (await httpCall(ctx.base, token, 'deposit-create-p2p', p2p('uzcard', 100000, 'UZS'))).body;
      const check = (await httpCall(ctx.base, token, 'deposit-check', { paymentMethod: 'uzcard', selectedCountry: 'UZ' })).body;
      assert.equal(check.exists, true);
      assert.equal(check.depositId, created.depositId);
      await sleep(200); // p2p deposits settle only after deposit-complete
      assert.equal((await status(token, created.depositId)).status, 'PENDING');
      await httpCall(ctx.base, token, 'deposit-complete', { depositId: created.depositId, paymentMethod: 'uzcard' });
      const [, done] = await pushes.next(2);
      assert.equal(done.status, 1);
      const second = (await httpCall(ctx.base, token, 'deposit-create-p2p', p2p('humo', 100000, 'UZS'))).body;
      await httpCall(ctx.base, token, 'deposit-cancel', { depositId: second.depositId, paymentMethod: 'humo' });
      assert.equal((await status(token, second.depositId)).status, 'CANCELED');
      assert.deepEqual((await httpCall(ctx.base, token, 'deposit-check', { paymentMethod: 'humo' })).body, { exists: false });
    } finally {
      socket.close();
    }
  });

  it('STATUS-11: a crypto deposit shows an address, then pushes waiting with txid and blockchain, then processed', async () => {
    const { token, socket, pushes } = await player();
    try {
      // Fast blocks (docs/sandbox.md §4 cryptoBlockMs); the counts themselves: crypto-confirmations.test.mjs.
      await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { cryptoBlockMs: 10 } });
      const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('usdt', 0, 'USDT', { network: 'ERC20' }))).body;
      assert.match(d.apiResponse.data.depositAddress, /^0x[0-9a-f]{40}$/);
      assert.equal(d.apiResponse.data.minDepositValue, undefined, 'decision CRYPTO-18: usdt names no minimum of its own');
      assert.equal(d.apiResponse.data.cryptoName, 'USDT');
      const all = await pushes.next(18);
      const [first, onChain] = all;
      const done = all.at(-1);
      assert.equal(first.status, 0);
      assert.equal(onChain.status, 0);
      assert.equal(onChain.blockchain, 'Ethereum');
      assert.match(onChain.txid, /^[0-9a-f]{64}$/);
      assert.equal(done.status, 1);
      assert.equal(done.cryptoCurrency, 'USDT');
      const again = (await httpCall(ctx.base, token, 'deposit-create', createPayload('usdt', 0, 'USDT', { network: 'ERC20' }))).body;
      assert.equal(again.apiResponse.data.depositAddress, d.apiResponse.data.depositAddress, 'same address per player and network');
    } finally {
      socket.close();
    }
  });

  it('a deposit of another player is not found (404), over HTTP and the socket', async () => {
    const a = await player();
    const b = await issue(ctx.base);
    try {
      const d = (await httpCall(ctx.base, a.token, 'deposit-create', createPayload('sbp', 500, 'RUB'))).body;
      const r = await httpCall(ctx.base, b.token, 'deposit-status', { depositId: d.depositId, paymentMethod: 'sbp' });
      assert.equal(r.status, 404);
      assert.equal(r.body.error.code, 'banking.depositNotFound');
      const s = await socketCall(a.socket, b.token, 'deposit-cancel', { depositId: d.depositId, paymentMethod: 'sbp' });
      assert.equal(s.status, 404);
    } finally {
      a.socket.close();
    }
  });

  it('POST /sandbox/deposits/:id/settle ends a deposit from a test', async () => {
    const { token, socket, pushes } = await player();
    try {
      const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp', 500, 'RUB'))).body;
      const r = await request(ctx.base, `/sandbox/deposits/${d.depositId}/settle`, { method: 'POST', token, json: { outcome: 'mistaked' } });
      assert.equal(r.body.status, 'DECLINED');
      assert.equal((await pushes.next(2))[1].status, 2);
      const list = await request(ctx.base, '/sandbox/deposits', { token });
      assert.equal(list.body[0].data.depositId, d.depositId);
    } finally {
      socket.close();
    }
  });
});
