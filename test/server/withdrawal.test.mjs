// The withdrawal calls (our choice: decisions WD-06..08, docs/protocol.md "Withdrawal calls") and the
// sandbox's withdrawal state machine, over HTTP and the socket alike: create (the confirm page's
// draft), confirm, cancel, status, the pending list, the balances, the withdrawal.status push, the
// switches of docs/sandbox.md §4 and the test API's /sandbox/withdrawals.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TRANSPORTS, WITHDRAWAL_ERROR_CODES as E, collect, connect, httpCall, issue, request, sleep, socketCall, start, startBoth } from './helpers.mjs';

const CARD = { cardNumber: '4111 1111 1111 1111', cardholder: 'Ann Lee' };
const card = (amount, extra = {}) => ({ paymentMethod: 'wd_visa_mastercard', amount, currency: 'USD', accountType: 'main', fields: CARD, ...extra });

describe('withdrawal calls', () => {
  let ctx;
  let call;
  before(async () => {
    ctx = await startBoth({ outcomeDelayMs: 60 });
    ({ call } = ctx);
  });
  after(() => ctx.stop());
  const player = async (scenario, body = { country: 'US' }) => {
    const issued = await issue(ctx.base, body);
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token: issued.token, json: scenario })).status, 200);
    return issued.token;
  };
  const accounts = async (token, currency = 'USD') =>
    Object.fromEntries((await httpCall(ctx.base, token, 'withdrawal-balance-get', { currency })).body.accounts.map((a) => [a.accountType, a]));
  const waitFor = async (fn, what, ms = 3000) => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await fn();
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await sleep(20);
    }
  };

  for (const t of TRANSPORTS) {
    it(`WD-06 WD-07: withdrawal-create answers a draft: fee, payout, masked account, ETA, cancellable, expiry — nothing debited (${t})`, async () => {
      const token = await player();
      const { status, data } = await call(t, token, 'withdrawal-create', card(100));
      assert.equal(status, 200);
      assert.equal(data.status, 'draft');
      assert.ok(Number.isInteger(data.withdrawalId));
      assert.deepEqual(
        { m: data.paymentMethod, a: data.accountType, amount: data.amount, cur: data.currency, fee: data.fee, payout: data.payout, account: data.account, eta: data.eta, c: data.cancellable },
        { m: 'wd_visa_mastercard', a: 'main', amount: 100, cur: 'USD', fee: 2, payout: { amount: 98, currency: 'USD' }, account: '•••• 1111', eta: { minMinutes: 60, maxMinutes: 4320 }, c: true },
      );
      assert.equal(Date.parse(data.expiresAt) - Date.parse(data.createdAt), 15 * 60_000);
      assert.deepEqual((await accounts(token)).main, { accountType: 'main', balance: 500, withdrawable: 500 });
      assert.deepEqual((await call(t, token, 'withdrawal-list-pending')).data, { withdrawals: [] });
    });

    it(`WD-07: withdrawal-create refuses what a bank refuses, with its code (${t})`, async () => {
      const token = await player();
      const refused = async (payload) => {
        const r = await call(t, token, 'withdrawal-create', payload);
        assert.equal(r.status, 400, JSON.stringify(payload));
        return r.error;
      };
      assert.equal((await refused(card(600))).code, E.insufficientBalance);
      assert.equal((await refused(card(150, { accountType: 'additional' }))).code, E.insufficientBalance);
      assert.equal((await refused(card(10))).code, 'banking.amountOutOfRange');
      assert.equal((await refused(card(6000))).code, 'banking.amountOutOfRange');
      assert.equal((await refused(card(100, { currency: 'BRL' }))).code, 'banking.currencyNotSupported');
      assert.equal((await refused(card(100, { paymentMethod: 'wd_nope' }))).code, 'banking.paymentMethodNotFound');
      assert.deepEqual(await refused(card(100, { fields: { cardholder: 'Ann Lee' } })), { message: 'cardNumber is required', code: E.fieldRequired, field: 'cardNumber' });
      assert.equal((await refused(card(100, { fields: { ...CARD, cardNumber: '4111' } }))).code, 'banking.paymentMethodRegex');
      assert.equal((await refused(card(100, { accountType: 'bonus' }))).code, 'validation.invalidPayload');
      assert.equal((await refused({ ...card(100), fields: undefined })).code, 'validation.invalidPayload');
      const drafts = (await request(ctx.base, '/sandbox/withdrawals', { token })).body;
      assert.deepEqual(drafts, []);
    });

    it(`WD-06 WD-08: withdrawal-cancel refunds a pending withdrawal; again answers it unchanged; the pending list drops it (${t})`, async () => {
      const token = await player({ withdrawalOutcome: 'pending' });
      const draft = (await call(t, token, 'withdrawal-create', card(200))).data;
      const pending = await call(t, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      assert.equal(pending.data.status, 'pending');
      assert.equal(pending.data.cancellable, true);
      assert.equal(pending.data.expiresAt, undefined);
      assert.equal((await accounts(token)).main.balance, 300);
      assert.deepEqual((await call(t, token, 'withdrawal-list-pending')).data.withdrawals.map((w) => w.withdrawalId), [draft.withdrawalId]);
      const cancelled = await call(t, token, 'withdrawal-cancel', { withdrawalId: String(draft.withdrawalId) });
      assert.equal(cancelled.status, 200);
      assert.deepEqual([cancelled.data.status, cancelled.data.cancellable], ['cancelled', false]);
      assert.equal((await accounts(token)).main.balance, 500);
      const again = await call(t, token, 'withdrawal-cancel', { withdrawalId: draft.withdrawalId });
      assert.deepEqual([again.status, again.data], [200, cancelled.data]);
      assert.equal((await accounts(token)).main.balance, 500, 'a second cancel refunds nothing');
      assert.deepEqual((await call(t, token, 'withdrawal-list-pending')).data, { withdrawals: [] });
    });

    it(`WD-08: a draft, a processing, an accepted withdrawal or one the backend will not let go cannot be cancelled (409) (${t})`, async () => {
      const token = await player({ withdrawalOutcome: 'pending' });
      const draft = (await call(t, token, 'withdrawal-create', card(50))).data;
      const refused = async (id) => {
        const r = await call(t, token, 'withdrawal-cancel', { withdrawalId: id });
        assert.equal(r.status, 409);
        assert.equal(r.error.code, E.notCancellable);
      };
      await refused(draft.withdrawalId);
      await call(t, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      await request(ctx.base, `/sandbox/withdrawals/${draft.withdrawalId}/settle`, { method: 'POST', token, json: { status: 'processing' } });
      await refused(draft.withdrawalId);
      const locked = await player({ withdrawalNotCancellable: true, withdrawalOutcome: 'pending' });
      const other = (await call(t, locked, 'withdrawal-create', card(50))).data;
      assert.equal(other.cancellable, false);
      const submitted = (await call(t, locked, 'withdrawal-confirm', { withdrawalId: other.withdrawalId })).data;
      assert.deepEqual([submitted.status, submitted.cancellable], ['pending', false]);
      const r = await call(t, locked, 'withdrawal-cancel', { withdrawalId: other.withdrawalId });
      assert.deepEqual([r.status, r.error.code], [409, E.notCancellable]);
    });

    it(`WD-08: another player's withdrawal, or none, is 404 on confirm, cancel and status (${t})`, async () => {
      const owner = await player();
      const id = (await call(t, owner, 'withdrawal-create', card(50))).data.withdrawalId;
      const stranger = await player();
      for (const name of ['withdrawal-confirm', 'withdrawal-cancel', 'withdrawal-status']) {
        for (const withdrawalId of [id, 999999]) {
          const r = await call(t, stranger, name, { withdrawalId });
          assert.deepEqual([r.status, r.error.code], [404, E.notFound], name);
        }
      }
    });

    it(`WD-02 WD-08: a withdrawal from the additional account debits only it; withdrawal-balance-get lists both accounts (${t})`, async () => {
      const token = await player({ withdrawalOutcome: 'pending' });
      const before = (await call(t, token, 'withdrawal-balance-get', { currency: 'usd' })).data;
      assert.deepEqual(before, { currency: 'USD', accounts: [{ accountType: 'main', balance: 500, withdrawable: 500 }, { accountType: 'additional', balance: 100, withdrawable: 100 }] });
      const draft = (await call(t, token, 'withdrawal-create', card(80, { accountType: 'additional' }))).data;
      assert.equal(draft.accountType, 'additional');
      await call(t, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      const after = await accounts(token);
      assert.deepEqual([after.main.balance, after.additional.balance, after.additional.withdrawable], [500, 20, 20]);
    });
  }

  it('WD-06 WD-08 SOCK-16: a confirmed withdrawal is pushed as withdrawal.status at each move: pending → processing → accepted', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const own = await connect(ctx.base, { Authorization: token });
    const pushes = collect(own, 'withdrawal.status');
    try {
      const draft = (await socketCall(own, token, 'withdrawal-create', card(100))).data;
      await sleep(100);
      assert.equal(pushes.items.length, 0, 'a draft is not announced');
      const confirmed = await socketCall(own, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      assert.equal(confirmed.data.status, 'pending');
      const seen = await pushes.next(3);
      assert.deepEqual(seen.map((w) => [w.withdrawalId, w.status, w.cancellable]), [
        [draft.withdrawalId, 'pending', true],
        [draft.withdrawalId, 'processing', false],
        [draft.withdrawalId, 'accepted', false],
      ]);
      assert.deepEqual(seen[2].payout, { amount: 98, currency: 'USD' });
      assert.equal((await accounts(token)).main.balance, 400);
      const replay = await socketCall(own, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      assert.equal(replay.data.status, 'accepted', 'a confirm replay answers the record as it is');
      assert.equal((await accounts(token)).main.balance, 400, 'a confirm replay debits nothing');
    } finally {
      own.close();
    }
  });

  it('WD-06 WD-08: over HTTP the same moves are read by withdrawal-status and withdrawal-list-pending', async () => {
    const token = await player();
    const draft = (await call('http', token, 'withdrawal-create', card(100))).data;
    assert.equal((await call('http', token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId })).data.status, 'pending');
    const seen = new Set();
    await waitFor(async () => {
      const { data } = await call('http', token, 'withdrawal-status', { withdrawalId: draft.withdrawalId });
      seen.add(data.status);
      return data.status === 'accepted';
    }, 'accepted');
    assert.ok(seen.has('accepted'));
    assert.deepEqual((await call('http', token, 'withdrawal-list-pending')).data, { withdrawals: [] });
  });

  it('WD-08: withdrawalOutcome declined refunds the account and names the reason', async () => {
    const token = await player({ withdrawalOutcome: 'declined' });
    const draft = (await call('http', token, 'withdrawal-create', card(100))).data;
    await call('http', token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
    assert.equal((await accounts(token)).main.balance, 400);
    const ended = await waitFor(async () => {
      const { data } = await call('http', token, 'withdrawal-status', { withdrawalId: draft.withdrawalId });
      return data.status === 'declined' ? data : undefined;
    }, 'declined');
    assert.equal(ended.declineReason, 'banking.providerDeclined');
    assert.equal((await accounts(token)).main.balance, 500);
  });

  it('WD-07: the insufficientBalance switch reads every withdrawable balance as 0 and refuses create and confirm', async () => {
    const token = await player();
    const draft = (await call('http', token, 'withdrawal-create', card(100))).data;
    await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { insufficientBalance: true } });
    const all = await accounts(token);
    assert.deepEqual([all.main.balance, all.main.withdrawable, all.additional.withdrawable], [500, 0, 0]);
    for (const t of TRANSPORTS) {
      const created = await call(t, token, 'withdrawal-create', card(20));
      assert.deepEqual([created.status, created.error.code], [400, E.insufficientBalance]);
      const confirmed = await call(t, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      assert.deepEqual([confirmed.status, confirmed.error.code], [400, E.insufficientBalance]);
    }
    assert.equal((await call('http', token, 'withdrawal-status', { withdrawalId: draft.withdrawalId })).data.status, 'draft');
  });

  it('WD-06: a draft left unconfirmed 15 minutes expires: confirm answers 410 and the record reads expired', async () => {
    let clock = Date.now();
    const timed = await start({ now: () => clock });
    try {
      const { token } = await issue(timed.base, { country: 'US' });
      const draft = (await httpCall(timed.base, token, 'withdrawal-create', card(100))).body;
      clock += 15 * 60_000;
      const late = await httpCall(timed.base, token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
      assert.deepEqual([late.status, late.body.error.code], [410, E.expired]);
      assert.equal((await httpCall(timed.base, token, 'withdrawal-status', { withdrawalId: draft.withdrawalId })).body.status, 'expired');
    } finally {
      await timed.stop();
    }
  });

  it('CREATE-IDEM WD-06: withdrawal-create carries an idempotency key: a replay gets the same draft, another intent 409', async () => {
    const token = await player();
    const key = '44444444-aaaa-4aaa-8aaa-000000000004';
    const first = await call('http', token, 'withdrawal-create', card(100, { idempotencyKey: key }));
    const again = await call('socket', token, 'withdrawal-create', card(100, { idempotencyKey: key }));
    assert.deepEqual(again.data, first.data);
    const other = await call('http', token, 'withdrawal-create', card(100, { idempotencyKey: key, accountType: 'additional' }));
    assert.deepEqual([other.status, other.error.code], [409, 'banking.idempotencyKeyReused']);
    assert.equal((await request(ctx.base, '/sandbox/withdrawals', { token })).body.length, 1);
  });

  it('WD-03 ERR-22: emptyWithdrawalMethods empties both withdrawal lists and leaves the deposit list', async () => {
    const token = await player({ emptyWithdrawalMethods: true });
    assert.deepEqual((await call('http', token, 'methods-withdrawal-v4', { currency: 'USD' })).data, { methods: [], groups: [] });
    assert.deepEqual((await call('socket', token, 'methods-withdrawal', { country: 'US', currency: 'USD' })).data, { methods: [], groups: [] });
    const deposits = (await call('http', token, 'methods-payment-v5', { country: 'US', currency: { code: 'USD', type: 'fiat' } })).data;
    assert.ok(deposits.methods.length + deposits.groups.length > 0);
  });

  it('WD-04 ROUTE-11: the withdrawal fixtures cover groups, regions, the instruction, the Nigerian banks with search, and every method names its account', async () => {
    const list = async (country, currency) => {
      const token = await player(undefined, { country, currency });
      const d = (await call('http', token, 'methods-withdrawal', { country, currency })).data;
      return [...d.methods, ...d.groups.flatMap((g) => g.paymentMethods)];
    };
    const ng = await list('NG', 'NGN');
    const banks = ng.find((m) => m.name === 'wd_nigerian_banks');
    const dropdown = banks.fields.find((f) => f.type === 'dropdown');
    assert.ok(dropdown.values.length > 5, 'FORM-14: more than 5 banks, so the dropdown has a search box');
    assert.deepEqual(banks.fields.map((f) => f.name), ['bank', 'accountNumber']);
    const kz = await list('KZ', 'KZT');
    assert.ok(kz.find((m) => m.name === 'wd_kz_bank_transfer').instruction_slides.length > 0);
    assert.ok(!kz.some((m) => m.name === 'wd_sbp'), 'a region lists only its own methods');
    const v4 = (await call('http', await player(), 'methods-withdrawal-v4', { currency: 'USD' })).data;
    assert.deepEqual(v4.groups.map((g) => g.name).sort(), ['crypto', 'me2me-grouped']);
    // Every method has fields, the account of its answers (WD-06: the masked account).
    const ru = await list('RU', 'RUB');
    for (const m of [...ng, ...kz, ...ru]) assert.ok(m.fields?.length > 0, m.name);
  });

  it('test API: GET /sandbox/withdrawals lists every record with its fields; settle moves a submitted one by the table only', async () => {
    const token = await player({ withdrawalOutcome: 'pending' });
    const draft = (await call('http', token, 'withdrawal-create', card(100))).data;
    const settle = (status) => request(ctx.base, `/sandbox/withdrawals/${draft.withdrawalId}/settle`, { method: 'POST', token, json: { status } });
    assert.equal((await settle('processing')).body.changed, false, 'a draft is not submitted yet');
    await call('http', token, 'withdrawal-confirm', { withdrawalId: draft.withdrawalId });
    assert.equal((await settle('accepted')).body.changed, false, 'pending → accepted skips processing');
    assert.equal((await settle('processing')).body.status, 'processing');
    const done = (await settle('accepted')).body;
    assert.deepEqual([done.changed, done.status], [true, 'accepted']);
    assert.equal((await settle('bogus')).status, 400);
    const listed = (await request(ctx.base, '/sandbox/withdrawals', { token })).body;
    assert.deepEqual(listed.map((w) => [w.withdrawalId, w.status, w.fields]), [[draft.withdrawalId, 'accepted', CARD]]);
    assert.equal((await request(ctx.base, '/sandbox/withdrawals')).status, 401);
  });
});
