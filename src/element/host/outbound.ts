/**
 * Delivers each outgoing host message (shell §7) as two CustomEvents on the element (bubbles,
 * composed, named `cashier:<messageType>` and its colon-free twin, e.g. `cashier-close`) and as a JSON post through exactly one
 * channel — native handler, native bridge, or the parent window — in that order.
 * Posts always name an explicit target origin; with none configured, nothing is posted.
 */
import { dashedEventName, OUTBOUND_EVENT_PREFIX, type CashierHostMessage } from '../../domain/host-messages.ts';
import { WIDGET_VERSION } from '../../domain/constants.ts';
import type { OutboundMessage } from '../../stores/host-outbox.ts';
import { nativeBridge, nativeHandler } from './native.ts';

/** Marks our posts so a widget sharing a window with its host never reads its own messages. */
export const MESSAGE_SOURCE = 'payment-cashier';

/** The posted JSON, and the event's detail: the payload beside messageType, version and source. */
function toEnvelope({ messageType, payload }: OutboundMessage): CashierHostMessage {
  return { ...payload, messageType, version: WIDGET_VERSION, source: MESSAGE_SOURCE };
}

export type Channel = 'native-handler' | 'native-bridge' | 'parent' | 'none';

/** The message's two DOM events on the element, `cashier:<type>` first. */
export function dispatchHostEvents(element: HTMLElement, message: OutboundMessage): void {
  for (const name of [OUTBOUND_EVENT_PREFIX + message.messageType, dashedEventName(message.messageType)])
    element.dispatchEvent(new CustomEvent(name, { detail: toEnvelope(message), bubbles: true, composed: true }));
}

/** With `element` null the events are left to the caller (a connection's first ones wait: host-connection.ts). */
export function deliverToHost(
  element: HTMLElement | null,
  message: OutboundMessage,
  win: Window,
  targetOrigin: string | undefined,
): Channel {
  if (element) dispatchHostEvents(element, message);
  const json = JSON.stringify(toEnvelope(message));
  const handler = nativeHandler(win);
  if (handler) {
    handler.postMessage(json);
    return 'native-handler';
  }
  const bridge = nativeBridge(win);
  if (bridge) {
    bridge.postMessage(json);
    return 'native-bridge';
  }
  if (!targetOrigin || targetOrigin === '*') return 'none';
  win.parent.postMessage(json, targetOrigin);
  return 'parent';
}
