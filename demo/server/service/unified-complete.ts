/**
 * deposit-complete of a unified-form deposit (issue #13 deliverable 6): when the deposit's unified
 * flow asked for input fields, the call must carry them (`fields`, as deposit-create's), each
 * matching its rules — as a real provider refuses a transfer it cannot match to a payer. A refusal
 * keeps the deposit waiting, so the player can correct the form and press "I have paid" again.
 */
import type { FormField, UnifiedFlow } from '../../../src/domain/payment-entities.ts';
import { ServiceError } from '../service-error.ts';
import type { Deposit } from '../state/deposits.ts';

/** The unified flow the deposit's last answer carried (create: apiResponse.data; p2p: top level). */
function unifiedFlowOf(d: Deposit): UnifiedFlow | undefined {
  const answer = d.answer as { unifiedFlow?: UnifiedFlow; apiResponse?: { data?: { unifiedFlow?: UnifiedFlow } } } | undefined;
  return answer?.apiResponse?.data?.unifiedFlow ?? answer?.unifiedFlow;
}

const matches = (field: FormField, value: string): boolean =>
  (field.validations ?? []).every((rule) => {
    try {
      return new RegExp(rule.regex, 'u').test(value);
    } catch {
      return true; // a fixture regex the engine cannot compile never blocks a payment
    }
  });

/** Throws `banking.paymentMethodRegex` (400) when a field the form asked for is missing or invalid. */
export function checkUnifiedCompleteFields(d: Deposit, fields: unknown): void {
  const asked = unifiedFlowOf(d)?.inputFields ?? [];
  const sent = fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
  for (const field of asked) {
    const value = sent[field.name];
    if (typeof value !== 'string' || value.trim() === '' || !matches(field, value)) {
      throw new ServiceError(400, 'banking.paymentMethodRegex', `Invalid value for ${field.name}`);
    }
  }
}
