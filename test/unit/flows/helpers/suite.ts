/** Mocha hooks shared by the flow screen suites. */
import type { Mounted } from '../../app/render.tsx';
import { installMockApi, uninstallMockApi, type MockApi } from './mock-api.ts';
import { resetFlowStores } from './reset.ts';

export interface FlowScreenSuite {
  /** This test's mock API (a new one before each test). */
  api: MockApi;
  /** Set to the app a test mounts; unmounted after the test. */
  mounted: Mounted | undefined;
  /** Starts over inside a test: unmounts the app, resets the stores, installs a new mock API. */
  restart(): void;
}

/** Fresh flow stores and a mock API before each test; the mounted app and the mock removed after. */
export function useFlowScreenSuite(): FlowScreenSuite {
  const suite: FlowScreenSuite = {
    api: undefined as unknown as MockApi, // set before each test
    mounted: undefined,
    restart() {
      suite.mounted?.unmount();
      suite.mounted = undefined;
      resetFlowStores();
      suite.api = installMockApi();
    },
  };
  beforeEach(() => suite.restart());
  afterEach(() => {
    suite.mounted?.unmount();
    suite.mounted = undefined;
    uninstallMockApi();
  });
  return suite;
}
