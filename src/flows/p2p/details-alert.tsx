/**
 * The payment-details alert (flows §9; CONST-11..13, decision CONST-13): under the requisites, a
 * polite status whose text appears after 3 s and changes every 6 s. The host's experiment
 * `p2pDetailsAlert` picks the group: a — one fixed text, b — facts in a shuffled order, c —
 * progress messages. Without the experiment, group a.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DETAILS_ALERT_DELAY_MS, DETAILS_ALERT_ROTATE_MS, detailsAlertGroup, detailsAlertIndex, detailsAlertKeys } from './p2p.ts';
import { useT } from '../../i18n/react.tsx';
import { $config } from '../../stores/config.ts';
import { browserClock } from '../../ui/ui-clock.ts';
import type { UiClock } from '../../ui/ui-clock.ts';
import { useScope } from '../../stores/scope-context.ts';

/** Decision CONST-13: the handshake experiment that names the group. */
export const DETAILS_ALERT_EXPERIMENT = 'p2pDetailsAlert';

export function DetailsAlert({ seed, clock = browserClock }: { seed: number; clock?: UiClock }) {
  const scope = useScope();
  const { t } = useT();
  const { experiments } = useStore($config(scope), { keys: ['experiments'] });
  const group = detailsAlertGroup(experiments.find((e) => e.key === DETAILS_ALERT_EXPERIMENT)?.group);
  const keys = useMemo(() => detailsAlertKeys(group, seed), [group, seed]);
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = clock.now();
    let timer = clock.setTimeout(function step() {
      setElapsed(clock.now() - start);
      timer = clock.setTimeout(step, DETAILS_ALERT_ROTATE_MS);
    }, DETAILS_ALERT_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [clock]);
  const index = detailsAlertIndex(elapsed, keys.length);
  return (
    <p className="cashier-p2p__alert" role="status" data-group={group}>
      {index >= 0 ? t(keys[index]!) : ''}
    </p>
  );
}
