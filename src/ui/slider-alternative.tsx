/**
 * "Can't complete the puzzle?" (WCAG 2.2, 2.5.7; decision CAPTCHA-17): shown on a deposit page after
 * the player closed the slider. One press goes on without it; the page passes its own deposit press
 * as `onContinue`, so the helper window still opens from this click.
 */
import { Button } from './button.tsx';

export interface SliderAlternativeProps {
  translate(key: string): string;
  disabled?: boolean;
  onContinue(): void;
}

export function SliderAlternative({ translate: t, disabled = false, onContinue }: SliderAlternativeProps) {
  return (
    <section className="cashier-slider-alternative" aria-labelledby="cashier-slider-alternative">
      <p id="cashier-slider-alternative">{t('captcha.alternative.text')}</p>
      <Button variant="secondary" block disabled={disabled} onClick={onContinue}>
        {t('captcha.alternative.action')}
      </Button>
    </section>
  );
}
