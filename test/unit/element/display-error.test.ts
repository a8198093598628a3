// onDisplayError (shell §7, decision HOST-31 onDisplayError): the host hears, through the element,
// every error message the player sees — the snackbar and the error page — in the words shown.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/element/index.ts';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
import { showSnackbar } from '../../../src/stores/snackbar.ts';
import { clearPage, create, useOutsideAct } from './element-env.ts';

describe('<payment-cashier> onDisplayError', () => {
  useOutsideAct();
  afterEach(() => {
    clearPage();
  });

  it('HOST-29 onDisplayError: the error snackbar is reported once, with the text the player reads and its key', async () => {
    const el = create({ token: 't' });
    el.methodsResponse = { methods: [{ name: 'visa', text: { en: 'Visa' } }], groups: [] };
    document.body.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('.cashier-snackbar-region'), 'the app shell');
    const reports: CustomEvent[] = [];
    el.addEventListener('cashier:onDisplayError', (e) => reports.push(e as CustomEvent));
    const seen = oneEvent(el, 'cashier:onDisplayError');
    showSnackbar(scopeOf(el), { message: { key: 'payment.error.generic' } });
    const event = await seen;
    expect(event.detail).to.deep.include({
      messageType: 'onDisplayError',
      kind: 'snackbar',
      key: 'payment.error.generic',
      message: 'The payment provider returned an error. Try again or choose another method',
    });
    expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).to.contain(event.detail.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).to.have.length(1);
  });

  it('HOST-29 onDisplayError: a server text shown as is is reported as shown, without a key', async () => {
    const el = create({ token: 't' });
    el.methodsResponse = { methods: [{ name: 'visa', text: { en: 'Visa' } }], groups: [] };
    document.body.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('.cashier-snackbar-region'), 'the app shell');
    const seen = oneEvent(el, 'cashier:onDisplayError');
    showSnackbar(scopeOf(el), { message: { text: 'Card limit reached' } });
    const { detail } = await seen;
    expect(detail).to.deep.include({ kind: 'snackbar', message: 'Card limit reached' });
    expect(detail).to.not.have.property('key');
  });

  it('HOST-29 onDisplayError: the error page is reported with its message', async () => {
    const el = create({ token: 't', route: '/error' });
    const seen = oneEvent(el, 'cashier:onDisplayError');
    document.body.append(el);
    const { detail } = await seen;
    expect(detail).to.deep.include({ messageType: 'onDisplayError', kind: 'page', message: 'Unknown error', key: 'error.page.unknown' });
  });
});
