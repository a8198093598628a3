/**
 * Parses what a host sends (shell §7 "Messages from the host") into one shape, whatever the
 * channel: a posted object, a posted JSON string, or a DOM event's detail.
 * Accepted: `{ type, payload }` (documented) and the legacy spellings `{ type, data }` and
 * `{ messageType, … }`. Anything else is not a host message and is ignored.
 */
import { isInboundType, type InboundMessageType } from '../../domain/host-messages.ts';
import { isRecord } from '../../domain/is-record.ts';

export interface InboundMessage {
  type: InboundMessageType;
  /** undefined when the host sent no payload (shell §4: reported for `loaded`). */
  payload: unknown;
}


export function parseInboundMessage(raw: unknown): InboundMessage | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const type = value.type ?? value.messageType;
  if (!isInboundType(type)) return null;
  if ('payload' in value) return { type, payload: value.payload };
  if ('data' in value) return { type, payload: value.data };
  // `{ messageType: 'loaded', token: … }`: the remaining fields are the payload.
  const { type: _t, messageType: _m, ...rest } = value;
  return { type, payload: Object.keys(rest).length ? rest : undefined };
}
