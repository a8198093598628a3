/**
 * LIST-12: the region card; the change button only when the geo selector is enabled (decision
 * LIST-14). The international countries with icons (CONST-14) show their own icon, every other
 * country the globe (decision CONST-15).
 */
import { Button } from './button.tsx';
import { GlobeIcon } from './icons.tsx';
import { countryIconUrl } from '../domain/countries.ts';
import { regionName } from '../domain/region-names.ts';

export interface RegionCardProps {
  label: string;
  country: string;
  language: string;
  /** The icon folder (`$methodIconBase`): the country icons live there. */
  iconBase: string;
  changeLabel?: string;
  onChange?: () => void;
}

export function RegionCard({ label, country, language, iconBase, changeLabel, onChange }: RegionCardProps) {
  const icon = countryIconUrl(country, iconBase);
  return (
    <section className="cashier-region-card" aria-label={label}>
      <span className="cashier-region-card__icon">{icon ? <img src={icon} alt="" width="24" height="24" data-country-icon={country.toLowerCase()} /> : <GlobeIcon />}</span>
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
