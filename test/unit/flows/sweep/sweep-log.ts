/** The sweepstake suites' hooks: the lines the sweepstake pages log (SWEEP-12/13), recorded per test. */
import { setSweepstakeLogger } from '../../../../src/stores/sweepstake-log.ts';
import { testScope } from '../../scope.ts';

/** Records every logged line of a test into the returned array (emptied before each test). */
export function useSweepstakeLog(): string[] {
  const logged: string[] = [];
  beforeEach(() => {
    logged.length = 0;
    setSweepstakeLogger(testScope(), { warn: (line) => logged.push(line) });
  });
  afterEach(() => setSweepstakeLogger(testScope(), null));
  return logged;
}
