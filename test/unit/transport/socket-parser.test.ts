import { expect } from '@open-wc/testing';
import * as real from 'socket.io-parser';
import { Decoder, Encoder, PacketType, protocol, type Packet } from '../../../src/transport/socket-parser.ts';

/** A small seeded generator, so a failing case is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TEXTS = ['', 'a', 'déjà vu', '0,1', '/chat,', '"quoted"', '12', '[x]', '{"a":1}', '\\', '\n\t', '😀', 'request', 'deposit.status'];
const NAMESPACES = ['/', '/', '/chat', '/x1', '/ns-2/sub'];
const EVENT_NAMES = ['request', 'response', 'deposit.status', 'login.token', 'x,y', '0', 7, 0];

function jsonValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 4 : 6));
  if (pick === 0) return TEXTS[Math.floor(next() * TEXTS.length)];
  if (pick === 1) return Math.round((next() - 0.5) * 1e6) / (next() < 0.5 ? 1 : 100);
  if (pick === 2) return next() < 0.5;
  if (pick === 3) return null;
  const size = Math.floor(next() * 4);
  if (pick === 4) return Array.from({ length: size }, () => jsonValue(next, depth + 1));
  return Object.fromEntries(Array.from({ length: size }, (_, i) => [`${TEXTS[Math.floor(next() * TEXTS.length)]}${i}`, jsonValue(next, depth + 1)]));
}

const jsonObject = (next: () => number) => ({ sid: 'abc', first: jsonValue(next), n: Math.floor(next() * 100) });

/** Any JSON packet socket.io-client or the server can send. */
function jsonPacket(next: () => number): Packet {
  const type = Math.floor(next() * 5) as PacketType;
  const nsp = NAMESPACES[Math.floor(next() * NAMESPACES.length)] ?? '/';
  const id = next() < 0.5 ? Math.floor(next() * (next() < 0.2 ? 3 : 1e6)) : undefined;
  const packet: Packet = { type, nsp };
  if (type === PacketType.CONNECT && next() < 0.7) packet.data = jsonObject(next);
  if (type === PacketType.EVENT) packet.data = [EVENT_NAMES[Math.floor(next() * EVENT_NAMES.length)], ...(jsonValue(next, 3) === null ? [] : [jsonValue(next)])];
  if (type === PacketType.ACK) packet.data = [jsonValue(next)];
  if (type === PacketType.CONNECT_ERROR) packet.data = next() < 0.5 ? String(jsonValue(next, 3)) : { message: String(jsonValue(next, 3)) };
  if ((type === PacketType.EVENT || type === PacketType.ACK) && id !== undefined) packet.id = id;
  return packet;
}

function realDecode(text: string): unknown {
  const decoder = new real.Decoder();
  let decoded: unknown;
  decoder.on('decoded', (packet: unknown) => (decoded = packet));
  decoder.add(text);
  return decoded;
}

function ourDecode(frame: unknown): unknown {
  const decoder = new Decoder();
  let decoded: unknown;
  decoder.on('decoded', (packet) => (decoded = packet));
  decoder.add(frame);
  return decoded;
}

const outcome = (decode: () => unknown) => {
  try {
    return { packet: decode() };
  } catch {
    return { error: true };
  }
};

describe('transport/socket-parser (the JSON-only socket.io packet format, ROOM-02)', () => {
  it('ROOM-02: the protocol revision and packet numbers are socket.io-parser\'s', () => {
    expect(protocol).to.equal(real.protocol);
    for (const name of ['CONNECT', 'DISCONNECT', 'EVENT', 'ACK', 'CONNECT_ERROR', 'BINARY_EVENT', 'BINARY_ACK'] as const) {
      expect(PacketType[name], name).to.equal(real.PacketType[name]);
    }
  });

  it('ROOM-02: 2,000 random JSON packets encode to the very frames socket.io-parser writes', () => {
    const next = random(24);
    for (let i = 0; i < 2000; i++) {
      const packet = jsonPacket(next);
      expect(new Encoder().encode(packet), JSON.stringify(packet)).to.deep.equal(new real.Encoder().encode(packet as real.Packet));
    }
  });

  it('ROOM-02: what socket.io-parser writes decodes to the packet it decodes to, and back to the packet sent', () => {
    const next = random(4803);
    for (let i = 0; i < 2000; i++) {
      const packet = jsonPacket(next);
      const [frame] = new real.Encoder().encode(packet as real.Packet);
      const decoded = ourDecode(frame);
      expect(decoded, frame).to.deep.equal(realDecode(frame));
      expect(decoded, frame).to.deep.equal(packet);
    }
  });

  it('ROOM-02: a malformed or forbidden packet is a decoding error wherever socket.io-parser throws one', () => {
    const frames = [
      '7', '9[]', 'x', '0[1]', '0"text"', '1{}', '1/chat,{}', '2{}', '2["connect"]', '2["disconnect",1]',
      '2["newListener"]', '2[null]', '2[]', '3{}', '4[1]', '4', '2[', '2/chat,12["a"', '0/admin,{"a":',
      '2["a"]x', '3', '2', '0', '0/chat,', '2/chat,5["a"]', '31["ok"]', '4"denied"', '4{"message":"no"}',
    ];
    for (const frame of frames) {
      const ours = outcome(() => ourDecode(frame));
      const theirs = outcome(() => realDecode(frame));
      expect(ours, frame).to.deep.equal(theirs);
    }
  });

  it('ROOM-02: binary packets are refused with a decoding error (socket.io-client then closes the socket)', () => {
    expect(() => ourDecode('51-["upload",{"_placeholder":true,"num":0}]')).to.throw();
    expect(() => ourDecode('61-12[{"_placeholder":true,"num":0}]')).to.throw();
    expect(() => ourDecode(new ArrayBuffer(4))).to.throw(/binary/);
    expect(() => ourDecode(new Uint8Array([1, 2]))).to.throw(/binary/);
    expect(() => ourDecode('')).to.throw();
  });

  it('ROOM-02: the decoder hands each packet to the one listener until it is taken off', () => {
    const decoder = new Decoder();
    const seen: Packet[] = [];
    decoder.on('decoded', (packet) => seen.push(packet));
    decoder.add('2["response",{"id":"c-1","status":200}]');
    decoder.off();
    decoder.add('2["response",{"id":"c-2"}]');
    decoder.destroy();
    expect(seen).to.deep.equal([{ type: PacketType.EVENT, nsp: '/', data: ['response', { id: 'c-1', status: 200 }] }]);
  });
});
