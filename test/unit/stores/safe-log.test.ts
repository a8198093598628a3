import { expect } from '@open-wc/testing';
import { handlePush } from '../../../src/stores/api-events.ts';
import { setForceLogging } from '../../../src/stores/debug-switches.ts';
import { logSafely, setLogSink, type LogLevel } from '../../../src/stores/safe-log.ts';
import { $config } from '../../../src/stores/config.ts';
import { $user, setUser } from '../../../src/stores/user.ts';
import { REDACTED } from '../../../src/domain/redact.ts';
import { testScope } from '../scope.ts';

const HOST_TOKEN = 'host-token-0123456789';
const RENEWED = 'renewed-token-9876543210';

describe('stores/safe-log', () => {
  let lines: Array<{ level: LogLevel; line: string; value?: unknown }>;
  beforeEach(() => {
    lines = [];
    setLogSink(testScope(), (level, line, value) => lines.push({ level, line, value }));
    $config(testScope()).setKey('token', HOST_TOKEN);
  });
  afterEach(() => {
    setLogSink(testScope(), null);
    setForceLogging(testScope(), 0);
    $config(testScope()).setKey('token', undefined as unknown as string);
    setUser(testScope(), {});
  });

  it("REL-04: the host's token and the user's are redacted by value in the line and in the value", () => {
    setUser(testScope(), { id_user: 1, token: RENEWED });
    logSafely(testScope(), 'warn', `call failed for ${HOST_TOKEN}`, { note: `t=${RENEWED}`, amount: 10 });
    expect(lines).to.deep.equal([{ level: 'warn', line: `[payment-cashier] call failed for ${REDACTED}`, value: { note: `t=${REDACTED}`, amount: 10 } }]);
  });

  it('REL-04: with debug logging on, a login.token push is logged without its token (field and value)', async () => {
    setForceLogging(testScope(), 1);
    handlePush(testScope(), { type: 'login.token', data: { token: RENEWED, id_user: 5, name: { name: 'Ann' } } });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the logger chunk loads on first use
    expect($user(testScope()).get().token).to.equal(RENEWED);
    expect(lines.map((l) => l.line)).to.deep.equal(['[payment-cashier] push login.token']);
    expect(JSON.stringify(lines)).not.to.include(RENEWED);
    expect(lines[0]!.value).to.deep.equal({ token: REDACTED, id_user: 5, name: { name: 'Ann' } });
  });

  it('REL-04: with debug logging off, a push logs nothing', async () => {
    handlePush(testScope(), { type: 'login.token', data: { token: RENEWED } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).to.deep.equal([]);
  });
});
