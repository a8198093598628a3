/** Shared set-up of the redirect page's tests: the suite, a test deposit env, opening the page. */
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import type { DepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { fakeOpener } from './fake-helper.ts';
import { useFlowScreenSuite } from './suite.ts';
import type { FlowScreenSuite } from './suite.ts';
import { testScope } from '../../scope.ts';

/** A deposit env for tests: a fake clock, a helper window that is ready at once, a casino page. */
export function useTestDepositEnv(overrides: Partial<DepositEnv> = {}): void {
  configureDepositEnv(testScope(), {
    clock: createFakeClock(),
    openHelper: fakeOpener('ready').open,
    now: () => 0,
    documentUrl: () => 'https://casino.test/cashier',
    openerOrigin: () => 'https://casino.test',
    ...overrides,
  });
}

/** The flow screen suite for the redirect page: USD in DE, session-start always answered, the env reset after. */
export function useRedirectScreenSuite(): FlowScreenSuite {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    suite.api.always('session-start', null);
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
  });
  afterEach(() => configureDepositEnv(testScope(), null));
  return suite;
}

/** Selects `method`, mounts the app on the redirect page and waits for `ready` (default: the amount input). */
export async function openRedirectScreen(suite: FlowScreenSuite, method: PaymentMethod, ready = '.cashier-amount__input'): Promise<Mounted> {
  selectMethod(testScope(), method);
  suite.mounted = await mountApp('/deposit/redirect');
  const m = suite.mounted;
  await waitFor(() => m.host.querySelector(ready) !== null, 'redirect page');
  return m;
}
