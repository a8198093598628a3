/**
 * Safe access to the tab's storage, `sessionStorage` (shell §3 "Session state"; in our words
 * "tab storage": "session" means the payment session only, decision NAME-01). Storage can be missing or throw
 * (sandboxed iframes, Safari private mode, storage disabled), so every access is guarded and a
 * failure behaves like an empty storage instead of breaking the widget.
 */

/** Key names chosen in decisions ENT-10 and LIST-T1; one prefix so the host can see what is ours. */
export const TAB_STORAGE_KEYS = {
  user: 'payment-cashier:user',
  transport: 'payment-cashier:transport',
  forceLogging: 'payment-cashier:force-logging',
  /** Decision LIST-T1: a currency code, the last methods answer's `initCurrencies.fiat`. */
  playerCurrency: 'payment-cashier:player-currency',
} as const;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads a raw value; `null` when absent or when storage is unavailable. */
export function readTabStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw value; `null` removes the key. Failures (quota, disabled storage) are ignored. */
export function writeTabStorage(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage is a convenience across reloads; the in-memory store stays the source of truth.
  }
}
