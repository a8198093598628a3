/**
 * The single text field a method's own `regex` asks for (flows §5; FORM-03..05, decision FORM-05).
 * Wallets name it `customWallet` (FORM-04), other methods `customAccount`. `regex_error_key` is
 * the message of its one validation, `placeholder_text` / `placeholder_key` its label, `mask` its mask.
 */
import type { FormField, FormFieldType } from './form-field.ts';
import { FORM_FIELD_TYPES } from './form-field.ts';
import type { PaymentMethod } from './payment-entities.ts';

/** FORM-04: the field of a wallet method. */
export const CUSTOM_WALLET_FIELD = 'customWallet';
/** FORM-05 (decision): the field of any other method with a regex. */
export const CUSTOM_ACCOUNT_FIELD = 'customAccount';
/** Labels when the method names none (decision FORM-05). */
export const WALLET_LABEL_KEY = 'form.wallet.label';
export const ACCOUNT_LABEL_KEY = 'form.account.label';

/** A wallet flag may arrive as a boolean or as a non-empty string (`"1"`, `"true"`, a wallet kind). */
const isWallet = (wallet: PaymentMethod['wallet']): boolean =>
  wallet === true || (typeof wallet === 'string' && !['', '0', 'false'].includes(wallet.trim().toLowerCase()));

/** FORM-03: the field built from `method.regex`, or null when the regex is empty. */
export function methodRegexField(method: PaymentMethod | undefined): FormField | null {
  if (!method || typeof method.regex !== 'string' || method.regex.trim() === '') return null;
  const wallet = isWallet(method.wallet);
  const type: FormFieldType = FORM_FIELD_TYPES.includes(method.type as FormFieldType) ? (method.type as FormFieldType) : 'text';
  return {
    name: wallet ? CUSTOM_WALLET_FIELD : CUSTOM_ACCOUNT_FIELD,
    type,
    placeholder_key: method.placeholder_key || (wallet ? WALLET_LABEL_KEY : ACCOUNT_LABEL_KEY),
    ...(method.placeholder_text ? { placeholder_text: method.placeholder_text } : {}),
    ...(method.mask ? { mask: method.mask } : {}),
    ...(method.values ? { values: method.values } : {}),
    validations: [{ regex: method.regex, message: method.regex_error_key ?? '' }],
  };
}

/** The label key to use when a field's own placeholder key has no translation. */
export const fallbackLabelKey = (field: FormField): string | undefined =>
  field.name === CUSTOM_WALLET_FIELD ? WALLET_LABEL_KEY : field.name === CUSTOM_ACCOUNT_FIELD ? ACCOUNT_LABEL_KEY : undefined;
