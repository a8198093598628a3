/**
 * `onDisplayError` (shell §7): the host learns every error message the player sees, so it can
 * log or mirror it. Decision HOST-31 (onDisplayError): the payload says where the message is
 * shown and what it says, never request data or tokens:
 * - `{ kind: 'snackbar', message, key? }` when the error snackbar opens (ERR-06);
 * - `{ kind: 'page', message, key? }` when the error page shows (ERR-08..12);
 * - `{ kind: 'alert', message, key? }` when a page shows an error note of its own (a payment or
 *   messenger link the guard refused, issue #10);
 * - `{ kind: 'field', fields }` when a submit fails validation and the bad fields show their
 *   messages: once per failed submit, not per keystroke (with one `regex_error` event per field, AN-04).
 * `message` is the text on screen (in the player's language); `key` its i18n key when it has one.
 */
import { notifyHost } from './host-outbox.ts';
import type { Scope } from './scope.ts';

export type DisplayedError =
  | { kind: 'snackbar' | 'page' | 'alert'; message: string; key?: string | undefined }
  | { kind: 'field'; fields: readonly string[] };

/** Tells the host an error message is on screen. */
export function reportDisplayedError(scope: Scope, shown: DisplayedError): void {
  if (shown.kind === 'field') notifyHost(scope, 'onDisplayError', { kind: 'field', fields: [...shown.fields] });
  else notifyHost(scope, 'onDisplayError', { kind: shown.kind, message: shown.message, ...(shown.key ? { key: shown.key } : {}) });
}
