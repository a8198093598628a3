/**
 * One coercer per configuration field (HOST-09): the handshake fields of shell §3 plus the
 * widget's own options. A field missing here is unknown and is dropped by `applyHandshake`.
 */
import { PLATFORMS, TRANSPORT_KINDS, WIDGET_VIEW_TYPES } from '../domain/handshake.ts';
import type { Experiment, HandshakeConfig } from '../domain/handshake.ts';
import type { WidgetOptions } from '../domain/widget-options.ts';
import { normalizeCurrencyCode } from '../domain/currencies.ts';
import { ROUTE_MAX_LENGTH } from '../domain/constants.ts';
import {
  INVALID,
  toBaseUrl,
  toBoolean,
  toOneOf,
  toOrigin,
  toPattern,
  toRoute,
  toText,
} from './coerce.ts';
import type { Coerced } from './coerce.ts';
import { isRecord } from '../domain/is-record.ts';
import { coerceSchema } from './schema-coerce.ts';

/** Everything `$config` holds. */
export type CashierConfig = HandshakeConfig & WidgetOptions;
export type ConfigField = keyof CashierConfig;

export { PLATFORMS };
export type { WidgetOptions };

function toId(v: unknown): Coerced<string | number> {
  if (typeof v === 'number') return Number.isFinite(v) ? v : INVALID;
  return toText(v);
}

function toExperiments(v: unknown): Coerced<Experiment[]> {
  if (!Array.isArray(v)) return INVALID;
  const out: Experiment[] = [];
  for (const entry of v) {
    if (!isRecord(entry)) return INVALID;
    const key = toText(entry['key']);
    const group = toText(entry['group']);
    if (key === INVALID || group === INVALID) return INVALID;
    out.push({ key, group });
  }
  return out;
}

const toList = (v: unknown): Coerced<unknown[]> => (Array.isArray(v) ? [...v] : INVALID);

type Coercer = (value: unknown, rejected: string[]) => Coerced<unknown>;

/** Field → coercer. Typed against `CashierConfig` so a new field cannot be forgotten silently. */
export const FIELD_COERCERS: { readonly [K in ConfigField]-?: Coercer } = {
  bonusId: toId,
  bonusList: toList,
  closingButton: toBoolean,
  experiments: toExperiments,
  host: toText,
  schema: coerceSchema,
  token: toText,
  xOrigin: toText,
  userId: toText,
  partnerKey: toText,
  widgetViewType: toOneOf(WIDGET_VIEW_TYPES),
  transport: toOneOf(TRANSPORT_KINDS),
  platformVersion: toText,
  pwa: toBoolean,
  isMobileApp: toBoolean,
  // DOM-08: QGC → QSC happens inside normalizeCurrencyCode.
  currency: toPattern(/^[A-Z][A-Z0-9]{1,9}$/, normalizeCurrencyCode),
  // Country codes are ISO 3166 alpha-2.
  paymentGeo: toPattern(/^[A-Z]{2}$/, (s) => s.toUpperCase()),
  platform: toOneOf(PLATFORMS),
  locale: toPattern(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i, (s) => s.replace(/_/g, '-')),
  apiBase: toBaseUrl,
  apiPrefix: toPattern(/^[A-Za-z0-9_-]+$/),
  assetsBase: toBaseUrl,
  hostOrigin: toOrigin,
  debug: toBoolean,
  route: (v) => toRoute(v, ROUTE_MAX_LENGTH),
  methodsResponse: (v) => (isRecord(v) && (Array.isArray(v['methods']) || Array.isArray(v['groups'])) ? { ...v } : INVALID),
};

/** Whether `key` is a field `$config` knows. */
export const isConfigField = (key: string): key is ConfigField => Object.hasOwn(FIELD_COERCERS, key);
