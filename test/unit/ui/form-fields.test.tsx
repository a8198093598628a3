// The field controls, wired to the form store as a page wires them (flows §4, §5; FORM-06, FORM-07,
// FORM-09, FORM-11, FORM-14, FORM-20..23, FORM-27): labels, aria-describedby, input modes, the
// combobox/listbox pattern, keyboard, search, one open dropdown, outside press, Pix keys.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { useStore } from '@nanostores/react';
import en from '../../../locales/en.json';
import type { FormField } from '../../../src/domain/form-field.ts';
import { $formFields, formFieldHandlers, formInput, formPayload, startForm, validateForm } from '../../../src/stores/form-fields.ts';
import { FormFields } from '../../../src/ui/form-fields.tsx';
import { render, type Rendered } from './render.tsx';
import { testScope } from '../scope.ts';

const strings = en as Record<string, string>;
/** The English text of a key, its {{vars}} filled in. */
const translate = (key: string, vars?: Record<string, unknown>): string =>
  (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars?.[name] ?? ''));

function Harness() {
  const view = useStore($formFields(testScope()));
  return (
    <form>
      <FormFields
        title="Details"
        view={view}
        prefixes={formInput(view).prefixes ?? {}}
        language="en"
        translate={translate}
        {...formFieldHandlers(testScope())}
      />
    </form>
  );
}

const opts = (...names: string[]) => names.map((n) => ({ value: n.toLowerCase(), text: n }));
const banks: FormField = { name: 'bank', type: 'dropdown', placeholder_text: { en: 'Choose your bank' }, values: opts('Access', 'GTBank', 'Zenith', 'UBA', 'First', 'OPay', 'Kuda') };
const network: FormField = { name: 'network', type: 'networks', placeholder_text: { en: 'Network' }, values: opts('TRC20', 'ERC20') };

async function mount(fields: FormField[], country?: string): Promise<Rendered> {
  startForm(testScope(), { name: 'm', fields }, country);
  return render(<Harness />);
}

const combo = (r: Rendered, name: string) => r.host.querySelector<HTMLElement>(`[role="combobox"][data-field="${name}"]`)!;
const labelOfCombo = (r: Rendered, el: HTMLElement) => r.host.querySelector(`#${el.getAttribute('aria-labelledby')}`)?.textContent;
const input = (r: Rendered, name: string) => r.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const options = (r: Rendered, el: HTMLElement) =>
  [...r.host.querySelectorAll(`#${el.getAttribute('aria-controls')} [role="option"]`)].map((o) => o.textContent);
