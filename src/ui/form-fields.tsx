/**
 * The dynamic fields of a method page (flows §3 "Form field", §4, §5; FORM-01..27): each of the 8
 * types as a labelled control, its error tied by aria-describedby, advanced fields behind a
 * toggle. Props in, callbacks out: the page wires the form store (src/stores/form-fields.ts).
 */
import type { ErrorMessage } from '../domain/error-message.ts';
import type { Translate } from './field-message.ts';
import type { FormField } from '../domain/form-field.ts';
import { isCardNumberField } from '../domain/card-number.ts';
import { inputHints, maskOf } from '../domain/field-input.ts';
import { maskHint } from '../domain/field-mask.ts';
import { optionText } from '../domain/field-options.ts';
import { fieldsWithRole } from '../domain/field-visibility.ts';
import { localized } from '../domain/localized-text.ts';
import { fallbackLabelKey } from '../domain/method-regex-field.ts';
import { phoneCountriesFor } from '../domain/phone-countries.ts';
import { maskPrefix } from '../domain/phone-prefix.ts';
import { hasPixKeyType } from '../domain/pix-fields.ts';
import { regionName } from '../domain/region-names.ts';
import { bidiIsolate } from '../i18n/bidi-isolate.ts';
import { Dropdown } from './fields/dropdown.tsx';
import { TextInput } from './fields/text-input.tsx';
import { knownText, messageText } from './field-message.ts';

/** What the form shows (the form store's state, read only). */
export interface FormFieldsView {
  fields: readonly FormField[];
  texts: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, ErrorMessage>>;
  openDropdown: string | null;
  showAdvanced: boolean;
  phoneCountries: Readonly<Record<string, string>>;
  cardViewType?: unknown;
  userCountry?: string;
  /** The bank of the card number being typed (bank-get), when known. */
  cardBank?: string;
}

export interface FormFieldsHandlers {
  onInput(name: string, raw: string): void;
  onBlur(name: string): void;
  onFocus(name: string): void;
  onChoose(name: string, value: string): void;
  onPhoneCountry(name: string, country: string): void;
  /** FORM-20: the one open dropdown (null: none). */
  onOpen(id: string | null): void;
  onToggleAdvanced(): void;
}

export interface FormFieldsProps extends FormFieldsHandlers {
  title: string;
  view: FormFieldsView;
  /** Phone prefixes by field name. */
  prefixes: Readonly<Record<string, string>>;
  language: string;
  translate: Translate;
}

/** The label: per-locale placeholder text, its placeholder key, the regex field's generic label, the alias, the name. */
function labelOf(field: FormField, language: string, translate: Translate): string {
  return (
    localized(field.placeholder_text, language) ??
    knownText(translate, field.placeholder_key) ??
    knownText(translate, fallbackLabelKey(field)) ??
    field.alias ??
    field.name
  );
}

/** FORM-08: the country list as options, named in the user language; made once per country and language. */
const phoneOptionCache = new Map<string, { value: string; text: string }[]>();
function phoneOptions(userCountry: string | undefined, language: string): { value: string; text: string }[] {
  const key = `${userCountry ?? ''}|${language}`;
  let options = phoneOptionCache.get(key);
  if (!options) {
    options = phoneCountriesFor(userCountry).map((c) => ({ value: c.code, text: `${regionName(c.code, language) ?? c.code} ${c.dial}` }));
    phoneOptionCache.set(key, options);
  }
  return options;
}

const domId = (name: string): string => `cashier-field-${name.replace(/[^\w-]/g, '_')}`;

