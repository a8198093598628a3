/**
 * Decision CREATE-10: when the browser blocked the payment window, the page offers "Continue to
 * payment", whose click (a user gesture) opens it. The redirect, sweepstake and on-ramp pages show it.
 */
import { useT } from '../i18n/react.tsx';
import { Button } from './button.tsx';

export function ContinueToPayment({ id, onContinue }: { id: string; onContinue: () => void }) {
  const { t } = useT();
  return (
    <section className="cashier-redirect__pending" aria-labelledby={id}>
      <p id={id}>{t('redirect.continueHint')}</p>
      <Button variant="secondary" block onClick={onContinue}>
        {t('redirect.continue')}
      </Button>
    </section>
  );
}
