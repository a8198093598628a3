/**
 * A page's form of the amount (with the method's limits) and the method's dynamic fields, with a
 * submit button that shows the press's call running. The India page (deposit-prepare) and the
 * withdrawal amount page (withdrawal-create) differ only in their texts and what a press does; both
 * pass `src/stores/amount-form.ts`. After a refused press (`rejections` grows) the first bad field
 * gets the focus (FORM-13).
 */
import { Suspense, useEffect, useRef } from 'react';
import type { Limits } from '../domain/amount-limits.ts';
import type { AmountCheck } from '../domain/amount-validation.ts';
import { useT } from '../i18n/react.tsx';
import { AmountField } from './amount-field.tsx';
import { amountCheckMessage, amountLimitsHint } from './amount-texts.ts';
import { focusFirstBadField } from './focus-bad-field.ts';
import type { FormFieldsHandlers, FormFieldsView } from './form-fields.tsx';
import { FormFields } from './lazy-form-fields.tsx';
import { PressButton } from './press-button.tsx';

export interface AmountFormView {
  currency: string;
  amountText: string;
  amountTouched: boolean;
  amountCheck: AmountCheck;
  limits: Limits;
  fields: FormFieldsView;
  prefixes: Record<string, string>;
  submitDisabled: boolean;
}

export interface AmountFormProps {
  view: AmountFormView;
  handlers: { onAmountBlur: () => void; keepErrorOnNextFocus: (name: string) => void; fields: FormFieldsHandlers };
  amountLabel: string;
  fieldsTitle: string;
  submitLabel: string;
  /** The press's call runs. */
  busy: boolean;
  /** A press was made: amount errors show even on an untouched field. */
  submitted: boolean;
  /** Refused presses so far. */
  rejections: number;
  onAmountChange: (raw: string) => void;
  onSubmit: () => void;
}

export function AmountForm({ view, handlers, amountLabel, fieldsTitle, submitLabel, busy, submitted, rejections, onAmountChange, onSubmit }: AmountFormProps) {
  const { t, language, formatAmount } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { keepErrorOnNextFocus } = handlers;

  useEffect(() => {
    if (rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus);
  }, [rejections, keepErrorOnNextFocus]);

  const { currency, amountCheck: check } = view;
  const error = (view.amountTouched || submitted) && !check.ok ? amountCheckMessage(check, currency, t, formatAmount) : undefined;
  return (
    <form
      ref={formRef}
      className="cashier-redirect__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AmountField
        label={amountLabel}
        value={view.amountText}
        currency={currency}
        hint={amountLimitsHint(view.limits, currency, t, formatAmount)}
        {...(error ? { error } : {})}
        onChange={onAmountChange}
        onBlur={handlers.onAmountBlur}
      />
      {view.fields.fields.length > 0 ? (
        <Suspense fallback={null}>
          <FormFields title={fieldsTitle} view={view.fields} prefixes={view.prefixes} language={language} translate={t} {...handlers.fields} />
        </Suspense>
      ) : null}
      <PressButton label={submitLabel} busy={busy} disabled={view.submitDisabled} />
    </form>
  );
}
