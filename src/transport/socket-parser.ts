/**
 * The socket.io packet format for JSON packets only (decision ROOM-02), which the widget's build
 * puts in place of socket.io-parser (scripts/build/websocket-only.mjs): the default parser's text
 * format, `<type>[<nsp>,][<id>]<json>`, for CONNECT, DISCONNECT, EVENT, ACK and CONNECT_ERROR.
 * The widget sends and receives JSON envelopes only (shell §7, socket-protocol.ts), so the binary
 * packets' deconstruction and reassembly (~1.9 KB minified) would never run: a binary packet from
 * the server is a decoding error, which closes the socket like any malformed packet ("parse
 * error"). The unit tests hold it to the real parser's output in both directions.
 */

/** socket.io-parser's protocol revision; socket.io-client re-exports it. */
export const protocol = 5;

/** The packet types, numbered as on the wire (socket.io-client reads them by name). */
export enum PacketType {
  CONNECT,
  DISCONNECT,
  EVENT,
  ACK,
  CONNECT_ERROR,
  BINARY_EVENT,
  BINARY_ACK,
}

export interface Packet {
  type: PacketType;
  nsp: string;
  id?: number;
  data?: unknown;
}

/** Event names the server may not use, as in socket.io-parser. */
const RESERVED_EVENTS = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

/** type digit, optional namespace up to its comma, optional ack id, JSON rest. */
const TEXT_PACKET = /^([0-4])(?:(\/[^,]*),?)?(\d*)([\s\S]*)$/;

export class Encoder {
  /** One text frame per packet (socket.io-client writes each element of the array). */
  encode(packet: Packet): string[] {
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += packet.id;
    if (packet.data != null) text += JSON.stringify(packet.data);
    return [text];
  }
}

const isPlainObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';

/** socket.io-parser's payload rules per packet type (a DISCONNECT carries none). */
function isPayloadValid(type: number, payload: unknown): boolean {
  if (type === PacketType.CONNECT) return isPlainObject(payload);
  if (type === PacketType.CONNECT_ERROR) return typeof payload === 'string' || isPlainObject(payload);
  if (type === PacketType.DISCONNECT || !Array.isArray(payload)) return false;
  const [name] = payload as unknown[];
  return type === PacketType.ACK || typeof name === 'number' || (typeof name === 'string' && !RESERVED_EVENTS.includes(name));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function decodeText(text: string): Packet {
  const match = TEXT_PACKET.exec(text);
  if (!match) throw new Error(`unsupported socket.io packet ${text.slice(0, 2)}`);
  const [, type, nsp, id, json] = match;
  const packet: Packet = { type: Number(type), nsp: nsp ?? '/' };
  if (id) packet.id = Number(id);
  if (json) {
    const payload = parseJson(json);
    if (!isPayloadValid(packet.type, payload)) throw new Error('invalid payload');
    packet.data = payload;
  }
  return packet;
}

type DecodedListener = (packet: Packet) => void;

/** socket.io-client's Manager subscribes once to "decoded" per connection and unsubscribes on cleanup. */
export class Decoder {
  private listener?: DecodedListener;

  on(_event: 'decoded', listener: DecodedListener): this {
    this.listener = listener;
    return this;
  }

  off(): this {
    this.listener = undefined;
    return this;
  }

  /** Throws on a binary frame or a malformed packet; the Manager then closes with "parse error". */
  add(frame: unknown): void {
    if (typeof frame !== 'string') throw new Error('binary socket.io packets are not supported');
    this.listener?.(decodeText(frame));
  }

  destroy(): void {}
}
