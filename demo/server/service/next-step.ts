/**
 * What deposit-create answers, per fixture `next` step (flows §4 "After creation"): required
 * fields, a GET or POST redirect to the sandbox provider page, a wallet-app redirect, a unified
 * flow, on-ramp offers, host-to-host card or requisites, the eazype and pix pages, a crypto
 * address, or nothing (the complete page).
 */
import { createHmac } from 'node:crypto';
import type { DepositCreateResponse, P2pDepositResponse, UnifiedFlow } from '../../../src/domain/payment-entities.ts';
import { NETWORKS } from '../fixtures/crypto-networks.ts';
import { bankRequisites, ONRAMP_CRYPTO, ONRAMP_PROVIDERS, payeeCard, UNIFIED_STEPS } from '../fixtures/payee-data.ts';
import type { NextStep, PayPageCarries } from '../fixtures/types.ts';
import type { Deposit, Settlement } from '../state/deposits.ts';
import { encryptCard } from './card-cipher.ts';
import { conversionRate } from './sweepstake-rates.ts';
import { UNIFIED_INPUT_FIELDS, UNIFIED_INSTRUCTION_HTML, UNIFIED_INSTRUCTION_XSS, unifiedAppLink } from '../fixtures/unified-form.ts';
import type { Scenario, UnifiedScenario } from '../state/scenario.ts';
import { withHostileContent, type HostileContent } from '../state/hostile-content.ts';

/** flows §4: unified default lifetime 600 s; host-to-host timeouts (bank transfer 15 min). */
const UNIFIED_LIFETIME_S = 600;
const H2H_TIMEOUT_MIN = 30;
const BANK_TRANSFER_TIMEOUT_MIN = 15;
/** Peer-to-peer invoices expire after this many minutes, then auto-cancel. */
export const P2P_TIMEOUT_MIN = 15;
/** Issue #13 p2p: with `p2pTimeoutSeconds`, the sandbox auto-cancels this long after the answer's countdown. */
export const P2P_AUTO_CANCEL_GRACE_S = 10;

/** Who settles a deposit created with this step. */
export function settlementOf(step: NextStep): Settlement {
  switch (step.kind) {
    case 'fields-required':
      return settlementOf(step.then);
    case 'redirect-get':
    case 'redirect-post':
    case 'wallet-app':
    case 'offers':
      return 'provider';
    case 'crypto':
      return 'crypto';
    case 'p2p':
    case 'p2p-unified':
    case 'india-invoice':
    case 'unified':
      // These players pay in their bank app, then say so ("I have paid": deposit-complete).
      return 'after-complete';
    default:
      return 'auto';
  }
}

/** The sandbox provider page of a deposit. */
export const providerUrl = (origin: string, d: Deposit): string => `${origin}/sandbox/provider/${d.id}`;

/**
 * Issue #25, scenario `hostileProvider`: the provider page that attacks its opener, served from the
 * other loopback name (localhost ⇄ 127.0.0.1) so that it is a different origin from the casino's
 * page, as a real provider is. Any other host keeps its origin.
 */
export function hostileProviderUrl(origin: string, d: Deposit): string {
  const url = new URL(origin);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return `${url.origin}/sandbox/hostile-provider/${d.id}`;
}

