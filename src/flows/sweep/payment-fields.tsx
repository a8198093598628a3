/**
 * The chosen method's dynamic fields (the shared form store, FORM rules; the controls are a lazy chunk):
 * select-method's payment and the convert step's payout account.
 */
import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { $formFields, formFieldHandlers, formInput } from '../../stores/form-fields.ts';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import { useScope } from '../../stores/scope-context.ts';

export function PaymentFields() {
  const scope = useScope();
  const { t, language } = useT();
  const form = useStore($formFields(scope));
  if (form.fields.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FormFields title={t('redirect.fields')} view={form} prefixes={formInput(form).prefixes ?? {}} language={language} translate={t} {...formFieldHandlers(scope)} />
    </Suspense>
  );
}
