/** LIST-12: the region card; the change button only when the geo selector is enabled (decision LIST-14). */
import { Button } from '../../ui/button.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';

/** The country's name in the user language (Intl), else the code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export interface RegionCardProps {
  label: string;
  country: string;
  language: string;
  changeLabel?: string;
  onChange?: () => void;
}

export function RegionCard({ label, country, language, changeLabel, onChange }: RegionCardProps) {
  return (
    <section className="cashier-region-card" aria-label={label}>
      <span className="cashier-region-card__icon">
        <GlobeIcon />
      </span>
      <span className="cashier-region-card__text">
        <span className="cashier-region-card__label">{label}</span>
        <span className="cashier-region-card__value" data-country={country}>
          {countryName(country, language)}
        </span>
      </span>
      {onChange && changeLabel ? (
        <Button variant="secondary" onClick={onChange}>
          {changeLabel}
        </Button>
      ) : null}
    </section>
  );
}
