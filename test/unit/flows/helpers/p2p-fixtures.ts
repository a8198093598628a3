/** The peer-to-peer model tests' fixtures: a method, its card, and the sandbox's encrypted invoice answer. */
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { closeBasePage, resetP2p } from '../../../../src/flows/p2p/model.ts';
import { onHostMessage } from '../../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { testScope } from '../../scope.ts';
import { installMockApi, uninstallMockApi } from './mock-api.ts';
import type { MockApi } from './mock-api.ts';

export const uzcard: PaymentMethod = { name: 'uzcard', cardViewType: 5, text: { en: 'Uzcard' } };
export const CARD = { number: '8600120412345678', bank_name: 'Kapitalbank', fullName: 'AKMAL T.' };
export const created = new Date().toISOString();

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

/** A p2p model suite's hooks: a fresh model and mock API before each test, the host messages it sent, all removed after. */
export function useP2pModelSuite(): { api: MockApi; messages: OutboundMessage[] } {
  const suite = { api: undefined as unknown as MockApi, messages: [] as OutboundMessage[] };
  let stopMessages = (): void => undefined;
  beforeEach(() => {
    resetP2p(testScope());
    suite.api = installMockApi();
    suite.messages = [];
    stopMessages = onHostMessage(testScope(), (m) => suite.messages.push(m));
  });
  afterEach(() => {
    stopMessages();
    closeBasePage(testScope());
    resetP2p(testScope());
    uninstallMockApi();
  });
  return suite;
}