const key = async (el: Element, k: string) => {
  let ev!: KeyboardEvent;
  await act(async () => {
    ev = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
    el.dispatchEvent(ev);
  });
  return ev;
};
const clickOn = async (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
async function type(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('ui/form-fields controls', () => {
  let r: Rendered | undefined;
  afterEach(() => {
    r?.done();
    r = undefined;
  });

  it('ENT-18: every type is a labelled control with its error tied by aria-describedby; amount is the page amount', async () => {
    r = await mount([
      banks,
      { name: 'country', type: 'dropdown_country', placeholder_text: { en: 'Country' }, values: opts('DE', 'FR') },
      { name: 'cur', type: 'dropdown_currency', placeholder_text: { en: 'Currency' }, values: opts('USD', 'EUR') },
      network,
      { name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########', placeholder_text: { en: 'Phone number' } },
      { name: 'holder', type: 'text', placeholder_text: { en: 'Card holder' } },
      { name: 'ifsc', type: 'text_uppercase', placeholder_key: 'no.such.key', alias: 'IFSC' },
      { name: 'amount', type: 'amount' },
    ]);
    for (const name of ['bank', 'country', 'cur', 'network']) {
      const el = combo(r, name);
      expect(el.getAttribute('aria-haspopup'), name).to.equal('listbox');
      expect(el.getAttribute('aria-expanded')).to.equal('false');
      expect(r.host.querySelector(`#${el.getAttribute('aria-describedby')}`)?.getAttribute('role')).to.equal('alert');
    }
    expect(labelOfCombo(r, combo(r, 'bank'))).to.equal('Choose your bank');
    expect(options(r, combo(r, 'country')), 'a closed list is empty').to.deep.equal([]);
    await clickOn(combo(r, 'country'));
    expect(options(r, combo(r, 'country')), 'countries named by Intl').to.deep.equal(['Germany', 'France']);
    await clickOn(combo(r, 'cur'));
    expect(options(r, combo(r, 'cur'))).to.deep.equal(['USD · US Dollar', 'EUR · Euro']);
    await clickOn(combo(r, 'cur'));
    for (const [name, label] of [['phone', 'Phone number'], ['holder', 'Card holder'], ['ifsc', 'IFSC']] as const) {
      const el = input(r, name);
      expect(el.labels?.[0]?.textContent, name).to.equal(label);
      expect(r.host.querySelector(`#${el.getAttribute('aria-describedby')}`)?.getAttribute('role')).to.equal('alert');
    }
    expect([input(r, 'phone').inputMode, input(r, 'phone').autocomplete, input(r, 'phone').type]).to.deep.equal(['tel', 'tel', 'tel']);
    expect(input(r, 'holder').autocomplete).to.equal('cc-name');
    expect(r.host.querySelector('[name="amount"], [data-field="amount"]'), 'no second amount input').to.equal(null);
  });

  it('FORM-14: a dropdown with more than 5 items shows a search box; 5 or fewer do not', async () => {
    r = await mount([banks, network]);
    await clickOn(combo(r, 'network'));
    expect(r.host.querySelector('input[aria-label="Search"]')).to.equal(null);
    await clickOn(combo(r, 'bank'));
    const search = r.host.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
    expect(search).to.not.equal(null);
    expect(r.host.ownerDocument.activeElement, 'the search box takes the focus').to.equal(search);
    await type(search, 'BANK');
    expect(options(r, combo(r, 'bank'))).to.deep.equal(['GTBank']);
    await type(search, 'zzz');
    expect(r.host.querySelector('.cashier-dropdown__empty')?.textContent).to.equal('Nothing found');
    await type(search, 'ku');
    await key(search, 'Enter');
    expect($formFields(testScope()).get().texts['bank']).to.equal('kuda');
    expect(combo(r, 'bank').textContent).to.equal('Kuda');
  });

  it('FORM-20: only one dropdown is open at a time', async () => {
    r = await mount([banks, network]);
    await clickOn(combo(r, 'bank'));
    await clickOn(combo(r, 'network'));
    expect(combo(r, 'bank').getAttribute('aria-expanded')).to.equal('false');
    expect(combo(r, 'network').getAttribute('aria-expanded')).to.equal('true');
    expect(r.host.querySelectorAll('.cashier-dropdown__popup:not([hidden])')).to.have.length(1);
  });

  it('FORM-21: a dropdown closes on an outside click', async () => {
    r = await mount([network]);
    await clickOn(combo(r, 'network'));
    await act(async () => {
      r!.host.querySelector('[role="option"]')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(combo(r, 'network').getAttribute('aria-expanded'), 'a press inside keeps it open').to.equal('true');
    await act(async () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })));
    expect(combo(r, 'network').getAttribute('aria-expanded')).to.equal('false');
  });

  it('the dropdown is keyboard usable: arrows open and move the active option, Enter picks, Escape closes', async () => {
    r = await mount([network]);
    const el = combo(r, 'network');
    await act(async () => el.focus());
    await key(el, 'ArrowDown');
    expect(el.getAttribute('aria-expanded')).to.equal('true');
    expect(el.getAttribute('aria-activedescendant')).to.equal(r.host.querySelectorAll('[role="option"]')[0]!.id);
    await key(el, 'ArrowDown');
    await key(el, 'Enter');
    expect($formFields(testScope()).get().texts['network']).to.equal('erc20');
    expect(el.getAttribute('aria-expanded')).to.equal('false');
    await key(el, ' ');
    expect(r.host.querySelector('[role="option"][aria-selected="true"]')?.textContent).to.equal('ERC20');
    await key(el, 'Escape');
    expect(el.getAttribute('aria-expanded')).to.equal('false');
    expect(r.host.ownerDocument.activeElement).to.equal(el);
  });

  it('FORM-06, FORM-07: the phone input refuses the plus key and edits inside the prefix', async () => {
    r = await mount([{ name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########', placeholder_text: { en: 'Phone' } }]);
    const el = input(r, 'phone');
    expect(el.value).to.equal('+880 ');
    expect((await key(el, '+')).defaultPrevented, 'plus').to.equal(true);
    el.setSelectionRange(5, 5);
    expect((await key(el, 'Backspace')).defaultPrevented, 'backspace into the prefix').to.equal(true);
    el.setSelectionRange(2, 2);
    expect((await key(el, 'Delete')).defaultPrevented, 'delete inside the prefix').to.equal(true);
    await type(el, '+80 17');
    expect(el.value, 'a changed prefix is refused').to.equal('+880 ');
    await type(el, '+880 17+12');
    expect(el.value).to.equal('+880 1712');
  });

  it('FORM-08: without a mask prefix, the country code list starts with the user country', async () => {
    r = await mount([{ name: 'phone', type: 'phone_with_prefix', placeholder_text: { en: 'Phone' } }], 'NG');
    const country = r.host.querySelector<HTMLElement>('.cashier-phone__country [role="combobox"]')!;
    expect(labelOfCombo(r, country)).to.equal('Country code');
    expect(country.textContent).to.equal('Nigeria +234');
    await clickOn(country);
    expect(options(r, country)[0]).to.equal('Nigeria +234');
    expect(options(r, country).length).to.be.greaterThan(230);
    expect(input(r, 'phone').value).to.equal('+234 ');
  });

  it('FORM-09, FORM-11: typing goes through case and the Pix mask', async () => {
    r = await mount([
      { name: 'pixKeyType', type: 'dropdown', value: 'cpf', values: opts('CPF', 'Email') },
      { name: 'cpf', type: 'text', mask: '999.999.999-99', placeholder_text: { en: 'CPF' } },
      { name: 'code', type: 'text_uppercase', placeholder_text: { en: 'Code' } },
    ]);
    await type(input(r, 'cpf'), '12345678909');
    expect(input(r, 'cpf').value).to.equal('123.456.789-09');
    expect(input(r, 'cpf').placeholder).to.equal('000.000.000-00');
    expect(input(r, 'cpf').inputMode).to.equal('numeric');
    await type(input(r, 'code'), 'abc1');
    expect(input(r, 'code').value).to.equal('ABC1');
  });

  it('FORM-22, FORM-23, FORM-24: the Pix key type shows only its key field, cpf always, numberId/numberType never', async () => {
    r = await mount([
      { name: 'pixKeyType', type: 'dropdown', value: 'cpf', placeholder_text: { en: 'Key type' }, values: opts('CPF', 'Email', 'Random') },
      { name: 'cpf', type: 'text', placeholder_text: { en: 'CPF' } },
      { name: 'email', type: 'text', placeholder_text: { en: 'E-mail' } },
      { name: 'random', type: 'text', placeholder_text: { en: 'Random key' } },
      { name: 'numberId', type: 'text' },
      { name: 'numberType', type: 'text' },
    ]);
    const shown = () => [...r!.host.querySelectorAll('input[name]')].map((i) => (i as HTMLInputElement).name);
    expect(shown()).to.deep.equal(['cpf']);
    await clickOn(combo(r, 'pixKeyType'));
    await clickOn([...r.host.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'Email'));
    expect(shown()).to.deep.equal(['cpf', 'email']);
    await type(input(r, 'email'), 'ana@example.com');
    expect(formPayload(testScope(), '')).to.include({ numberId: 'ana@example.com', numberType: 'email' });
  });

  it('FORM-27: messages: a known key translated, an unknown key generic, server text as is; advanced fields behind a toggle', async () => {
    r = await mount([
      { name: 'a', type: 'text', placeholder_text: { en: 'A' }, validations: [{ regex: '^x$', message: 'form.phone.invalid' }] },
      { name: 'b', type: 'text', placeholder_text: { en: 'B' }, validations: [{ regex: '^x$', message: 'form.not.known' }] },
      { name: 'c', type: 'text', placeholder_text: { en: 'C' }, validations: [{ regex: '^x$', message: 'Use the letter x' }] },
      { name: 'd', type: 'text', placeholder_text: { en: 'D' }, isAdvanced: true },
    ]);
    const toggle = [...r.host.querySelectorAll('button')].find((b) => b.textContent === 'More details')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(r.host.querySelector('input[name="d"]')).to.equal(null);
    for (const n of ['a', 'b', 'c']) await type(input(r, n), 'y');
    await act(async () => {
      validateForm(testScope(), '', true);
    });
    const errors = [...r.host.querySelectorAll('.cashier-field__error')].map((e) => e.textContent);
    expect(errors).to.deep.equal(['Enter a valid phone number', 'Check this field', 'Use the letter x']);
    expect(input(r, 'a').getAttribute('aria-invalid')).to.equal('true');
    await clickOn(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(input(r, 'd').labels?.[0]?.textContent).to.equal('D');
  });

  it('HTTP-31 (issue #21, decision BANK-GET): the card\'s bank shows under the card number field in a polite live region, there before the name arrives', async () => {
    r = await mount([
      { name: 'cardNumber', type: 'text', mask: '#### #### #### ####', placeholder_text: { en: 'Card number' } },
      { name: 'holder', type: 'text', placeholder_text: { en: 'Card holder' } },
    ]);
    const regions = [...r.host.querySelectorAll('.cashier-field__bank')];
    expect(regions, 'only under the card number field').to.have.length(1);
    const region = regions[0]!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    expect(region.closest('.cashier-field')?.querySelector('input')?.name).to.equal('cardNumber');
    await act(async () => $formFields(testScope()).set({ ...$formFields(testScope()).get(), cardBank: 'Sberbank' }));
    expect(region.textContent, 'the name as a bidi isolate').to.equal('Card issuer: \u2068Sberbank\u2069');
  });
});
