/**
 * Decision DOM-36: a link the guard rejects is not opened, and the host is told with `Error`
 * (shell §7) naming the rejected scheme only — the full URL may carry tokens. Every caller that
 * opens a server-given link (payment redirect, cash messenger links, …) goes through here, so the
 * report is one shape everywhere.
 */
import { linkScheme, safeLink } from '../domain/link-guard.ts';
import type { SafeLinkOptions } from '../domain/link-guard.ts';
import { notifyHost } from './host-outbox.ts';
import type { Scope } from './scope.ts';

/** The `Error` message text of a rejected link. */
export const REJECTED_LINK_MESSAGE = 'Rejected payment link';

/** Reports a rejected link by its scheme (`''` when it has none). */
export function reportRejectedLinkScheme(scope: Scope, scheme: string): void {
  notifyHost(scope, 'Error', { message: REJECTED_LINK_MESSAGE, scheme });
}

/** The guarded link, or null after reporting the rejection to the host. */
export function guardLink(scope: Scope, url: string, options?: SafeLinkOptions): string | null {
  const safe = safeLink(url, options);
  if (safe === null) reportRejectedLinkScheme(scope, typeof url === 'string' ? linkScheme(url) : '');
  return safe;
}
