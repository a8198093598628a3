/** The host's experiments (shell §3 handshake `experiments`: a key and a group each). */
import { $config } from './config.ts';
import type { Scope } from './scope.ts';

/** HTTP-18: the experiment whose key is `abTestGroup` gives the group sent with the methods and money calls. */
export const AB_TEST_EXPERIMENT_KEY = 'abTestGroup';

/** The A/B group of the handshake's experiments, if any. */
export function abTestGroup(scope: Scope): string | undefined {
  return $config(scope).get().experiments.find((e) => e.key === AB_TEST_EXPERIMENT_KEY)?.group;
}
