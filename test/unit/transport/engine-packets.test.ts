import { expect } from '@open-wc/testing';
import * as real from 'engine.io-parser';
import { decodePacket, encodePacket, protocol, type EnginePacket } from '../../../src/transport/engine-packets.ts';

const TYPES = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'] as const;
const DATA = [undefined, '', 'probe', '2["request",{"id":"c-1","data":{"a":1}}]', '0{"sid":"x"}', 'déjà 😀', '\u001e', 'b64', '{"pingInterval":25000}'];

const encodeWith = (encode: typeof encodePacket, packet: EnginePacket, supportsBinary: boolean) => {
  let frame: unknown;
  encode(packet, supportsBinary, (encoded) => (frame = encoded));
  return frame;
};

describe('transport/engine-packets (engine.io text frames, ROOM-03)', () => {
  it('ROOM-03: the protocol revision is engine.io-parser\'s', () => {
    expect(protocol).to.equal(real.protocol);
  });

  it('ROOM-03: every packet type with text data encodes to the frame engine.io-parser writes, binary transport or not', () => {
    for (const type of TYPES) {
      for (const data of DATA) {
        for (const supportsBinary of [true, false]) {
          const packet = { type, data } as EnginePacket;
          const expected = encodeWith(real.encodePacket as typeof encodePacket, packet, supportsBinary);
          expect(encodeWith(encodePacket, packet, supportsBinary), `${type} ${String(data)}`).to.equal(expected);
        }
      }
    }
  });

  it('ROOM-03: every text frame decodes as engine.io-parser decodes it, malformed ones to its error packet', () => {
    const frames: string[] = [];
    for (const type of TYPES) for (const data of DATA) frames.push(encodeWith(real.encodePacket as typeof encodePacket, { type, data }, true) as string);
    frames.push('7', '9x', 'x', '', ' ', '-1', 'open', '40', '6');
    for (const frame of frames) {
      expect(decodePacket(frame), JSON.stringify(frame)).to.deep.equal(real.decodePacket(frame, 'arraybuffer'));
    }
    expect(decodePacket('7')).to.deep.equal({ type: 'error', data: 'parser error' });
  });

  it('ROOM-03: a binary frame is handed on as a message (the socket.io decoder refuses it); base64 frames are an error', () => {
    const bytes = new ArrayBuffer(3);
    expect(decodePacket(bytes)).to.deep.equal({ type: 'message', data: bytes });
    expect(decodePacket('bAQID')).to.deep.equal({ type: 'error', data: 'parser error' });
  });
});
