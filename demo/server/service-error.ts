/** The one error a handler throws; both adapters turn it into `{ error: { message, code } }`. */

/** The failure body of shell §8 / docs/protocol.md. */
export interface ErrorBody {
  /** `field`: the form field a refusal is about (the withdrawal calls' banking.fieldRequired, decision WD-07). */
  error: { message: string; code: string; field?: string };
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  /** The wire body. */
  toBody(): ErrorBody {
    return { error: { message: this.message, code: this.code, ...(this.field !== undefined ? { field: this.field } : {}) } };
  }
}

/** 401: no token, an unknown one, or a switch asking for it (spec'd body shape). */
export const unauthorized = (code = 'auth.unauthorized'): ServiceError => new ServiceError(401, code, 'Unauthorized');
/** 404 for a deposit the player does not own or that does not exist. */
export const depositNotFound = (): ServiceError => new ServiceError(404, 'banking.depositNotFound', 'Deposit not found');
/** 400: deposit-limits of an on-ramp method in a currency no provider sells in (the on-ramp limits failure). */
export const onrampCurrencyUnavailable = (currency: string): ServiceError =>
  new ServiceError(400, 'banking.onrampCurrencyUnavailable', `No on-ramp provider sells crypto for ${currency.slice(0, 10).toUpperCase()}`);
/** 400: external-deposit-continue names an offer the deposit was not given. */
export const unknownOffer = (name: string): ServiceError => new ServiceError(400, 'banking.offerNotFound', `Unknown offer: ${name.slice(0, 64)}`);
/** 400 for an unknown payment method. */
export const unknownMethod = (name: string): ServiceError =>
  new ServiceError(400, 'banking.paymentMethodNotFound', `Unknown payment method: ${name.slice(0, 64)}`);
