// The dynamic fields on the redirect page, through the app (flows §4, §5; FORM-03, FORM-13, FORM-19, AN-04 hook).
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { $fieldsRejected } from '../../../../src/stores/form-fields.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { visa } from '../helpers/fixtures.ts';
import { fakeOpener } from '../helpers/fake-helper.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { blur, buttonByText, clickButton, typeInto } from '../helpers/dom.ts';
import { openRedirectScreen, useRedirectScreenSuite } from '../helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';

const wallet: PaymentMethod = {
  ...visa,
  name: 'papara',
  wallet: true,
  regex: '^\\d{10}$',
  regex_error_key: 'form.wallet.invalid',
  fields: [{ name: 'holder', type: 'text', placeholder_text: { en: 'Card holder' }, validations: [{ regex: '^[\\p{L} ]{2,}$', message: 'Letters only' }] }],
};

describe('redirect page dynamic fields', () => {
  const suite = useRedirectScreenSuite();
  const open = (method: PaymentMethod): Promise<Mounted> => openRedirectScreen(suite, method, 'input[name="customWallet"]');
  const field = (m: Mounted, name: string) => m.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const active = (m: Mounted) => (m.host.getRootNode() as Document | ShadowRoot).activeElement;

  it("FORM-03, FORM-04: the method's fields and its customWallet field show from the start, labelled", async () => {
    const m = await open(wallet);
    expect(field(m, 'holder').labels?.[0]?.textContent).to.equal('Card holder');
    expect(field(m, 'customWallet').labels?.[0]?.textContent).to.equal('Wallet number');
    expect(buttonByText(m.host, 'Deposit')?.disabled).to.equal(false);
  });

  it('FORM-13: a failed press scrolls to and focuses the first bad field, which keeps its error; AN-04 hook gets the bad names', async () => {
    const m = await open(wallet);
    const before = $fieldsRejected(testScope()).get().count;
    await typeInto(field(m, 'holder'), 'Ana');
    await typeInto(field(m, 'customWallet'), '12');
    await clickButton(m.host, 'Deposit');
    expect(suite.api.callsTo('deposit-create')).to.deep.equal([]);
    await waitFor(() => active(m) === field(m, 'customWallet'), 'focus on the first bad field');
    expect(field(m, 'customWallet').getAttribute('aria-invalid')).to.equal('true');
    expect(m.host.querySelector(`#${field(m, 'customWallet').getAttribute('aria-describedby')}`)?.textContent).to.equal('Enter a valid wallet number');
    expect($fieldsRejected(testScope()).get()).to.deep.equal({ names: ['customWallet'], count: before + 1 });
  });

  it('FORM-19: Deposit is disabled while a triggered form is incomplete, and enabled once complete', async () => {
    configureDepositEnv(testScope(), { openHelper: fakeOpener('ready').open });
    const m = await open(wallet);
    await typeInto(field(m, 'holder'), 'Ana');
    await blur(field(m, 'holder'));
    expect(buttonByText(m.host, 'Deposit')?.disabled).to.equal(true);
    await typeInto(field(m, 'customWallet'), '1234567890');
    expect(buttonByText(m.host, 'Deposit')?.disabled).to.equal(false);
    suite.api.expectCall('deposit-create').andRespond({ depositId: 7, apiResponse: { source: '' } });
    await act(async () => buttonByText(m.host, 'Deposit')!.click());
    await waitFor(() => suite.api.callsTo('deposit-create').length === 1, 'deposit-create');
    expect((suite.api.callsTo('deposit-create')[0] as { fields: object }).fields).to.deep.equal({ holder: 'Ana', customWallet: '1234567890' });
  });
});
