/** LIST-12: the region card; the change button only when the geo selector is enabled (decision LIST-14). */
import { Button } from './button.tsx';
import { GlobeIcon } from './icons.tsx';
import { regionName } from '../domain/region-names.ts';

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
          {regionName(country, language) ?? country}
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
