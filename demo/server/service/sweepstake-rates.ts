/**
 * The one conversion rule of the sandbox (fixtures' USD_RATES): payment-convert-v2 previews it and
 * withdrawal-create pays a redemption out at it (decision SWEEP-14), so the convert page's figure
 * is the payout the confirm summary shows.
 */
import { USD_RATES } from '../fixtures/sweepstake.ts';
import { ServiceError } from '../service-error.ts';

function usdRate(code: string, errorCode: string): number {
  const r = USD_RATES[code.trim().toUpperCase()];
  if (r === undefined) throw new ServiceError(400, errorCode, `No rate for ${code.slice(0, 12)}`);
  return r;
}

/** Units of `to` per unit of `from`, to six significant digits. */
export function conversionRate(from: string, to: string, errorCode = 'banking.currencyNotSupported'): number {
  return Number((usdRate(from, errorCode) / usdRate(to, errorCode)).toPrecision(6));
}
