/**
 * `/deposit/india/invoice` (flows §2 "India", §3 "India invoice"; INDIA-01/02, decision INDIA-04):
 * the amount, the details (name and value with copy; a QR code where the detail carries one), the
 * requisites with the bank name first, the invoice's fields and "I have paid" (validate,
 * deposit-complete, the complete page).
 */
import { Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { DEPOSIT_INDIA } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { RequisiteList } from '../../ui/requisite-list.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import fieldStyles from '../../../styles/fields.css';
import flowStyles from '../../../styles/invoice.css';
import uiParts from '../../../styles/ui-parts.css';
import { focusFirstBadField } from '../../ui/focus-bad-field.ts';
import { PressButton } from '../../ui/press-button.tsx';
import { $indiaPage, $preparedInvoice, closeIndiaPage, openIndiaInvoice, payInvoice } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);


export default function IndiaInvoiceScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const prepared = useStore($preparedInvoice(scope));
  const page = useStore($indiaPage(scope));
  const form = useStore($formFields(scope));
  const submitDisabled = useStore($submitDisabled(scope));
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (prepared) openIndiaInvoice(scope, prepared);
    return () => closeIndiaPage(scope);
  }, [prepared]);

  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus.bind(null, scope));
  }, [page.rejections]);

  if (!prepared) {
    // Reached without a prepared invoice (a reload, a deep link): the base page prepares one.
    return (
      <Page className="cashier-invoice">
        <StatusPanel icon={<AlertIcon />} title={t('india.noInvoice')}>
          <Button onClick={() => navigate(DEPOSIT_INDIA, { replace: true })}>{t('india.continue')}</Button>
        </StatusPanel>
      </Page>
    );
  }
  const { invoice } = prepared;
  const copyLabel = (name: string) => t('requisite.copy', { name });
  const copied = t('requisite.copied');
  const input = formInput(form);
  return (
    <Page className="cashier-invoice cashier-india" title={t('india.invoiceTitle')}>
      <p className="cashier-invoice__amount">{formatAmount(prepared.amount, prepared.currency)}</p>
      <p className="cashier-invoice__hint">{t('india.invoiceHint')}</p>
      {invoice.details.length > 0 ? (
        <section className="cashier-invoice__section" aria-labelledby="cashier-india-details">
          <h3 id="cashier-india-details" className="cashier-invoice__subtitle">
            {t('invoice.details')}
          </h3>
          {invoice.details.map((d) =>
            d.qr !== null ? (
              <div key={`${d.name}-qr`} className="cashier-invoice__qr" data-detail-type={d.type}>
                <QrCode value={d.qr} label={t('india.qrLabel', { name: d.name })} />
              </div>
            ) : null,
          )}
          <RequisiteList
            items={invoice.details.map((d) => ({ name: d.name, label: d.name, value: d.value, copyable: true }))}
            copyLabel={copyLabel}
            copiedLabel={copied}
          />
        </section>
      ) : null}
      {invoice.requisites.length > 0 ? (
        <section className="cashier-invoice__section" aria-labelledby="cashier-india-requisites">
          <h3 id="cashier-india-requisites" className="cashier-invoice__subtitle">
            {t('india.requisites')}
          </h3>
          <RequisiteList
            items={invoice.requisites.map((r) => ({ name: r.name, label: r.bank ? t('india.bankName') : r.name, value: r.value, copyable: !r.bank }))}
            copyLabel={copyLabel}
            copiedLabel={copied}
          />
        </section>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void payInvoice(scope, prepared, api(scope));
        }}
      >
        {form.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields title={t('india.fields')} view={form} prefixes={input.prefixes ?? {}} language={language} translate={t} {...formFieldHandlers(scope)} />
          </Suspense>
        ) : null}
        <PressButton label={t('redirect.pay.paid')} busy={page.busy} disabled={submitDisabled} />
      </form>
    </Page>
  );
}
