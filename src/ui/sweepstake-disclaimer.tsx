/**
 * SWEEP-02..05: the sweepstake disclaimer — gold coins are for entertainment only and have no cash
 * value; sweep coins are given free as a promotion and are not for sale; they are used to enter
 * sweepstakes; no purchase is necessary. Always on the page as text, never behind a tap.
 */
import { useT } from '../i18n/react.tsx';

export function SweepstakeDisclaimer() {
  const { t } = useT();
  return <p className="cashier-sweep-order__disclaimer cashier-sweep-disclaimer">{t('crypto.sweep.disclaimer')}</p>;
}
