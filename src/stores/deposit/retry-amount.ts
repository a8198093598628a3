/**
 * Decision STATUS-RETRY: "Try again" after a decline returns to the payment page with the amount
 * the player asked for (1500 stays 1500), not the method's starting amount. The complete page
 * keeps it on the press; the payment page takes it once, for the same method and currency.
 */

interface KeptAmount {
  method: string;
  amount: number;
  currency: string;
}

let kept: KeptAmount | null = null;

/** The complete page's Try again: the declined deposit's amount, for the page it returns to. */
export function keepRetryAmount(deposit: KeptAmount | null): void {
  kept = deposit;
}

/** The payment page opening: the kept amount when it is for this method and currency (once). */
export function takeRetryAmount(method: string, currency: string): number | null {
  const found = kept;
  kept = null;
  return found && found.method === method && found.currency === currency ? found.amount : null;
}
