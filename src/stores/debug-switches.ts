/**
 * Tab-scoped switches (shell §3 "Session state", ENT-07/08): the transport choice and the
 * force-logging flag. Both survive a reload in sessionStorage; only the debug helper sets them.
 */
import { computed } from 'nanostores';
import type { TransportKind } from '../domain/handshake.ts';
import { $config } from './config.ts';
import { tabStoredAtom } from './persisted-atom.ts';
import { TAB_STORAGE_KEYS } from './tab-storage.ts';
import { scoped, type Scope } from './scope.ts';

/** ENT-07: a stored transport override, or `undefined` when none was chosen in this tab. */
export const $transportChoice = scoped(() => (tabStoredAtom<TransportKind | undefined>(TAB_STORAGE_KEYS.transport, undefined, {
  decode: (raw) => (raw === 'socket' || raw === 'http' ? raw : undefined),
  encode: (value) => value ?? null,
})));

/** ENT-08: force-logging flag, 0 or 1. 1 turns on verbose console logging (decision ENT-10). */
export const $forceLogging = scoped(() => (tabStoredAtom<0 | 1>(TAB_STORAGE_KEYS.forceLogging, 0, {
  decode: (raw) => (raw === '1' ? 1 : 0),
  encode: (value) => (value === 1 ? '1' : null),
})));

/**
 * The transport in use. The stored choice wins over the handshake (decision ENT-10): it is
 * only ever set on purpose through the debug helper, to test the other transport against a
 * host that hard-codes one.
 */
export const $effectiveTransport = scoped((scope: Scope) => (computed(
  [$transportChoice(scope), $config(scope)],
  (choice, config): TransportKind => choice ?? config.transport,
)));

/** Stores (or with `undefined`, clears) the transport override. */
export function setTransportChoice(scope: Scope, value: TransportKind | undefined): void {
  $transportChoice(scope).set(value);
}

/** Stores the force-logging flag. */
export function setForceLogging(scope: Scope, value: 0 | 1): void {
  $forceLogging(scope).set(value);
}

/** Verbose logging is on when forced for the tab or when the element runs in debug mode. */
export const $verboseLogging = scoped((scope: Scope) => (computed(
  [$forceLogging(scope), $config(scope)],
  (force, config): boolean => force === 1 || config.debug,
)));
