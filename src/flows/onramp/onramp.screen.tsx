/**
 * `/deposit/onramp` (flows §2 "On-ramp base", §3, §4, §5; ONRAMP-03, ONRAMP-05..09, ONRAMP-13):
 * the method's country and currency dropdowns (the shared dynamic-field controls), the amount —
 * disabled until a currency is chosen and its limits are in — and "Show offers", which creates
 * the deposit and leads to the offer list. The state and rules are the model's.
 */
import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { amountRange } from '../../domain/amount-validation.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { $amount, checkAmountText, touchAmount } from '../../stores/deposit/amount.ts';
import { $formFields, formFieldHandlers, formInput } from '../../stores/form-fields.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import { $onrampPage, amountEnabled, changeAmount, chooseField, closeOnrampPage, onrampFieldErrors, openOnrampPage, submitOnramp } from './model.ts';
import paymentStyles from '../../../styles/deposit-payment.css';
import fieldStyles from '../../../styles/fields.css';
import flowStyles from '../../../styles/onramp.css';
import uiParts from '../../../styles/ui-parts.css';
import checkingStyles from '../../../styles/checking-notice.css';
import { CheckingNotice } from '../../ui/checking-notice.tsx';
import { $checkingDeposit } from '../../stores/deposit/unknown-outcome.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(paymentStyles);
adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);
adoptFlowStyles(checkingStyles);


export default function OnrampScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const selection = useStore($selection(scope));
  const page = useStore($onrampPage(scope));
  const amount = useStore($amount(scope));
  const checking = useStore($checkingDeposit(scope));
  const form = useStore($formFields(scope));
  const separator = numberSeparators(language).decimal;
  const method = selection.kind === 'method' ? selection.method : undefined;

  useEffect(() => {
    openOnrampPage(scope, separator);
    return () => closeOnrampPage(scope);
  }, [method, separator]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const enabled = amountEnabled(page);
  const { currency, limits } = page;
  const check = checkAmountText(amount.text, limits);
  const showError = enabled && (amount.touched || page.submitted) && !check.ok;
  const error = !showError || check.ok
    ? undefined
    : check.reason === 'empty'
      ? t('form.amountInput.required')
      : t(check.messageKey, { amount: formatAmount(check.limit, currency) });
  const range = amountRange(limits);
  // ONRAMP-05: until the amount can be used, its hint says what it waits for.
  const hint = !enabled
    ? page.limitsState === 'loading'
      ? t('onramp.amount.loading')
      : t('onramp.amount.chooseCurrency')
    : range.max !== undefined
      ? t('form.amountInput.range', { min: formatAmount(range.min, currency), max: formatAmount(range.max, currency) })
      : t('form.amountInput.rangeMin', { min: formatAmount(range.min, currency) });
  const creating = page.phase === 'creating';
  const input = formInput(form);

  return (
    <Page className="cashier-onramp">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      <p className="cashier-onramp__hint">{t('onramp.hint')}</p>
      <form
        className="cashier-redirect__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitOnramp(scope);
        }}
      >
        {form.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields
              title={t('onramp.fields')}
              view={{ ...form, errors: onrampFieldErrors(form, page) }}
              prefixes={input.prefixes ?? {}}
              language={language}
              translate={t}
              {...formFieldHandlers(scope)}
              onChoose={chooseField.bind(null, scope)}
            />
          </Suspense>
        ) : null}
        <AmountField
          label={t('redirect.amount')}
          value={enabled ? amount.text : ''}
          currency={currency}
          hint={hint}
          disabled={!enabled}
          {...(error ? { error } : {})}
          onChange={changeAmount.bind(null, scope)}
          onBlur={() => touchAmount(scope)}
        />
        <CheckingNotice checking={checking} />
        <Button type="submit" block disabled={creating || !enabled} aria-busy={creating ? 'true' : undefined}>
          {creating ? t('redirect.processing') : t('onramp.showOffers')}
        </Button>
      </form>
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {creating ? t('redirect.processing') : page.limitsState === 'loading' ? t('onramp.amount.loading') : ''}
      </p>
    </Page>
  );
}
