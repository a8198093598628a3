// Issue #11: the sandbox checks the bonus fields of the create calls like a real backend
// (docs/sandbox.md §6 "Bonus fields"): an activated bonus it issued (GET /sandbox/bonuses) that
// expired is refused with banking.bonusExpired (BONUS-10, and the bonusesExpired switch); a
// restricted method (BONUS-09), another currency (LIST-15) or an amount below the minimum
// (BONUS-08) with banking.bonusNotAllowed. Unknown ids and isActivatedBonus:false pass (BONUS-20).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

/** A create payload with an activated bonus (decision BONUS-20: `bonusId` only when activated). */
const withBonus = (payload, bonusId) => ({ ...payload, isActivatedBonus: true, bonusId });
const EXPIRED = 'banking.bonusExpired';
const NOT_ALLOWED = 'banking.bonusNotAllowed';

describe('bonus fields of the create calls', () => {
  let ctx;
  // The sandbox clock, moved by the expiry tests (bonus 22 expires 90 s after it is issued).
  let clock = Date.now();
  before(async () => {
    ctx = await start({ now: () => clock });
  });
  after(() => ctx.stop());

  /** A new player, after the host (the playground) fetched the bonus list at the current clock. */
  const fresh = async (country = 'RU', scenario) => {
    const bonuses = await request(ctx.base, '/sandbox/bonuses');
    assert.equal(bonuses.status, 200);
    const { token } = await issue(ctx.base, { country });
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario })).status, 200);
    return { token, bonuses: bonuses.body };
  };
  const deposits = async (token) => (await request(ctx.base, '/sandbox/deposits', { token })).body;
  const create = (token, payload, call = 'deposit-create') => httpCall(ctx.base, token, call, payload);
  /** Asserts a 400 refusal with this code and that the player has no deposit (not even a draft). */
  const assertRefused = async (token, answer, code) => {
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.error.code, code);
    assert.deepEqual(await deposits(token), []);
  };

  it('BONUS-10: an activated issued bonus is refused with 400 banking.bonusExpired from its mustAccruedBefore on, and no deposit is made', async () => {
    const issuedAt = clock;
    const { token, bonuses } = await fresh('US');
    const other = await issue(ctx.base, { country: 'US' });
    const expiring = bonuses.find((b) => b.id === 22);
    assert.equal(Date.parse(expiring.mustAccruedBefore), issuedAt + 90_000);
    const payload = withBonus(createPayload('visa_mastercard', 20, 'USD'), 22);
    clock = issuedAt + 89_999;
    assert.equal((await create(token, payload)).status, 200, 'still valid a millisecond before');
    clock = issuedAt + 90_000;
    const refused = await create(other.token, payload);
    assert.deepEqual(refused.body, { error: { message: 'This bonus has expired', code: EXPIRED } });
    await assertRefused(other.token, refused, EXPIRED);
  });

  it('BONUS-10: the socket answers the same refusal (status 400 in the response)', async () => {
    clock = Date.now();
    const { token } = await fresh('US');
    clock += 90_000;
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'deposit-create', withBonus(createPayload('visa_mastercard', 20, 'USD'), 22));
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.error, { message: 'This bonus has expired', code: EXPIRED });
    } finally {
      socket.close();
    }
    assert.deepEqual(await deposits(token), []);
  });

  it('BONUS-10: the catalogue keeps the newest issue of an id — bonus 22 fetched again is valid again', async () => {
    clock = Date.now();
    const { token } = await fresh('US');
    clock += 120_000;
    const payload = withBonus(createPayload('visa_mastercard', 20, 'USD'), 22);
    assert.equal((await create(token, payload)).body.error.code, EXPIRED);
    await request(ctx.base, '/sandbox/bonuses'); // the host's list, refreshed at the new clock
    assert.equal((await create(token, payload)).status, 200);
  });

  it('BONUS-09: yamoney_h2h (RU) and on-ramp cards (card view type 13) refuse an activated bonus with 400 banking.bonusNotAllowed', async () => {
    clock = Date.now();
    const ru = await fresh('RU');
    await assertRefused(ru.token, await create(ru.token, withBonus(createPayload('yamoney_h2h', 1500, 'RUB'), 12)), NOT_ALLOWED);
    // The method takes no bonus whatever its id: a host's own bonus too.
    await assertRefused(ru.token, await create(ru.token, withBonus(createPayload('yamoney_h2h', 1500, 'RUB'), 'host-bonus-7')), NOT_ALLOWED);
    const us = await fresh('US');
    await assertRefused(us.token, await create(us.token, withBonus(createPayload('onramp_card', 50, 'USD'), 11)), NOT_ALLOWED);
    // The same deposits without the bonus go through.
    assert.equal((await create(ru.token, createPayload('yamoney_h2h', 1500, 'RUB'))).status, 200);
    assert.equal((await create(us.token, createPayload('onramp_card', 50, 'USD'))).status, 200);
  });

  it('LIST-15: a bonus of another currency is refused with 400 banking.bonusNotAllowed (USD bonus 11 on a RUB deposit)', async () => {
    const { token } = await fresh('RU');
    const refused = await create(token, withBonus(createPayload('sbp', 1500, 'RUB'), 11));
    assert.match(refused.body.error.message, /USD.*RUB/);
    await assertRefused(token, refused, NOT_ALLOWED);
    assert.equal((await create(token, withBonus(createPayload('sbp', 1500, 'rub'), 12))).status, 200, 'its own currency, in any case');
  });

  it('BONUS-08: an amount below the bonus minDeposit is refused with 400 banking.bonusNotAllowed; the minimum itself is accepted', async () => {
    const { token } = await fresh('RU');
    await assertRefused(token, await create(token, withBonus(createPayload('sbp', 999, 'RUB'), 12)), NOT_ALLOWED);
    assert.equal((await create(token, withBonus(createPayload('sbp', 1000, 'RUB'), 12))).status, 200);
    const us = await fresh('US');
    // A free-spin bonus's minimum is in freespinBonusData (bonus 21: 20 USD).
    await assertRefused(us.token, await create(us.token, withBonus(createPayload('visa_mastercard', 19.99, 'USD'), 21)), NOT_ALLOWED);
  });

  it('BONUS-08: deposit-create-sweepstake is checked at the box price (box 104: 49.99 USD)', async () => {
    const { token } = await fresh('US');
    const sweep = (bonusId) => create(token, { ...withBonus(createPayload('visa_mastercard', 1, 'USD'), bonusId), boxId: 104 }, 'deposit-create-sweepstake');
    await assertRefused(token, await sweep(12), NOT_ALLOWED); // a RUB bonus on a USD box
    assert.equal((await sweep(11)).status, 200); // 49.99 USD ≥ its 20 USD minimum
    assert.deepEqual((await deposits(token))[0].bonus, { isActivatedBonus: true, bonusId: 11 });
  });

  it('BONUS-20: an id the sandbox never issued (the host\'s own bonus) is accepted and recorded', async () => {
    const { token } = await fresh('RU');
    assert.equal((await create(token, withBonus(createPayload('sbp', 100, 'RUB'), 'host-bonus-7'))).status, 200);
    assert.deepEqual((await deposits(token))[0].bonus, { isActivatedBonus: true, bonusId: 'host-bonus-7' });
  });

  it('BONUS-20: isActivatedBonus false is never checked, whatever the bonusId; true without a bonusId neither', async () => {
    clock = Date.now();
    const { token } = await fresh('RU');
    clock += 90_000; // bonus 22 expired
    const off = { ...createPayload('yamoney_h2h', 100, 'RUB'), isActivatedBonus: false, bonusId: 22 };
    assert.equal((await create(token, off)).status, 200, 'expired, restricted, another currency, below the minimum: not activated');
    assert.deepEqual((await deposits(token))[0].bonus, { isActivatedBonus: false, bonusId: 22 });
    assert.equal((await create(token, { ...createPayload('yamoney_h2h', 100, 'RUB'), isActivatedBonus: true })).status, 200);
  });

  it('bonusesExpired switch: every issued bonus counts as expired (400 banking.bonusExpired); unknown ids still pass; DELETE resets it', async () => {
    const { token } = await fresh('RU', { bonusesExpired: true });
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token })).body.bonusesExpired, true);
    await assertRefused(token, await create(token, withBonus(createPayload('sbp', 1500, 'RUB'), 12)), EXPIRED);
    assert.equal((await create(token, withBonus(createPayload('sbp', 1500, 'RUB'), 'host-bonus-7'))).status, 200);
    const reset = await request(ctx.base, '/sandbox/scenario', { method: 'DELETE', token });
    assert.equal(reset.body.bonusesExpired, false);
    assert.equal((await create(token, withBonus(createPayload('sbp', 1500, 'RUB'), 12))).status, 200);
    const bad = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { bonusesExpired: 'yes' } });
    assert.equal(bad.status, 400);
  });

  it('bonusesExpired switch belongs to its token: another player\'s bonus deposit goes through', async () => {
    await fresh('RU', { bonusesExpired: true });
    const { token } = await fresh('RU');
    assert.equal((await create(token, withBonus(createPayload('sbp', 1500, 'RUB'), 12))).status, 200);
  });

  it('CREATE-IDEM: a refused key replays its refusal (not a deposit), even once the bonus would pass', async () => {
    const { token } = await fresh('RU', { bonusesExpired: true });
    const payload = { ...withBonus(createPayload('sbp', 1500, 'RUB'), 12), idempotencyKey: 'bonus-refused-0000000001' };
    await assertRefused(token, await create(token, payload), EXPIRED);
    await request(ctx.base, '/sandbox/scenario', { method: 'DELETE', token });
    const replay = await create(token, payload);
    await assertRefused(token, replay, EXPIRED);
    const calls = (await request(ctx.base, '/sandbox/calls', { token })).body.filter((c) => c.call === 'deposit-create');
    assert.deepEqual(calls.map((c) => [c.outcome, c.replayed ?? false]), [[400, false], [400, true]]);
  });

  it('flows §4: a refused bonus makes no draft on a fields-required method, and the continuing call is checked too', async () => {
    const { token } = await fresh('RU');
    await assertRefused(token, await create(token, { ...withBonus(createPayload('sberpay_paylink', 999, 'RUB'), 12), captchaBypass: true }), NOT_ALLOWED);
    const first = (await create(token, { ...withBonus(createPayload('sberpay_paylink', 1000, 'RUB'), 12), captchaBypass: true })).body;
    assert.equal(first.apiResponse.isFieldsRequired, true);
    await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { bonusesExpired: true } });
    const next = await create(token, { ...withBonus(createPayload('sberpay_paylink', 1000, 'RUB', { phone: '+79001234567' }), 12), depositId: first.depositId });
    assert.equal(next.body.error.code, EXPIRED);
    assert.deepEqual((await deposits(token)).map((d) => d.state), ['draft'], 'the draft is not promoted');
  });
});
