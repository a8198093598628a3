// Issue #23 deliverable 7: a method list that failed with a 401 loads again by itself once the host
// renews the token; never for another failure, never after the player left the error page.
import { expect } from '@open-wc/testing';
import { ERROR_PATH } from '../../../src/domain/paths.ts';
import { api } from '../../../src/stores/api.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { showLoadError } from '../../../src/stores/load-error.ts';
import { $navigationRequest, reportLocation } from '../../../src/stores/navigation.ts';
import { retryWhenRenewed } from '../../../src/stores/token-retry.ts';
import { patchUser } from '../../../src/stores/user.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { installMockApi, uninstallMockApi, type MockApi } from '../flows/helpers/mock-api.ts';
import { flush } from '../flush.ts';
import { testScope } from '../scope.ts';

const BACK = '/deposit?refetch=1';
const unauthorized = () => new CashierError('unauthorized', { status: 401, message: 'Unauthorized', call: 'methods-payment-v5' });

describe('a list that failed with a 401 (issue #23, HTTP-11)', () => {
  let mock: MockApi;
  beforeEach(() => {
    applyHandshake(testScope(), { token: 'expired-token' });
    mock = installMockApi();
  });
  afterEach(() => uninstallMockApi());

  /** The list call fails as the backend answers it; returns its error. */
  async function failedLoad(error: Error): Promise<unknown> {
    mock.expectCall('methods-payment-v5').andFail(error);
    return api(testScope())
      .call('methods-payment-v5', { country: 'RU', currency: { code: 'RUB', type: 'fiat' } })
      .then(() => expect.fail('the call should fail'), (e: unknown) => e);
  }
  const onErrorPage = () => reportLocation(testScope(), `${ERROR_PATH}?backRoute=${encodeURIComponent(BACK)}`);
  const lastTarget = () => $navigationRequest(testScope()).get()?.to;

  it('HTTP-11, ERR-13: goes back to the list by itself once the host sets a new token', async () => {
    const error = await failedLoad(unauthorized());
    showLoadError(testScope(), error, BACK);
    onErrorPage();
    await flush();
    expect(lastTarget()).to.match(new RegExp(`^${ERROR_PATH}`));
    applyHandshake(testScope(), { locale: 'de-DE' }); // other settings change nothing
    expect(lastTarget()).to.match(new RegExp(`^${ERROR_PATH}`));
    applyHandshake(testScope(), { token: 'renewed-token' });
    expect(lastTarget()).to.equal(BACK);
    expect($navigationRequest(testScope()).get()?.replace).to.equal(true);
  });

  it('SOCK-15: a login.token push with a new user token renews it too; a host that renewed before the page showed is followed at once', async () => {
    const error = await failedLoad(unauthorized());
    onErrorPage();
    retryWhenRenewed(testScope(), error, BACK);
    patchUser(testScope(), { token: 'pushed-token' });
    expect(lastTarget()).to.equal(BACK);

    const early = await failedLoad(unauthorized());
    applyHandshake(testScope(), { token: 'already-renewed' });
    retryWhenRenewed(testScope(), early, '/withdrawal?refetch=1');
    expect(lastTarget()).to.equal('/withdrawal?refetch=1');
  });

  it('ERR-13: another failure, or a player who left the error page, is never retried by itself', async () => {
    const refused = await failedLoad(new CashierError('http', { status: 500, message: 'Boom', call: 'methods-payment-v5' }));
    onErrorPage();
    retryWhenRenewed(testScope(), refused, BACK);
    applyHandshake(testScope(), { token: 'renewed-token' });
    expect(lastTarget()).to.equal(undefined);

    const expired = await failedLoad(unauthorized());
    retryWhenRenewed(testScope(), expired, BACK);
    reportLocation(testScope(), '/deposit/redirect'); // the player went on
    applyHandshake(testScope(), { token: 'another-token' });
    expect(lastTarget()).to.equal(undefined);
  });
});
