// fast-check arbitraries for the host-message fuzz (decision FUZZ-01): malformed and well-formed
// variants of every message a host may send (shell §3 handshake, §7 "Messages from the host"), as
// JSON text with tags for what JSON cannot hold. `in-page-tools.ts` revives the tags in the browser,
// so NaN, a BigInt, a Map, a 1 MB string or 3,000 levels of nesting cost no transfer and
// `__proto__` stays an own key, as a real attacker's `JSON.parse`d object would have it.
import fc from 'fast-check';

/** What a generated message is made of: where it goes in, and its JSON text (tags inside). */
export interface FuzzMessage {
  /** `object`: posted as a structured-clone object; `string`: posted as text; `event`: a `host:<type>` DOM event. */
  channel: 'object' | 'string' | 'event';
  /** For `event`: the event's type suffix. */
  eventType?: string;
  text: string;
}

/** Marker tokens a message may try to hand over: none may come back out (token echo). */
export const MARKER_TOKENS = ['fuzzTOKEN-7f3a9c1e2b4d', 'eyJhbGciOiJIUzI1NiJ9.eyJmdXp6Ijp0cnVlfQ.fuzzsig0001'];

const INBOUND = ['loaded', 'bonus-list-fetched', 'bonus-list-updated', 'close', 'onGoBack', 'onSwipeBack'];
/** Near misses of the inbound names: case, spacing, the outbound twins. */
const NEAR_TYPES = ['Loaded', 'LOADED', 'loaded ', ' close', 'onClose', 'ongoback', 'bonus-list', 'onInit', 'Error', '', 'toString', '__proto__', 'constructor'];

const HANDSHAKE_FIELDS = [
  'bonusId', 'bonusList', 'closingButton', 'experiments', 'host', 'schema', 'token', 'xOrigin', 'userId', 'partnerKey',
  'widgetViewType', 'transport', 'platformVersion', 'pwa', 'isMobileApp', 'currency', 'paymentGeo', 'platform', 'locale',
  'route', 'user', 'methodsResponse', 'debug', 'apiPrefix',
];

/**
 * Nesting depths. Chromium's renderer crashes when a listener reads the `data` of a message nested
 * ~2,500 levels or more (its structured-clone reader), whoever reads it: foreign messages go that
 * deep, as the widget must never read them; the own origin's stay below (decision FUZZ-03).
 */
const DEPTHS = [50, 500, 3_000];
/** The own origin's cap (FUZZ-03). */
export const OWN_MAX_DEPTH = 1_000;

/** Values JSON cannot carry, revived in the page (in-page-tools.ts `revive`). */
const tag = (name: string, extra: Record<string, unknown> = {}) => ({ $fz: name, ...extra });
const special = fc.oneof(
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', 'undefined', 'date', 'regexp', 'map', 'set', 'arraybuffer', 'error', 'typed').map((n) => tag(n)),
  fc.bigInt().map((b) => tag('bigint', { v: b.toString() })),
  fc.constantFrom(1_000, 100_000, 1_000_000).map((n) => tag('huge', { n })),
  fc.constantFrom(...DEPTHS).map((n) => tag('deep', { n })),
);

/** Strings an attacker or a broken host would try. */
const hostileText = fc.constantFrom(
  'javascript:alert(1)', '\u2028javascript:alert(1)', '<img src=x onerror=alert(1)>', '//evil.example/x', 'https://evil.example',
  '/withdrawal', '/deposit/redirect', '/../../etc', '\\\\evil', 'data:text/html,<script>alert(1)</script>', '*', 'null',
  '%00', '\u202e', '😀'.repeat(40), 'RUB', 'ru', 'sweep', 'http', 'socket', 'XX', '   ', '',
);

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes","token":"fuzzTOKEN-7f3a9c1e2b4d"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"isTrusted":true,"origin":"http://127.0.0.1"}}',
  '{"then":"x","toJSON":"y","valueOf":"z","toString":"w","hasOwnProperty":"v"}',
);

const leaf = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  special,
);

/** Any value: leaves, arrays, objects (keys include pollution names), and raw pollution objects. */
const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    pollution.map((p) => JSON.parse(p) as unknown),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'payload', 'token')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The token field: never a working foreign token; wrong types, blanks, huge, or a marker. */
const tokenValue = (realToken: string) => fc.oneof(junk, fc.constantFrom(...MARKER_TOKENS), fc.constant(realToken));

/** A handshake with some of its fields, each well-typed or not. */
const handshake = (realToken: string) =>
  fc
    .uniqueArray(fc.constantFrom(...HANDSHAKE_FIELDS), { maxLength: 6 })
    .chain((keys) => fc.tuple(...keys.map((k) => (k === 'token' ? tokenValue(realToken) : fc.oneof(junk, hostileText)).map((v) => [k, v] as const))))
    .map((entries) => Object.fromEntries(entries));

const bonusList = fc.oneof(junk, fc.array(fc.record({ id: fc.oneof(fc.integer(), junk), type: junk, content: junk }, { requiredKeys: [] }), { maxLength: 5 }));

/** The payload of one inbound type, often of the wrong shape. */
const payloadFor = (type: string, realToken: string): fc.Arbitrary<unknown> => {
  if (type === 'loaded') return fc.oneof(handshake(realToken), junk);
  if (type === 'bonus-list-fetched') return fc.oneof(fc.record({ success: fc.oneof(fc.boolean(), junk), bonusList }, { requiredKeys: [] }), junk);
  if (type === 'bonus-list-updated') return fc.oneof(fc.record({ bonusList }, { requiredKeys: [] }), bonusList);
  return junk;
};

/** One message: a type (often a near miss), one of the three envelopes, one channel. */
export const hostMessage = (realToken: string): fc.Arbitrary<FuzzMessage> =>
  fc
    .record({
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...INBOUND) }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...NEAR_TYPES), junk) }),
      envelope: fc.constantFrom('type-payload', 'type-data', 'messageType', 'no-payload', 'raw-junk'),
      channel: fc.constantFrom<FuzzMessage['channel']>('object', 'object', 'string', 'event'),
    })
    .chain(({ type, envelope, channel }) =>
      payloadFor(typeof type === 'string' ? type : '', realToken).map((payload): FuzzMessage => {
        let body: unknown;
        if (envelope === 'type-payload') body = { type, payload };
        else if (envelope === 'type-data') body = { type, data: payload };
        else if (envelope === 'messageType') body = payload && typeof payload === 'object' && !Array.isArray(payload) ? { messageType: type, ...payload } : { messageType: type };
        else if (envelope === 'no-payload') body = { type };
        else body = payload;
        const eventType = typeof type === 'string' ? type : 'loaded';
        return { channel, eventType, text: JSON.stringify(channel === 'event' ? payload : body) ?? 'null' };
      }),
    );

/** `count` messages from `seed` (printed by the spec, so a failure can be replayed), nested `maxDepth` levels at most. */
export function sampleMessages(seed: number, count: number, realToken: string, maxDepth = Infinity): FuzzMessage[] {
  const cap = (m: FuzzMessage) => ({ ...m, text: m.text.replace(/"\$fz":"deep","n":(\d+)/g, (_, n: string) => `"$fz":"deep","n":${Math.min(Number(n), maxDepth)}`) });
  return fc.sample(hostMessage(realToken), { seed, numRuns: count }).map(cap);
}