function FieldRow({ field, props }: { field: FormField; props: FormFieldsProps }) {
  const { view, translate, language } = props;
  const id = domId(field.name);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = view.errors[field.name];
  const text = view.texts[field.name] ?? '';
  const label = labelOf(field, language, translate);
  const pixForm = hasPixKeyType(view.fields);
  const hint = maskHint(maskOf(field, pixForm));
  const describedBy = hint ? `${hintId} ${errorId}` : errorId;
  const isDropdown = field.type === 'dropdown' || field.type === 'dropdown_country' || field.type === 'dropdown_currency' || field.type === 'networks';
  const dropdownText = {
    placeholder: translate('form.field.choose'),
    searchLabel: translate('form.field.search'),
    noMatches: translate('form.field.noMatches'),
  };

  let control;
  if (isDropdown) {
    control = (
      <Dropdown
        id={id}
        name={field.name}
        labelId={labelId}
        options={(field.values ?? []).map((o) => ({ value: String(o.value), text: optionText(field, o, language) }))}
        value={text}
        open={view.openDropdown === field.name}
        invalid={Boolean(error)}
        describedBy={describedBy}
        {...dropdownText}
        onOpenChange={(open) => props.onOpen(open ? field.name : null)}
        onChoose={(value) => props.onChoose(field.name, value)}
        onFocus={() => props.onFocus(field.name)}
        onBlur={() => props.onBlur(field.name)}
      />
    );
  } else {
    const prefix = field.type === 'phone_with_prefix' ? props.prefixes[field.name] : undefined;
    const countryId = `${id}-country`;
    // FORM-08: without a prefix fixed by the mask, the player picks the country (theirs first).
    const countryPicker =
      prefix && !maskPrefix(field.mask) ? (
        <div className="cashier-phone__country">
          <span className="cashier-visually-hidden" id={`${countryId}-label`}>
            {translate('form.phone.country')}
          </span>
          <Dropdown
            id={countryId}
            labelId={`${countryId}-label`}
            options={phoneOptions(view.userCountry, language)}
            value={view.phoneCountries[field.name] ?? (view.userCountry ?? '').toUpperCase()}
            open={view.openDropdown === countryId}
            {...dropdownText}
            onOpenChange={(open) => props.onOpen(open ? countryId : null)}
            onChoose={(code) => props.onPhoneCountry(field.name, code)}
          />
        </div>
      ) : null;
    control = (
      <div className={countryPicker ? 'cashier-phone' : 'cashier-field__box'}>
        {countryPicker}
        <TextInput
          id={id}
          name={field.name}
          value={text}
          hints={inputHints(field, pixForm)}
          invalid={Boolean(error)}
          describedBy={describedBy}
          {...(prefix ? { prefix } : {})}
          uppercase={field.type === 'text_uppercase'}
          {...(hint ? { placeholder: hint } : {})}
          onInput={(raw) => props.onInput(field.name, raw)}
          onFocus={() => props.onFocus(field.name)}
          onBlur={() => props.onBlur(field.name)}
        />
      </div>
    );
  }

  return (
    <div className={error ? 'cashier-field cashier-field--invalid' : 'cashier-field'}>
      {/* dir="auto": the label is the server's text in any script */}
      {isDropdown ? (
        <span className="cashier-field__label" id={labelId} dir="auto">
          {label}
        </span>
      ) : (
        <label className="cashier-field__label" id={labelId} htmlFor={id} dir="auto">
          {label}
        </label>
      )}
      {control}
      {hint ? (
        <p className="cashier-field__hint" id={hintId} dir="ltr">
          {hint}
        </p>
      ) : null}
      {isCardNumberField(field) ? <CardBank id={`${id}-bank`} bank={view.cardBank} translate={translate} /> : null}
      <p className="cashier-field__error" id={errorId} role="alert">
        {error ? messageText(error, translate) : ''}
      </p>
    </div>
  );
}

/**
 * The card's bank under a card number field (bank-get): a polite live region, there from the start
 * so screen readers hear the name when it arrives; empty when the bank is unknown.
 */
function CardBank({ id, bank, translate }: { id: string; bank: string | undefined; translate: Translate }) {
  return (
    <p className="cashier-field__bank" id={id} aria-live="polite">
      {bank ? translate('form.card.issuer', { bank: bidiIsolate(bank) }) : ''}
    </p>
  );
}

export function FormFields(props: FormFieldsProps) {
  const { view, title, translate } = props;
  const ctx = { cardViewType: view.cardViewType, values: view.texts };
  const shown = fieldsWithRole(view.fields, ctx, 'shown');
  const advanced = fieldsWithRole(view.fields, ctx, 'advanced');
  if (shown.length === 0 && advanced.length === 0) return null;
  return (
    <fieldset className="cashier-extra-fields">
      <legend className="cashier-section-title">{title}</legend>
      {shown.map((field) => (
        <FieldRow key={field.name} field={field} props={props} />
      ))}
      {advanced.length > 0 ? (
        <>
          <button
            type="button"
            className="cashier-fields__more"
            aria-expanded={view.showAdvanced ? 'true' : 'false'}
            aria-controls="cashier-fields-advanced"
            onClick={props.onToggleAdvanced}
          >
            {translate(view.showAdvanced ? 'form.field.lessDetails' : 'form.field.moreDetails')}
          </button>
          <div id="cashier-fields-advanced" className="cashier-fields__advanced" hidden={!view.showAdvanced}>
            {view.showAdvanced ? advanced.map((field) => <FieldRow key={field.name} field={field} props={props} />) : null}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
