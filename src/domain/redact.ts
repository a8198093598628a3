/**
 * What a log line may not carry (issue #25 deliverable 4, decision REL-04). Logs end up in support
 * tickets, screen shares and the host's error tooling, so every line the widget prints goes through
 * here: by field name (a token, a key, card data: whatever its value), and by value (the current
 * tokens, handed in by the logger, wherever they appear — inside a message, a URL, another field —
 * anything shaped like a JWT, and card numbers: 13–19 digits that pass Luhn).
 */
import { luhnValid } from './card-number.ts';

export const REDACTED = '[redacted]';

/**
 * Field names whose value is a secret whatever it looks like: tokens and credentials, keys
 * (the idempotency key included), signatures, captcha answers, and card data (the p2p `card`, a
 * `cardNumber`, CVV/CVC, PAN, IBAN).
 */
const SECRET_FIELD = /token|authori[sz]ation|passw(or)?d|secret|cookie|session|signature|captcha|key$|^card|card_?number|cvv|cvc|^pan$|iban|^iv$|^tag$|ciphertext/i;

const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;
const MAX_DEPTH = 8;

/** Is this field's value a secret by its name alone? */
export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/** A text with every known secret, JWT-shaped string and Luhn-valid card number replaced. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  // Short values would blank innocent text; real tokens are long.
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  out = out.replace(JWT, REDACTED);
  return out.replace(DIGIT_RUN, (run) => (luhnValid(run) ? REDACTED : run));
}

/** A copy of `value` safe to log: secret fields blanked, texts redacted, cycles and depth cut. */
export function redactSecrets(value: unknown, secrets: readonly string[], depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`, secrets);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[cycle]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, secrets, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    out[name] = isSecretField(name) && field !== null && field !== undefined && field !== '' ? REDACTED : redactSecrets(field, secrets, depth + 1, seen);
  }
  return out;
}
