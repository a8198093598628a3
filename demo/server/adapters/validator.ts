/**
 * Ajv, compiled once per schema. `ajv` v8 is fastify's own dependency (via
 * @fastify/ajv-compiler), so it is loaded from there instead of being a dependency of ours.
 */
import { createRequire } from 'node:module';
import type { CallName } from '../../../src/transport/calls.ts';
import { PAYLOAD_SCHEMAS, type JsonSchema } from '../service/schemas.ts';

interface AjvError {
  instancePath?: string;
  message?: string;
}
export interface ValidateFn {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
interface AjvInstance {
  compile(schema: JsonSchema): ValidateFn;
}
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;

function loadAjv(): AjvClass {
  const require = createRequire(import.meta.url);
  const fromCompiler = createRequire(require.resolve('@fastify/ajv-compiler'));
  const mod = fromCompiler('ajv') as AjvClass | { default: AjvClass };
  return 'default' in mod ? mod.default : mod;
}

const Ajv = loadAjv();
/** Bodies and socket payloads: JSON keeps its types, so no coercion. */
export const strictAjv = new Ajv({ strict: false, allErrors: false, coerceTypes: false });
/** Querystrings: every value arrives as a string, so numbers and booleans are coerced. */
export const coercingAjv = new Ajv({ strict: false, allErrors: false, coerceTypes: 'array' });

/** A short human message from Ajv's first error. */
export function describeErrors(errors: AjvError[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'Invalid payload';
  return `payload${first.instancePath ? first.instancePath.replace(/\//g, '.') : ''} ${first.message ?? 'is invalid'}`;
}

const socketValidators = new Map<CallName, ValidateFn>();

/** The socket-side validator of a call (same schema as HTTP, no coercion). */
export function socketValidator(call: CallName): ValidateFn {
  let fn = socketValidators.get(call);
  if (!fn) {
    fn = strictAjv.compile(PAYLOAD_SCHEMAS[call]);
    socketValidators.set(call, fn);
  }
  return fn;
}
