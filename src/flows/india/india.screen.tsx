/**
 * `/deposit/india` (flows §2 "India", §4 "Complete and prepare"; INDIA-03, decision INDIA-04): the
 * method, the amount with its limits and the method's fields; "Continue" validates them, calls
 * deposit-prepare and opens the invoice.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { $amountForm, amountFormHandlers } from '../../stores/amount-form.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountForm } from '../../ui/amount-form.tsx';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import fieldStyles from '../../../styles/fields.css';
import flowStyles from '../../../styles/invoice.css';
import uiParts from '../../../styles/ui-parts.css';
// The amount field and the fields' look (styles/deposit-payment.css), as on the redirect page.
import paymentStyles from '../../../styles/deposit-payment.css';
import { $indiaPage, changeIndiaAmount, closeIndiaPage, openIndiaPage, prepareInvoice } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(paymentStyles);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);

export default function IndiaScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const method = useStore($selectedMethod(scope));
  const form = useStore($amountForm(scope));
  const page = useStore($indiaPage(scope));
  const separator = numberSeparators(language).decimal;

  useEffect(() => {
    if (method) openIndiaPage(scope, method, separator);
    return () => closeIndiaPage(scope);
  }, [method, separator]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  return (
    <Page className="cashier-invoice cashier-india">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      <p className="cashier-invoice__hint">{t('india.prepareHint')}</p>
      <AmountForm
        view={form}
        handlers={amountFormHandlers(scope)}
        amountLabel={t('redirect.amount')}
        fieldsTitle={t('redirect.fields')}
        submitLabel={t('india.continue')}
        busy={page.busy}
        submitted={page.submitted}
        rejections={page.rejections}
        onAmountChange={(raw) => changeIndiaAmount(scope)(raw, separator)}
        onSubmit={() => void prepareInvoice(scope, method, api(scope))}
      />
    </Page>
  );
}
