/** The method's label in the user language, its base language, then English, then its name (LIST-23). */
import type { PaymentMethod } from '../../domain/payment-entities.ts';

export function methodText(method: PaymentMethod, language: string): string {
  const text = method.text ?? {};
  for (const key of [language, language.split('-')[0] ?? language, 'en']) {
    const value = text[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return method.name;
}
