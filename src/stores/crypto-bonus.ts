/**
 * Whether this player is offered the crypto bonus (BONUS-14, decision BONUS-15): the handshake's
 * `abTestGroup` experiment and schema.meta.isCryptoBonusAvailable, followed live. The deposit list
 * reads it for the crypto tiles' 'instant' 5% badge (LIST-22), the crypto pages for their banner.
 */
import { computed } from 'nanostores';
import { cryptoBonusApplies } from '../domain/crypto-bonus.ts';
import { $config } from './config.ts';
import { AB_TEST_EXPERIMENT_KEY } from './experiments.ts';
import { scoped, type Scope } from './scope.ts';

export const $cryptoBonusOffered = scoped((scope: Scope) => (computed($config(scope), (config) =>
  cryptoBonusApplies(config.experiments.find((e) => e.key === AB_TEST_EXPERIMENT_KEY)?.group, config.schema?.meta?.isCryptoBonusAvailable),
)));
