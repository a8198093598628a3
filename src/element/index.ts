/**
 * Entry of `dist/payment-cashier.js`. Loading it twice (two script tags, two bundles) defines
 * the element once. The definition lands in the task after this module's evaluation
 * (define.ts): hosts wait with `customElements.whenDefined('payment-cashier')`, and properties
 * set before that are honoured (payment-cashier-element.ts).
 */
import { defineSoon } from './define.ts';
import { PaymentCashierElement } from './payment-cashier-element.ts';

export const TAG_NAME = 'payment-cashier';

defineSoon(globalThis.customElements, TAG_NAME, PaymentCashierElement);

export { PaymentCashierElement };
