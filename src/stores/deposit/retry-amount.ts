/**
 * Decision STATUS-RETRY: "Try again" after a decline returns to the payment page with the amount
 * the player asked for (1500 stays 1500), not the method's starting amount. The complete page
 * keeps it on the press; the payment page takes it once, for the same method and currency.
 */
import { scoped, type Scope } from '../scope.ts';

interface KeptAmount {
  method: string;
  amount: number;
  currency: string;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  kept: KeptAmount | null;
} => ({
  kept: null,
}));

/** The complete page's Try again: the declined deposit's amount, for the page it returns to. */
export function keepRetryAmount(scope: Scope, deposit: KeptAmount | null): void {
  local(scope).kept = deposit;
}

/** The payment page opening: the kept amount when it is for this method and currency (once). */
export function takeRetryAmount(scope: Scope, method: string, currency: string): number | null {
  const state = local(scope);
  const found = state.kept;
  state.kept = null;
  return found && found.method === method && found.currency === currency ? found.amount : null;
}
