/** The peer-to-peer model tests' fixtures: a method, its card, and the sandbox's encrypted invoice answer. */
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';

export const uzcard: PaymentMethod = { name: 'uzcard', cardViewType: 5, text: { en: 'Uzcard' } };
export const CARD = { number: '8600120412345678', bank_name: 'Kapitalbank', fullName: 'AKMAL T.' };
export const created = new Date().toISOString();

export const flush = async (times = 3) => {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0));
};
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** What the sandbox sends (decision P2P-04): AES-256-GCM, ciphertext and tag apart, all base64. */
async function encrypt(card: object) {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, new TextEncoder().encode(JSON.stringify(card))));
  return { key: b64(raw), iv: b64(iv), encrypted: b64(sealed.slice(0, -16)), tag: b64(sealed.slice(-16)) };
}

export const invoiceAnswer = async (extra: object = {}) => ({ depositId: 501, card: await encrypt(CARD), created, timeout_minutes: 15, passedAmount: 30000, passedCurrency: 'UZS', processingAmount: 30000, processingCurrency: 'UZS', payment_amount: 30000, payment_currency: 'UZS', ...extra });
