/**
 * The widget's only way to the console (decision REL-04, issue #25): every line and every value is
 * redacted first — by field name, and by value against this element's current tokens (the host's
 * `token` and the user record's, renewed ones included), so a secret never reaches a log whether
 * debug logging is on or not. ESLint bans `console` everywhere else in src/.
 */
import { redactSecrets, redactText } from '../domain/redact.ts';
import { $config } from './config.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

export type LogLevel = 'info' | 'warn';

/** Where redacted lines go: the console, or a test's recorder. */
export type LogSink = (level: LogLevel, line: string, value?: unknown) => void;

const consoleSink: LogSink = (level, line, value) => {
  // eslint-disable-next-line no-console -- the one place that prints, after redaction
  if (value === undefined) console[level](line);
  // eslint-disable-next-line no-console -- the one place that prints, after redaction
  else console[level](line, value);
};

/** This element's sink (issue #22: one world per element). */
const local = scoped((): { sink: LogSink } => ({ sink: consoleSink }));

/** Tests: records the redacted lines instead of printing them (null: the console again). */
export function setLogSink(scope: Scope, sink: LogSink | null): void {
  local(scope).sink = sink ?? consoleSink;
}

/** The secrets this element knows now (the logger's by-value list). */
function knownSecrets(scope: Scope): string[] {
  const tokens = [$config(scope).get().token, $user(scope).get().token];
  return tokens.filter((token): token is string => typeof token === 'string' && token !== '');
}

/** Prints `[payment-cashier] message` (and the value, redacted) at `level`. */
export function logSafely(scope: Scope, level: LogLevel, message: string, value?: unknown): void {
  const secrets = knownSecrets(scope);
  const line = `[payment-cashier] ${redactText(message, secrets)}`;
  local(scope).sink(level, line, value === undefined ? undefined : redactSecrets(value, secrets));
}
