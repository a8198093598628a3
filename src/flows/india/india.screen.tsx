/**
 * `/deposit/india` (flows §2 "India", §4 "Complete and prepare"; INDIA-03, decision INDIA-04): the
 * method, the amount with its limits and the method's fields; "Continue" validates them, calls
 * deposit-prepare and opens the invoice.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, checkAmountText, touchAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput } from '../../stores/form-fields.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { amountCheckMessage, amountLimitsHint } from '../../ui/amount-texts.ts';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import fieldStyles from '../../../styles/fields.css';
import flowStyles from '../../../styles/invoice.css';
import uiParts from '../../../styles/ui-parts.css';
import { focusFirstBadField } from './field-focus.ts';
import { PressButton } from './press-button.tsx';
import { $indiaPage, changeIndiaAmount, closeIndiaPage, openIndiaPage, prepareInvoice } from './model.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);


export default function IndiaScreen() {
  const { t, language, formatAmount } = useT();
  const method = useStore($selectedMethod);
  const currency = useStore($depositCurrency);
  const amount = useStore($amount);
  const page = useStore($indiaPage);
  const form = useStore($formFields);
  const submitDisabled = useStore($submitDisabled);
  const { limits } = useStore($methodLimits);
  const formRef = useRef<HTMLFormElement>(null);
  const separator = numberSeparators(language).decimal;

  useEffect(() => {
    if (method) openIndiaPage(method, separator);
    return closeIndiaPage;
  }, [method, separator]);

  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current);
  }, [page.rejections]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const check = checkAmountText(amount.text, limits);
  const error = (amount.touched || page.submitted) && !check.ok ? amountCheckMessage(check, currency, t, formatAmount) : undefined;
  const hint = amountLimitsHint(limits, currency, t, formatAmount);
  const input = formInput(form);
  return (
    <Page className="cashier-invoice cashier-india">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      <p className="cashier-invoice__hint">{t('india.prepareHint')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void prepareInvoice(method, api);
        }}
      >
        <AmountField
          label={t('redirect.amount')}
          value={amount.text}
          currency={currency}
          hint={hint}
          {...(error ? { error } : {})}
          onChange={(raw) => changeIndiaAmount(raw, separator)}
          onBlur={touchAmount}
        />
        {form.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields title={t('redirect.fields')} view={form} prefixes={input.prefixes ?? {}} language={language} translate={t} {...formFieldHandlers} />
          </Suspense>
        ) : null}
        <PressButton label={t('india.continue')} busy={page.busy} disabled={submitDisabled} />
      </form>
    </Page>
  );
}