const money = (n: number): string => (Math.round(n * 100) / 100).toFixed(2);
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The unified flow of flows §3: requisites to copy, steps, countdown from `created`; the scenario
 * picks the instruction's form, input fields, the app/QR section, the buttons and the lifetime
 * (issue #13 unified form switches, docs/sandbox.md).
 */
export function unifiedFlow(d: Deposit, s: UnifiedScenario = {}): UnifiedFlow {
  const link = unifiedAppLink(d.id, money(d.amount), d.currency);
  const instruction =
    s.unifiedInstruction === 'html' ? { text: UNIFIED_INSTRUCTION_HTML } : s.unifiedInstruction === 'xss' ? { text: UNIFIED_INSTRUCTION_XSS } : { steps: [...UNIFIED_STEPS] };
  return {
    requisites: [
      { name: 'phone', title: 'Phone number', type: 'phone', value: '+7 900 123-45-67', isCopyable: true },
      { name: 'bank', title: 'Bank', type: 'text', value: d.method.includes('tbank') ? 'T-Bank' : 'Sberbank', isCopyable: false },
      { name: 'amount', title: 'Amount', type: 'amount', value: money(d.amount), isCopyable: true },
      { name: 'recipient', title: 'Recipient', type: 'text', value: 'Ivan P.', isCopyable: false },
    ],
    inputFields: s.unifiedInputFields ? UNIFIED_INPUT_FIELDS.map((f) => ({ ...f })) : [],
    ...(s.unifiedButtons === 'missing' ? {} : { buttons: s.unifiedButtons === 'none' ? [] : ['complete'] }),
    instruction,
    created: iso(d.createdAt),
    lifetime: s.unifiedLifetimeS ?? UNIFIED_LIFETIME_S,
    ...(s.unifiedApp ? { qrCode: link, appLink: link } : {}),
  };
}

/** A payment-form signature, so the POST redirect carries realistic, non-trivial fields. */
const sign = (d: Deposit): string => createHmac('sha256', 'sandbox').update(`${d.id}:${d.amount}:${d.currency}`).digest('hex');

/** A Pix "copia e cola" code (shape only; no checksum needed in the sandbox). */
const pixCode = (d: Deposit): string =>
  `00020126580014br.gov.bcb.pix0136sandbox-${d.id}5204000053039865405${money(d.amount)}5802BR5913SANDBOX PAGOS6009SAO PAULO62070503***6304ABCD`;

/** Decision REDIR-09: the eazype / pix page's `qrCode` and/or `payLink`, as the fixture says. */
function payPageData(qrCode: string, payLink: string, carries: PayPageCarries = 'both'): { qrCode?: string; payLink?: string } {
  return { ...(carries !== 'link' ? { qrCode } : {}), ...(carries !== 'qr' ? { payLink } : {}) };
}

/** apiResponse for a step (its `depositId`, `isFieldsRequired` false). */
export function createAnswer(step: NextStep, d: Deposit, origin: string, unified: UnifiedScenario & Pick<Scenario, 'hostileProvider'> = {}): DepositCreateResponse {
  const base = { depositId: d.id, isFieldsRequired: false };
  const wrap = (apiResponse: DepositCreateResponse['apiResponse']): DepositCreateResponse => ({
    apiResponse: { ...base, ...apiResponse },
    depositId: d.id,
    fields: [],
    passedCurrency: d.currency,
  });
  const source = unified.hostileProvider ? hostileProviderUrl(origin, d) : providerUrl(origin, d);
  const created = iso(d.createdAt);
  switch (step.kind) {
    case 'fields-required':
      return createAnswer(step.then, d, origin, unified);
    case 'redirect-get':
      // docs/protocol.md: a GET redirect adds only `data.query` to the URL.
      return wrap({ source, method: 'GET', data: { query: { depositId: d.id, amount: d.amount, currency: d.currency, method: d.method } } });
    case 'redirect-post':
      return wrap({
        source,
        method: 'POST',
        data: { depositId: d.id, amount: money(d.amount), currency: d.currency, merchant: 'sandbox', signature: sign(d) },
      });
    case 'wallet-app':
      return wrap({
        source,
        method: 'GET',
        data: { query: { depositId: d.id, deepLink: `${step.deepLink}?pa=sandbox@upi&pn=Sandbox&am=${money(d.amount)}&cu=${d.currency}&tr=${d.id}` } },
      });
    case 'unified':
      return wrap({ data: { unifiedFlow: unifiedFlow(d, unified) } });
    case 'offers':
      return wrap({
        data: {
          // Decision ONRAMP-AMOUNT: `amount` is the crypto bought (in `currency`), the fee is in the deposit's currency.
          paymentMethodOffers: ONRAMP_PROVIDERS.map((p) => ({
            method: p.method,
            fee: Number(money(d.amount * p.feeRate)),
            amount: Number((d.amount * (1 - p.feeRate) * conversionRate(d.currency, ONRAMP_CRYPTO)).toFixed(6)),
            currency: ONRAMP_CRYPTO,
            iconIds: p.iconIds,
          })),
        },
      });
    case 'h2h-card':
    case 'p2p':
    case 'p2p-unified': {
      const card = payeeCard(d.method);
      return wrap({
        data: { card, payment_system: card.payment_system, payment_amount: d.amount, payment_currency: d.currency, created, timeout_minutes: H2H_TIMEOUT_MIN },
      });
    }
    case 'h2h-requisites':
      return wrap({
        data: {
          requisites: bankRequisites(d.method, `DEP-${d.id}`),
          payment_amount: d.amount,
          payment_currency: d.currency,
          created,
          timeout_minutes: step.bankTransfer ? BANK_TRANSFER_TIMEOUT_MIN : H2H_TIMEOUT_MIN,
        },
      });
    case 'eazype':
      return wrap({
        pageId: 'eazype',
        data: payPageData(`upi://pay?pa=eazype.sandbox@upi&pn=EazyPe&am=${money(d.amount)}&tr=${d.id}`, source, step.carries),
      });
    case 'pix':
      return wrap({ pageId: 'pix', data: payPageData(pixCode(d), source, step.carries) });
    case 'crypto': {
      const c = d.crypto;
      const network = c ? NETWORKS[c.network] : undefined;
      // Decision CRYPTO-18: `minDepositValue` only where the method names one (in its coin); else the
      // widget states the network's minimum of flows §9 in USD.
      const min = step.minDepositValue;
      return wrap({ data: { depositAddress: c?.address ?? '', ...(min !== undefined ? { minDepositValue: min } : {}), cryptoName: c?.coin ?? d.currency, network: c?.network ?? network?.code } });
    }
    case 'india-invoice': // a plain create has nothing to show: the invoice comes from deposit-prepare
    case 'complete':
      return wrap({});
  }
}

/** Issue #13 p2p: the scenario switches that shape a p2p answer. */
export interface P2pAnswerSwitches {
  /** Issue #25 (XSS-02): the card is encrypted on the wire, so its texts turn hostile before encryption. */
  hostileContent?: HostileContent;
  p2pMalformed?: boolean;
  p2pDecryptFailure?: boolean;
  p2pAmountDiffers?: boolean;
}

/** The peer-to-peer answer (flows §3): card encrypted with AES-GCM, or a unified flow. */
export function p2pAnswer(step: NextStep, d: Deposit, switches: P2pAnswerSwitches & UnifiedScenario = {}): P2pDepositResponse {
  // The p2p market rounds to whole tens, so the "amount differs" tooltip has a case to show.
  const processingAmount = switches.p2pAmountDiffers ? d.amount + 7 : d.method === 'p2p_market' ? Math.ceil(d.amount / 10) * 10 : d.amount;
  const answer: P2pDepositResponse = {
    depositId: d.id,
    created: iso(d.createdAt),
    payment_amount: processingAmount,
    payment_currency: d.currency,
    timeout_minutes: d.timeoutMs !== undefined ? d.timeoutMs / 60_000 : P2P_TIMEOUT_MIN,
    passedAmount: d.amount,
    passedCurrency: d.currency,
    processingAmount,
    processingCurrency: d.currency,
    isFieldsRequired: false,
    fields: [],
  };
  if (step.kind === 'p2p-unified') answer.unifiedFlow = unifiedFlow(d, switches);
  else if (!switches.p2pMalformed) {
    const card = encryptCard(withHostileContent(payeeCard(d.method), switches.hostileContent));
    // A tag of the right length that does not match: AES-GCM refuses it.
    answer.card = switches.p2pDecryptFailure ? { ...card, tag: Buffer.alloc(16, 7).toString('base64') } : card;
  }
  return answer;
}
