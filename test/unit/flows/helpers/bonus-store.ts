/** Runs the bonus store (src/stores/bonus.ts) for each test, as src/app/start.ts does for an element. */
import { startBonuses } from '../../../../src/stores/bonus.ts';
import { testScope } from '../../scope.ts';

export function useBonusStore(): void {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = startBonuses(testScope());
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
  });
}
