/** The one plain-object check: server answers, host messages and window messages are untrusted `unknown`. */

/** True for a non-null object that is not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
