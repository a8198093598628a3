/**
 * `$config`: the host handshake (shell §3, HOST-09..14) merged with the element's own options.
 * The element feeds it from attributes, properties and the `loaded` message; everything else
 * reads it. Values are validated here so no consumer has to distrust them again.
 */
import { atom, map } from 'nanostores';
import { DEFAULT_API_PREFIX } from '../domain/constants.ts';
import { HANDSHAKE_DEFAULTS } from '../domain/handshake.ts';
import { isRecord } from '../domain/is-record.ts';
import { INVALID } from './coerce.ts';
import { FIELD_COERCERS, isConfigField } from './config-fields.ts';
import type { CashierConfig, ConfigField } from './config-fields.ts';
import { scoped, type Scope } from './scope.ts';

export type { CashierConfig, ConfigField, WidgetOptions } from './config-fields.ts';
export { PLATFORMS } from './config-fields.ts';

/** shell §3 and §7 defaults; fields without a default are absent (decision HOST-14). */
export const CONFIG_DEFAULTS: Readonly<CashierConfig> = Object.freeze({
  ...HANDSHAKE_DEFAULTS,
  apiBase: '',
  apiPrefix: DEFAULT_API_PREFIX,
  assetsBase: '',
  debug: false,
});

/** Marker in the rejected list when the whole payload is not an object (HOST-17). */
export const INVALID_PAYLOAD = 'payload';

/** The merged, validated configuration. Read with `useStore($config)` or `$config.get()`. */
export const $config = scoped(() => (map<CashierConfig>(freshDefaults())));

/**
 * Handshake progress: 'waiting' until the host's data is in ('ready'), or until start-up gave up
 * without it ('failed': the app mounts on the error page and loads nothing).
 */
export const $handshake = scoped(() => (atom<'waiting' | 'ready' | 'failed'>('waiting')));

function freshDefaults(): CashierConfig {
  // Copy the list so a consumer mutating `experiments` cannot corrupt the defaults.
  return { ...CONFIG_DEFAULTS, experiments: [...CONFIG_DEFAULTS.experiments] };
}

const isBlank = (v: unknown): boolean => v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Merges host data into `$config`. Unknown keys are ignored; `undefined` values are skipped;
 * `null` or a blank string restores the field's default; every other value is coerced
 * (`'true'`/`'false'`/`''` → boolean, numbers → text for ids, enums checked, QGC → QSC).
 * Values that fail are dropped and the previous value kept.
 * @returns the rejected field names (nested schema paths like `schema.fonts`), or
 *   `['payload']` when `partial` is not an object; empty when all was accepted.
 */
export function applyHandshake(scope: Scope, partial: unknown): string[] {
  if (!isRecord(partial)) return [INVALID_PAYLOAD];
  const rejected: string[] = [];
  const next: Record<string, unknown> = { ...$config(scope).get() };
  for (const [key, raw] of Object.entries(partial)) {
    if (raw === undefined || !isConfigField(key)) continue;
    const value = FIELD_COERCERS[key](raw, rejected);
    if (value !== INVALID) next[key] = value;
    else if (isBlank(raw)) restoreDefault(next, key);
    else rejected.push(key);
  }
  // One write, so listeners see the handshake as a whole rather than field by field.
  $config(scope).set(next as unknown as CashierConfig);
  return rejected;
}

function restoreDefault(target: Record<string, unknown>, field: ConfigField): void {
  const fallback = freshDefaults()[field];
  if (fallback === undefined) delete target[field];
  else target[field] = fallback;
}

/** Restores one field to its default (removed attribute, cleared property). */
export function resetConfigField(scope: Scope, field: ConfigField): void {
  const next: Record<string, unknown> = { ...$config(scope).get() };
  restoreDefault(next, field);
  $config(scope).set(next as unknown as CashierConfig);
}

/** Restores every field to its default. */
export function resetConfig(scope: Scope): void {
  $config(scope).set(freshDefaults());
}

/** Marks the handshake finished so the app can leave its loading state. */
export function markHandshakeReady(scope: Scope): void {
  $handshake(scope).set('ready');
}

/** Marks start-up as given up without the host's data (the error page shows; HOST-19, decision HOST-16). */
export function markHandshakeFailed(scope: Scope): void {
  $handshake(scope).set('failed');
}

