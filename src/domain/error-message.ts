/**
 * A message to show the player: a translation key with its values, or a server text shown as is
 * (ERR-02: banking.merchantClientError). Stores hold this, never translated text, so actions need
 * no `translate` argument and a language switch re-translates what is on screen.
 */
export type ErrorMessage = { key: string; values?: Record<string, unknown> } | { text: string };

/** A key message. */
export const keyMessage = (key: string, values?: Record<string, unknown>): ErrorMessage => (values ? { key, values } : { key });
