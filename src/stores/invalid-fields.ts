/**
 * A submit failed validation (flows §5 "Form behaviour"): one `regex_error` analytics event per
 * bad field (AN-04) and one `onDisplayError { kind: 'field', fields }` for the messages the
 * fields now show. Apart from display-errors.ts so the entry (which shows snackbars) does not
 * carry the analytics queue: only the money flows' pages, which are lazy, report fields.
 */
import { trackRegexErrors } from './analytics.ts';
import { reportDisplayedError } from './display-errors.ts';
import type { Scope } from './scope.ts';

/** Call from the submit path with the names of the bad fields, in page order. */
export function reportInvalidFields(scope: Scope, fieldNames: readonly string[]): void {
  if (fieldNames.length === 0) return;
  trackRegexErrors(scope, fieldNames);
  reportDisplayedError(scope, { kind: 'field', fields: fieldNames });
}
