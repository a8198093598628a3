// The card's bank under a card number field (issue #21; HTTP-31 bank-get; decision BANK-GET): a
// polite live region present from the start, filled with the translated "Card issuer" line.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { useStore } from '@nanostores/react';
import en from '../../../locales/en.json';
import type { FormField } from '../../../src/domain/form-field.ts';
import { $formFields, formFieldHandlers, formInput, resetForm, startForm } from '../../../src/stores/form-fields.ts';
import { FormFields } from '../../../src/ui/form-fields.tsx';
import { render, type Rendered } from './render.tsx';

const strings = en as Record<string, string>;
const translate = (key: string, vars?: Record<string, unknown>): string =>
  (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars?.[name] ?? ''));

function Harness() {
  const view = useStore($formFields);
  return <FormFields title="Card" view={view} prefixes={formInput(view).prefixes ?? {}} language="en" translate={translate} {...formFieldHandlers} />;
}

const cardNumber: FormField = { name: 'cardNumber', type: 'text', mask: '#### #### #### ####', placeholder_text: { en: 'Card number' } };
const holder: FormField = { name: 'cardholder', type: 'text', placeholder_text: { en: 'Card holder' } };

describe('ui/form-fields: the card bank', () => {
  let r: Rendered | undefined;
  afterEach(() => {
    r?.done();
    r = undefined;
    resetForm();
  });

  it('HTTP-31: the bank shows under the card number field in a polite live region, there before the name arrives', async () => {
    startForm({ name: 'mir', fields: [cardNumber, holder] });
    r = await render(<Harness />);
    const regions = [...r.host.querySelectorAll('.cashier-field__bank')];
    expect(regions, 'only under the card number field').to.have.length(1);
    const region = regions[0]!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    expect(region.closest('.cashier-field')?.querySelector('input')?.name).to.equal('cardNumber');
    await act(async () => $formFields.set({ ...$formFields.get(), cardBank: 'Sberbank' }));
    expect(region.textContent).to.equal('Card issuer: \u2068Sberbank\u2069');
  });
});
