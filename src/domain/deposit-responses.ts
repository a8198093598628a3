/** Deposit call answers (flows §3; ENT-20, ENT-21). Pure types; fields optional unless stated. */
import type { FormField } from './form-field.ts';

/** flows §3: card data on h2h and p2p answers. */
export interface DepositCard {
  encoded?: boolean | string;
  number?: string;
  account_number?: string;
  phone?: string;
  bank_account?: string;
  bank_name?: string;
  payment_system?: string;
  fullName?: string;
  transaction_description?: string;
  country_code?: string;
}

/** flows §3: encrypted card data. */
export interface EncryptedCard {
  key: string;
  iv: string;
  encrypted: string;
  tag: string;
}

/** flows §3 "Unified response". */
export interface UnifiedRequisite {
  name: string;
  title?: string;
  type?: string;
  value: string;
  isCopyable?: boolean;
}
export interface UnifiedFlow {
  requisites?: UnifiedRequisite[];
  inputFields?: FormField[];
  buttons?: string[];
  instruction?: { steps?: Array<{ stepNumber: number; stepInstruction: string }>; text?: string };
  created?: string | number;
  /** Seconds; default 600 (flows §4). */
  lifetime?: number;
  /** Decision UNI-11 (our naming, docs/protocol.md): the app or QR section's QR content and bank-app link. */
  qrCode?: string;
  appLink?: string;
}

/** flows §3: on-ramp method offer. */
export interface MethodOffer {
  /** The crypto bought (decision ONRAMP-AMOUNT), in `currency`. */
  amount: number;
  /** Our addition: the ticker of the crypto bought (decision ONRAMP-AMOUNT). */
  currency?: string;
  /** In the deposit's currency. */
  fee?: number;
  method: string;
  iconIds?: string[];
}

/** ENT-20: `apiResponse.data`. */
export interface ApiResponseData {
  unifiedFlow?: UnifiedFlow;
  paymentMethodOffers?: MethodOffer[];
  card?: DepositCard;
  requisites?: unknown;
  /** Crypto deposit data (flows §3). */
  depositAddress?: string;
  minDepositValue?: number;
  cryptoName?: string;
  /** Decision REDIR-09: the eazype/pix page's QR content and pay link (our naming, docs/protocol.md). */
  qrCode?: string;
  payLink?: string;
  [key: string]: unknown;
}

/** ENT-20: the provider answer inside a deposit create response. */
export interface ApiResponse {
  source?: string;
  method?: string;
  data?: ApiResponseData;
  pageId?: string;
  isFieldsRequired?: boolean;
  depositId?: string | number;
}

/** ENT-20/21: deposit-create answer. */
export interface DepositCreateResponse {
  apiResponse?: ApiResponse;
  depositId?: string | number;
  fields?: FormField[];
  passedCurrency?: string;
}

/** flows §3: host-to-host invoice data. */
export interface H2hInvoice {
  payment_system?: string;
  payment_amount?: number;
  payment_currency?: string;
  created?: string | number;
  timeout_minutes?: number;
  requisites?: unknown;
  card?: DepositCard;
}

/** flows §3: deposit-create-p2p / deposit-check answer. */
export interface P2pDepositResponse {
  depositId?: string | number;
  card?: DepositCard | EncryptedCard;
  created?: string | number;
  payment_amount?: number;
  payment_currency?: string;
  timeout_minutes?: number;
  passedAmount?: number;
  passedCurrency?: string;
  processingAmount?: number;
  processingCurrency?: string;
  unifiedFlow?: UnifiedFlow;
  isFieldsRequired?: boolean;
  fields?: FormField[];
  exists?: boolean;
}

/** flows §3: India invoice. */
export interface IndiaInvoice {
  /** Decision INDIA-04 (docs/protocol.md): the deposit prepared, which "I have paid" completes. */
  depositId?: string | number;
  details?: Array<{ name: string; value: string; type?: string; QR?: string }>;
  fields?: FormField[];
  requisites?: Array<{ name: string; value: string }>;
}
