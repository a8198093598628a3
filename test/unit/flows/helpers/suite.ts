/** Mocha hooks shared by the flow screen suites. */
import type { Mounted } from '../../app/render.tsx';
import { restartTestScope } from '../../scope.ts';
import { installMockApi, uninstallMockApi, type MockApi } from './mock-api.ts';

export interface FlowScreenSuite {
  /** This test's mock API (a new one before each test). */
  api: MockApi;
  /** Set to the app a test mounts; unmounted after the test. */
  mounted: Mounted | undefined;
  /** Starts over inside a test: unmounts the app, checks the mock, and goes on in a new scope with a new mock API. */
  restart(): void;
}

/** A mock API before each test (the test's scope is fresh: test/unit/scope.ts); the mounted app and the mock removed after. */
export function useFlowScreenSuite(): FlowScreenSuite {
  const suite: FlowScreenSuite = {
    api: undefined as unknown as MockApi, // set before each test
    mounted: undefined,
    restart() {
      suite.mounted?.unmount();
      suite.mounted = undefined;
      uninstallMockApi();
      restartTestScope();
      suite.api = installMockApi();
    },
  };
  beforeEach(() => {
    suite.api = installMockApi();
  });
  afterEach(() => {
    suite.mounted?.unmount();
    suite.mounted = undefined;
    uninstallMockApi();
  });
  return suite;
}
