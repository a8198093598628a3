/**
 * A dynamic field's message as text (decision FORM-27): a key is translated when the locale has it,
 * else the generic "check this field" — a raw key never reaches the player; server text as is.
 * Its own small module: pages show a bound field's message without loading the field controls.
 */
import type { ErrorMessage } from '../domain/error-message.ts';
import { FIELD_INVALID_KEY } from '../domain/form-fields.ts';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** A translated key, or undefined when the locale lacks it (i18next then answers the key itself). */
export function knownText(translate: Translate, key: string | undefined, values?: Record<string, unknown>): string | undefined {
  if (!key) return undefined;
  const text = translate(key, values);
  return text === key ? undefined : text;
}

/** The message's text in the user language. */
export const messageText = (message: ErrorMessage, translate: Translate): string =>
  'text' in message ? message.text : (knownText(translate, message.key, message.values) ?? translate(FIELD_INVALID_KEY));
