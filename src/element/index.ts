/**
 * Entry of `dist/payment-cashier.js`. Loading it twice (two script tags, two bundles) defines
 * the element once.
 */
import { PaymentCashierElement } from './payment-cashier-element.ts';

export const TAG_NAME = 'payment-cashier';

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, PaymentCashierElement);

export { PaymentCashierElement };
