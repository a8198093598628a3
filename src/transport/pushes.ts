/**
 * The one typed push map, beside the call map (calls.ts): every event the server may emit on its
 * own, with its payload type (shell §7 "Socket", SOCK-14/15; SOCK-16: no others). The socket
 * client listens to exactly these names and the sandbox emits through them, so neither side can
 * use a misspelled event. No browser APIs here: the sandbox server imports it in Node.
 */
import type { TransactionData, User } from '../domain/payment-entities.ts';

/** What each push carries. */
export interface PushTypes {
  /** SOCK-14: transaction data of one deposit (STATUS-03: status 0 waiting, 1 processed, 2 mistaked). */
  'deposit.status': TransactionData;
  /** SOCK-15: a partial user record, e.g. `{ token }`, merged into the user. */
  'login.token': Partial<User>;
}

/** How the client reads one push off the wire. */
export interface PushSpec<T> {
  /** The payload as the stores get it. */
  decode(raw: unknown): T;
}

const asIs = <T>(): PushSpec<T> => ({ decode: (raw) => raw as T });

/** Every server push; the key is the socket.io event name. */
export const PUSHES = {
  'deposit.status': asIs<TransactionData>(),
  'login.token': asIs<Partial<User>>(),
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

/** A raw socket event as the push the stores get (the one place pushes are read off the wire). */
export function decodePush<N extends PushName>(name: N, raw: unknown): Push {
  const spec: PushSpec<PushPayload<N>> = PUSHES[name];
  return { type: name, data: spec.decode(raw) } as Push;
}
