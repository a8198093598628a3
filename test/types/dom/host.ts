// A host page's script, as an integrator without React writes it (consumer type test, TYPES-02).
import type { CashierMessage, PaymentCashierAttributes, PaymentCashierElement, PaymentCashierEventMap } from '@payment-cashier/widget';

const cashier = document.querySelector('payment-cashier');
if (cashier) use(cashier);

function use(el: PaymentCashierElement): void {
  el.token = 'session-token';
  el.transport = 'http';
  el.widgetViewType = 'sweep';
  el.platform = 'ios';
  el.bonusId = 42;
  el.closingButton = false;
  el.route = '/withdrawal';
  el.schema = {
    variables: { 'color-primary': '#0a0' },
    assets: { methodIcons: 'https://cdn.example.com/icons' },
    fonts: [{ family: 'Inter', url: 'https://cdn.example.com/inter.woff2', weight: 400 }],
    meta: { recaptchaSiteKey: 'site-key', recaptchaEnterpriseSiteKey: 'ent-key', geetestCaptchaId: 'gt', hideVpnHint: true, captchaScripts: { geetest: ['https://a.example/gt.js'] } },
  };
  el.experiments = [{ key: 'list', group: 'b' }];
  el.methodsResponse = { methods: [] };
  el.hidden = false;

  // Both names of an event, each with its own detail.
  el.addEventListener('cashier:onCreateTransaction', (e) => {
    const amount: number = e.detail.amount;
    const method: string = e.detail.paymentMethod;
    console.log(amount, method, e.detail.version);
  });
  el.addEventListener('cashier-create-transaction', (e) => {
    const id: string | number | null = e.detail.depositId;
    console.log(id);
  });
  el.addEventListener('cashier-token-expired', (e) => {
    const call: string = e.detail.call;
    el.token = `renewed-after-${call}`;
  });
  el.addEventListener('cashier-close', (e) => console.log(e.detail.reason === 'back', e.detail.status));
  el.addEventListener('cashier-invalid-p2p-response', (e) => console.log(e.detail.paymentMethod, e.detail.reason));
  el.addEventListener('cashier:onRequest', (e) => {
    const transport: 'socket' | 'http' = e.detail.transport;
    console.log(transport);
  });
  // The element's ordinary events stay typed too.
  el.addEventListener('click', (e) => console.log(e.clientX));

  const onLoaded = (e: PaymentCashierEventMap['cashier-loaded']) => console.log(e.detail.messageType, e.detail.source);
  el.addEventListener('cashier-loaded', onLoaded);
  el.removeEventListener('cashier-loaded', onLoaded);

  const detail: CashierMessage<'onInit'> = { messageType: 'onInit', version: 'v1.0.486', source: 'payment-cashier', page: 'deposit' };
  const attributes: PaymentCashierAttributes = { transport: 'socket', 'widget-view-type': 'main', pwa: '', 'closing-button': 'false', 'bonus-id': 7 };
  console.log(detail, attributes, el.schema?.meta?.recaptchaSiteKey);
}

// Wrong values are refused.
declare const el: PaymentCashierElement;
// @ts-expect-error: `ftp` is not a transport
el.transport = 'ftp';
// @ts-expect-error: `widgetViewType` is `main` or `sweep`
el.widgetViewType = 'full';
// @ts-expect-error: an unknown schema.meta key (a misspelt recaptchaSiteKey)
el.schema = { meta: { recaptchaSitekey: 'k' } };
el.addEventListener('cashier:onCreateTransaction', (e) => {
  // @ts-expect-error: the detail has `paymentMethod`, not `pymentMethod`
  console.log(e.detail.pymentMethod);
});
el.addEventListener('cashier-share', (e) => {
  // @ts-expect-error: `currency` is a string
  const n: number = e.detail.currency;
  console.log(n);
});
// @ts-expect-error: an attribute value outside its union
const wrong: PaymentCashierAttributes = { platform: 'windows' };
console.log(wrong);
