/**
 * engine.io's packet format for text frames only (decision ROOM-03), which the widget's build puts
 * in place of engine.io-parser (scripts/build/websocket-only.mjs): `<type digit><data>`, as the
 * default parser writes and reads them over a WebSocket. The widget's socket.io packets are JSON
 * text (socket-parser.ts), so the Blob/ArrayBuffer and base64 paths (for binary payloads and for
 * HTTP long-polling, which the widget never uses) are left out. A binary frame from the server is
 * handed on as a message, which the socket.io decoder refuses ("parse error"). The unit tests hold
 * it to engine.io-parser's output.
 */

/** engine.io's protocol revision (the `EIO` query parameter). */
export const protocol = 4;

/** Packet types by their wire digit. */
const PACKET_TYPES = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'];

export interface EnginePacket {
  type: string;
  data?: unknown;
}

/** engine.io-parser's signature; text frames ignore whether the transport takes binary. */
export function encodePacket({ type, data }: EnginePacket, _supportsBinary: boolean, callback: (frame: string) => void): void {
  callback(PACKET_TYPES.indexOf(type) + String(data || ''));
}

export function decodePacket(frame: unknown): EnginePacket {
  if (typeof frame !== 'string') return { type: 'message', data: frame };
  const digit = frame.charAt(0);
  const type = /[0-6]/.test(digit) ? PACKET_TYPES[Number(digit)] : undefined;
  if (!type) return { type: 'error', data: 'parser error' };
  return frame.length > 1 ? { type, data: frame.substring(1) } : { type };
}
