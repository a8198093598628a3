/**
 * The one typed push map, beside the call map (calls.ts): every event the server may emit on its
 * own, with its payload type (shell §7 "Socket", SOCK-14/15; SOCK-16: no others). The socket
 * client listens to exactly these names and the sandbox emits through them, so neither side can
 * use a misspelled event. No browser APIs here: the sandbox server imports it in Node.
 */
import type { TransactionData, User } from '../domain/payment-entities.ts';
import { isRecord } from '../domain/is-record.ts';
import type { Withdrawal } from '../domain/withdrawal.ts';

/** What each push carries. */
export interface PushTypes {
  /** SOCK-14: transaction data of one deposit (STATUS-03: status 0 waiting, 1 processed, 2 mistaked). */
  'deposit.status': TransactionData;
  /** SOCK-15: a partial user record, e.g. `{ token }`, merged into the user. */
  'login.token': Partial<User>;
  /** Decision WD-06 (our choice, SOCK-16 open): the whole withdrawal record, on every status change. */
  'withdrawal.status': Withdrawal;
}

/** How the client reads one push off the wire. */
export interface PushSpec<T> {
  /** The payload as the stores get it; `undefined` drops a payload that is not an object. */
  decode(raw: unknown): T | undefined;
}

/**
 * Decision STATUS-18 / SOCK-14: a push is its payload object, or that object wrapped as
 * `{ data: { … } }` (the spelling of STATUS-18's `data.depositId`). The wrapper is recognised by an
 * object `data` beside none of the payload's own `key` field, and unwrapped here, the one place
 * pushes are read off the wire. Anything that is not an object is dropped.
 */
const payloadObject = <T>(key: string): PushSpec<T> => ({
  decode(raw) {
    if (!isRecord(raw)) return undefined;
    const inner = raw['data'];
    return (!(key in raw) && isRecord(inner) ? inner : raw) as T;
  },
});

/** Every server push; the key is the socket.io event name. */
export const PUSHES = {
  'deposit.status': payloadObject<TransactionData>('status'),
  'login.token': payloadObject<Partial<User>>('token'),
  'withdrawal.status': payloadObject<Withdrawal>('status'),
} as const satisfies { [N in keyof PushTypes]: PushSpec<PushTypes[N]> }; // satisfies: none missing, none extra

/** The name of a push, which is also its socket.io event name. */
export type PushName = keyof typeof PUSHES;
/** What a push carries. */
export type PushPayload<N extends PushName> = PushTypes[N];
/** One push as the stores receive it. */
export type Push = { [N in PushName]: { type: N; data: PushPayload<N> } }[PushName];

/** All push names, in map order. */
export const PUSH_NAMES = Object.keys(PUSHES) as PushName[];

/** True for a name of the push map. */
export function isPushName(value: unknown): value is PushName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PUSHES, value);
}

/**
 * A raw socket event as the push the stores get (the one place pushes are read off the wire), or
 * null for a payload that is not an object.
 */
export function decodePush<N extends PushName>(name: N, raw: unknown): Push | null {
  // The map's specs differ only in the payload type they claim; each decodes an object the same way.
  const spec = PUSHES[name] as PushSpec<PushPayload<N>>;
  const data = spec.decode(raw);
  return data === undefined ? null : ({ type: name, data } as Push);
}
