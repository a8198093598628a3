/** Sample methods and groups shaped like methods-payment-v5 answers (flows §3). */
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';

export const visa: PaymentMethod = {
  name: 'visa',
  cardViewType: 0,
  position: 2,
  text: { en: 'Visa', ru: 'Виза', de: 'Visa-Karte' },
  iconIds: ['visa'],
  amount_rules: { USD: { min: 10, max: 500 }, EUR: { min: 15.5, max: 1000 } },
  badgeConfig: { text: { en: 'Popular', de: 'Beliebt' } },
};

export const skrill: PaymentMethod = {
  name: 'skrill',
  cardViewType: 0,
  position: 1,
  text: { en: 'Skrill' },
  iconIds: ['skrill'],
  amount_rules: { USD: { min: 5, max: 3000 } },
};

export const pixMethod: PaymentMethod = { name: 'pix', cardViewType: 6, position: 5, text: { en: 'PIX' }, amount_rules: { USD: { min: 1, max: 100 } } };
export const indiaMethod: PaymentMethod = { name: 'upi_invoice', cardViewType: 3, isPreparationRequired: true, text: { en: 'UPI invoice' } };
/** An India wallet app (card view type 3 without preparation): it starts on the redirect page (decision INDIA-04). */
export const indiaWallet: PaymentMethod = { name: 'upi', cardViewType: 3, text: { en: 'UPI' } };
export const p2pMethod: PaymentMethod = { name: 'sber_p2p', cardViewType: 5, text: { en: 'Sber transfer' } };
export const onrampMethod: PaymentMethod = { name: 'moonpay', cardViewType: 13, text: { en: 'MoonPay' }, amount_rules: { USD: { min: 20, max: 2000 } } };
export const cashMethod: PaymentMethod = { name: 'cash_agent', cardViewType: 20, text: { en: 'Cash agent' } };
export const usdt: PaymentMethod = { name: 'usdt_trc20', category: 'crypto', position: 9, text: { en: 'Tether TRC-20' } };
export const walletApp: PaymentMethod = { name: 'phonepe', cardViewType: 0, text: { en: 'PhonePe' }, amount_rules: { USD: { min: 1, max: 100 } } };
export const h2hMethod: PaymentMethod = { name: 'card_h2h', cardViewType: 1, text: { en: 'Card transfer' }, amount_rules: { USD: { min: 1, max: 100 } } };

export const banks: PaymentGroup = {
  name: 'online-thailand-banks-grouped',
  label: { en: 'Online banks', ru: 'Онлайн-банки' },
  position: 3,
  paymentMethods: [
    { name: 'kbank', position: 4, text: { en: 'Kasikorn Bank', ru: 'Касикорн' }, iconIds: ['kbank'], badgeType: 'new' },
    { name: 'scb', position: 1, text: { en: 'Siam Commercial' }, iconIds: ['scb'] },
    { name: 'bbl', position: 2, text: { en: 'Bangkok Bank' }, iconIds: ['bbl'] },
    { name: 'ktb', position: 3, text: { en: 'Krungthai' }, iconIds: ['ktb'] },
    { name: 'café', position: 5, text: { en: 'Café Bank' } },
  ],
};
