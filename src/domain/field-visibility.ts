/**
 * Which dynamic fields the player sees, which are sent unseen and which drop out (flows §4 "Form
 * behaviour"; FORM-22..25; decision FORM-27: hidden, advanced, amount).
 */
import { cardViewTypeName } from './card-view-types.ts';
import type { FormField } from './form-field.ts';
import { isOtherPixKey, isPixNumberField } from './pix-fields.ts';

/**
 * - `shown`: a control on the page;
 * - `advanced`: optional, behind the "more details" toggle (isAdvanced);
 * - `bound`: an `amount` field: it is the page's amount, not a second input;
 * - `hidden`: not shown, sent with its value (isHidden, numberId/numberType, a bank name in the
 *   bank-transfer view);
 * - `off`: neither shown, checked nor sent (a Pix key field of another type).
 */
export type FieldRole = 'shown' | 'advanced' | 'bound' | 'hidden' | 'off';

/** FORM-25: the names a bank name field goes by. */
export const BANK_NAME_FIELDS: readonly string[] = ['bankName', 'bank_name'];

/** What the form knows besides the fields: the method's card view type and the current values. */
export interface FieldContext {
  cardViewType?: unknown;
  values: Readonly<Record<string, string>>;
}

/** The role of one field among `fields`. */
export function fieldRole(field: FormField, fields: readonly FormField[], ctx: FieldContext): FieldRole {
  if (field.isHidden || isPixNumberField(field)) return 'hidden'; // FORM-24
  if (BANK_NAME_FIELDS.includes(field.name) && cardViewTypeName(ctx.cardViewType) === 'BANK_TRANSFER') return 'hidden'; // FORM-25
  if (isOtherPixKey(field, fields, ctx.values)) return 'off'; // FORM-22, FORM-23
  if (field.type === 'amount') return 'bound';
  if (field.isAdvanced) return 'advanced';
  return 'shown';
}

/** The fields with the given roles, in their order. */
export const fieldsWithRole = (fields: readonly FormField[], ctx: FieldContext, ...roles: FieldRole[]): FormField[] =>
  fields.filter((f) => roles.includes(fieldRole(f, fields, ctx)));
