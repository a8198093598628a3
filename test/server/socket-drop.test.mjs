// Issue #24 (decision MEM-02): POST /sandbox/sockets/drop cuts the player's sockets as a network
// drop would — the client sees "transport close" — and a new socket of the same token works after it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, issue, request, socketCall, start } from './helpers.mjs';

describe('sandbox socket drop', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  it('MEM-02: cuts every open socket of the player with "transport close", leaves other players\' sockets, and a reconnect answers calls', async () => {
    const { token } = await issue(ctx.base, { player: 'drop-me' });
    const other = await issue(ctx.base, { player: 'keep-me' });
    const sockets = [await connect(ctx.base, { Authorization: token }), await connect(ctx.base, { Authorization: token })];
    const bystander = await connect(ctx.base, { Authorization: other.token });
    try {
      const reasons = Promise.all(sockets.map((s) => new Promise((resolve) => s.once('disconnect', resolve))));
      const dropped = await request(ctx.base, '/sandbox/sockets/drop', { method: 'POST', token });
      assert.deepEqual([dropped.status, dropped.body], [200, { dropped: 2 }]);
      assert.deepEqual(await reasons, ['transport close', 'transport close']);
      assert.equal(bystander.connected, true);
      assert.deepEqual((await request(ctx.base, '/sandbox/sockets', { token })).body, { open: 0 });
      const again = await connect(ctx.base, { Authorization: token });
      try {
        assert.equal((await socketCall(again, token, 'methods-country-selector-v2', {})).status, 200);
      } finally {
        again.close();
      }
    } finally {
      for (const s of [...sockets, bystander]) s.close();
    }
  });

  it('MEM-02: needs the player\'s token', async () => {
    assert.equal((await request(ctx.base, '/sandbox/sockets/drop', { method: 'POST' })).status, 401);
  });
});
