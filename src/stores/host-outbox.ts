/**
 * The one way any part of the widget tells the host something (shell §7 "Messages to the host").
 * Code anywhere calls `notifyHost`; the element (src/element/host) subscribes and delivers each
 * message as a DOM event and as a post. Keeping delivery out of here lets stores and transport
 * stay free of window.parent and native bridges (ARCHITECTURE §2). Each message's payload type is
 * in the map, src/domain/host-messages.ts: a wrong payload does not compile.
 */
import type { HostMessagePayloads, OutboundMessageType } from '../domain/host-messages.ts';
import { scoped, type Scope } from './scope.ts';

/** A message on its way out; `payload` is merged into the posted JSON beside messageType and version. */
export type OutboundMessage<T extends OutboundMessageType = OutboundMessageType> = T extends OutboundMessageType
  ? { messageType: T; payload: HostMessagePayloads[T] }
  : never;

type Listener = (message: OutboundMessage) => void;
const listeners = scoped(() => (new Set<Listener>()));

/** Sends a message to the host through every attached delivery channel. */
export function notifyHost<T extends OutboundMessageType>(scope: Scope, messageType: T, payload: HostMessagePayloads[T]): void {
  const message = { messageType, payload } as OutboundMessage<T>;
  for (const listener of [...listeners(scope)]) listener(message);
}

/** Attaches a delivery channel; returns the detach function. */
export function onHostMessage(scope: Scope, listener: Listener): () => void {
  listeners(scope).add(listener);
  return () => listeners(scope).delete(listener);
}
