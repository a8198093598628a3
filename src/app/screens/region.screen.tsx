/**
 * The region page (/deposit/region, /withdrawal/region, /empty/region; LIST-13/14): loads the
 * countries, shows the current one, a search field and the list. Choosing a country sets
 * `paymentGeo` and returns to the list with `?refetch=1` (LIST-10).
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../stores/api.ts';
import { $config, applyHandshake } from '../../stores/config.ts';
import { resetMethods } from '../../stores/methods.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceList } from '../../ui/choice-list.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { RefreshIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useAppRoute } from '../app-context.ts';
import { regionReturnPath } from './region-return.ts';
import { filterCountries, toCountryList } from './countries.ts';
import type { CountryList } from './countries.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import choiceStyles from '../../../styles/choices.css';
import type { Scope } from '../../stores/scope.ts';
import { useScope } from '../../stores/scope-context.ts';
// The region list's rows and search (styles/choices.css): not in the entry, this screen is lazy.
adoptFlowStyles(choiceStyles);

export interface RegionScreenProps {
  /** Loads the raw country answer; defaults to methods-country-selector-v2. */
  loadCountries?: () => Promise<unknown>;
  /** Applies the choice; defaults to setting `paymentGeo` and resetting the methods list. */
  chooseCountry?: (code: string) => void;
}

type LoadState = { status: 'loading' } | { status: 'ok'; data: CountryList } | { status: 'error' };

const defaultLoad = (scope: Scope) => api(scope).call('methods-country-selector-v2', {});
const defaultChoose = (scope: Scope, code: string): void => {
  applyHandshake(scope, { paymentGeo: code });
  resetMethods(scope);
};

export default function RegionScreen(props: RegionScreenProps) {
  const scope = useScope();
  const loadCountries = props.loadCountries ?? (() => defaultLoad(scope));
  const chooseCountry = props.chooseCountry ?? ((code: string) => defaultChoose(scope, code));
  const { t, language } = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { route } = useAppRoute();
  const { paymentGeo } = useStore($config(scope), { keys: ['paymentGeo'] });
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const listId = useId();

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadCountries().then(
      (answer) => live && setState({ status: 'ok', data: toCountryList(answer, language) }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, language]);

  if (state.status === 'loading') return <Spinner label={t('region.loading')} showLabel />;
  if (state.status === 'error') {
    return (
      <Page className="cashier-page--centered">
        <StatusPanel icon={<AlertIcon />} tone="danger" title={t('error.page.title')} hint={t('error.page.hint')}>
          <Button icon={<RefreshIcon />} onClick={() => setAttempt((n) => n + 1)}>
            {t('error.page.refresh')}
          </Button>
        </StatusPanel>
      </Page>
    );
  }

  const { countries } = state.data;
  const selected = (paymentGeo || state.data.current || '').toUpperCase();
  const current = countries.find((c) => c.code === selected);
  const shown = filterCountries(countries, query);
  const choose = (code: string): void => {
    chooseCountry(code);
    navigate(regionReturnPath(route, search), { replace: true });
  };

  return (
    <Page title={t('region.title')} className="cashier-region">
      <p className="cashier-region__current">
        <span className="cashier-region__label">{t('region.label')}</span>
        <span className="cashier-region__value">{current?.name ?? selected}</span>
      </p>
      <SearchField label={t('region.search')} value={query} onChange={setQuery} controls={listId} />
      {shown.length ? (
        <ChoiceList id={listId} label={t('region.title')} items={shown.map((c) => ({ id: c.code, label: c.name, hint: c.code }))} selectedId={selected} onChoose={choose} />
      ) : (
        <p id={listId} className="cashier-region__empty" role="status">
          {t('region.notFound')}
        </p>
      )}
    </Page>
  );
}
