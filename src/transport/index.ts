/** Public surface of the transport room; other rooms import from here or from the files named. */
export { createClient } from './client.ts';
export type { CashierClient, ClientOptions, Push, TransportContext } from './types.ts';
export { PUSHES, PUSH_NAMES, isPushName, type PushName, type PushPayload } from './pushes.ts';
export { CALLS, CALL_NAMES, isCallName, type CallName, type CallPayload, type CallResponse, type CallSpec } from './calls.ts';
export type { CallTypes } from './call-types.ts';
export { CashierError, isNetworkError, NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE } from './errors.ts';
export { THROWN, thrownError } from './thrown.ts';
export type { CashierErrorCode, CashierErrorOptions } from './errors.ts';
export type { ThrownKey } from './thrown.ts';
