/**
 * `/withdrawal/nigerian-banks` (ROUTE-11, WD-04; decision WD-05): the bank the money goes to,
 * picked from the method's `bank` field with a search field (FORM-14: more than 5 banks), before
 * the amount page; the pick fills that page's bank field. The count of matches is announced.
 */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SEARCH_THRESHOLD, filterOptions, optionText } from '../../domain/field-options.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { ChoiceList } from '../../ui/choice-list.tsx';
import { Page } from '../../ui/page.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import uiParts from '../../../styles/ui-parts.css';
import flowStyles from '../../../styles/withdrawal.css';
// The bank rows and the search field (styles/choices.css: no longer in the entry).
import choiceStyles from '../../../styles/choices.css';
import { chooseBank } from './draft.ts';
import { $chosenBank } from './model.ts';
import { bankField } from './paths.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);
adoptFlowStyles(choiceStyles);

export default function WithdrawalBanksScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const selection = useStore($selection(scope));
  const chosen = useStore($chosenBank(scope));
  const [query, setQuery] = useState('');
  const listId = useId();
  const method = selection.kind === 'method' ? selection.method : undefined;
  const field = method ? bankField(method) : undefined;
  if (!method || !field) return null; // the route guard sends a missing choice back to the list
  const banks = (field.values ?? []).map((o) => ({ id: o.value, label: optionText(field, o, language), text: optionText(field, o, language) }));
  const shown = filterOptions(banks, query);
  return (
    <Page title={t('wallet.banks.title')} className="cashier-wd-banks">
      <p className="cashier-wd-banks__method" dir="auto">
        {methodLabel(method, language)}
      </p>
      {banks.length > SEARCH_THRESHOLD ? <SearchField label={t('wallet.banks.search')} value={query} onChange={setQuery} controls={listId} /> : null}
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {query ? t('wallet.banks.found', { count: shown.length }) : ''}
      </p>
      {shown.length > 0 ? (
        <ChoiceList
          id={listId}
          label={t('wallet.banks.title')}
          items={shown}
          selectedId={chosen?.field === field.name ? chosen.value : undefined}
          onChoose={(value) => chooseBank(scope, field.name, value, selection.kind === 'method' && selection.group !== undefined)}
        />
      ) : (
        <p className="cashier-wd-banks__none">{t('wallet.banks.notFound')}</p>
      )}
    </Page>
  );
}
