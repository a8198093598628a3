/**
 * The element's public surface: which attributes and properties exist and which config field
 * each one feeds. Every scalar handshake field (shell §3) is both; objects are properties only.
 */
import { OBJECT_FIELDS, SCALAR_FIELDS } from '../domain/handshake.ts';

/** Element options that are not part of the spec's handshake but configure where things live. */
export const OPTION_FIELDS = ['apiBase', 'apiPrefix', 'assetsBase', 'hostOrigin', 'debug', 'route'] as const;

export const SCALAR_PROPERTIES = [...(Object.keys(SCALAR_FIELDS) as Array<keyof typeof SCALAR_FIELDS>), ...OPTION_FIELDS];
export type ScalarProperty = (typeof SCALAR_PROPERTIES)[number];

/** Object properties: the handshake objects plus the user record. */
export const OBJECT_PROPERTIES = [...OBJECT_FIELDS, 'user', 'methodsResponse'] as const;
export type ObjectProperty = (typeof OBJECT_PROPERTIES)[number];

export const toAttributeName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const ATTRIBUTE_TO_PROPERTY: ReadonlyMap<string, ScalarProperty> = new Map(
  SCALAR_PROPERTIES.map((p) => [toAttributeName(p), p]),
);

/** Attributes whose mere presence means true. */
export const BOOLEAN_PROPERTIES: ReadonlySet<ScalarProperty> = new Set<ScalarProperty>([
  ...(Object.entries(SCALAR_FIELDS) as Array<[ScalarProperty, string]>).filter(([, kind]) => kind === 'boolean').map(([name]) => name),
  'debug',
]);
