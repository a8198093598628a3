/**
 * What the widget does with each host message (shell §4, §7; decisions HOST-17, HOST-22, HOST-26).
 */
import { applyHandshake, markHandshakeReady } from '../../stores/config.ts';
import { setUser } from '../../stores/user.ts';
import { setBonusFetchFailed } from '../../stores/bonus-feed.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { closeWidget } from '../../stores/deposit/creation-guard.ts';
import type { InboundMessage } from './inbound-message.ts';
import { isRecord } from '../../domain/is-record.ts';
import type { Scope } from '../../stores/scope.ts';

/** shell §4: a `loaded` without payload is "incorrect data from host". */
export const INCORRECT_DATA_MESSAGE = 'Incorrect data from host';

/** Decision HOST-20: refused host fields are reported as `Error`, by name (never by value). */
export function reportRejected(scope: Scope, fields: string[]): void {
  if (fields.length) notifyHost(scope, 'Error', { message: `${INCORRECT_DATA_MESSAGE}: ${fields.join(', ')}`, fields });
}

function applyLoaded(scope: Scope, payload: unknown): void {
  if (!isRecord(payload) || Object.keys(payload).length === 0) {
    // The section-3 defaults are already in $config; report and go on with them.
    notifyHost(scope, 'Error', { message: INCORRECT_DATA_MESSAGE });
    markHandshakeReady(scope);
    return;
  }
  const { user, ...handshake } = payload;
  if (isRecord(user)) setUser(scope, user);
  reportRejected(scope, applyHandshake(scope, handshake));
  markHandshakeReady(scope);
}

function bonusListOf(payload: unknown): unknown[] | undefined {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload) && Array.isArray(payload.bonusList)) return payload.bonusList;
  return undefined;
}

export function handleInbound(scope: Scope, message: InboundMessage, hooks: { onBack(kind: 'onGoBack' | 'onSwipeBack'): void }): void {
  switch (message.type) {
    case 'loaded':
      applyLoaded(scope, message.payload);
      return;
    case 'bonus-list-fetched': {
      // HOST-22: only a successful fetch replaces the list; a failed one keeps what we have, and the
      // bonus section says the list could not be refreshed (src/stores/bonus-feed.ts).
      const list = bonusListOf(message.payload);
      const succeeded = isRecord(message.payload) && message.payload.success === true && list !== undefined;
      if (succeeded && list) applyHandshake(scope, { bonusList: list });
      setBonusFetchFailed(scope, !succeeded);
      return;
    }
    case 'bonus-list-updated': {
      const list = bonusListOf(message.payload);
      if (list) {
        applyHandshake(scope, { bonusList: list });
        setBonusFetchFailed(scope, false);
      }
      return;
    }
    case 'close':
      closeWidget(scope);
      return;
    case 'onGoBack':
    case 'onSwipeBack':
      hooks.onBack(message.type);
      return;
  }
}
