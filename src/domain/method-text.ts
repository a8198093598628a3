/**
 * Texts of methods and groups in the user language (flows §2 "Deposit list", "Group list"):
 * the language's own text, else its base language, else English (LIST-23, LIST-24), and the
 * search rule of decision LIST-25.
 */
import type { BadgeConfig, PaymentGroup, PaymentMethod } from './payment-entities.ts';
import { GROUP_NAME_KEYS, isGroupKey } from './group-keys.ts';
import { FALLBACK_TEXT_LANGUAGE, localized, type LocalizedText } from './localized-text.ts';

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** LIST-23: the method's label in the user language, falling back to English, then its name. */
export function methodLabel(method: PaymentMethod, language: string): string {
  return localized(method.text, language) ?? method.name;
}

/**
 * A group's label: the locale key the widget names it by (LIST-28, decision NAMES-01) read with
 * `t`, else its own server label (per language or plain), else its name.
 */
export function groupLabel(group: PaymentGroup, language: string, t: (key: string) => string): string {
  const key = isGroupKey(group.name) ? GROUP_NAME_KEYS[group.name] : undefined;
  if (key) return t(key);
  return localized(group.label, language) ?? group.name;
}

/** LIST-23: the badge text of a method (brand, exclusive or custom), if any. */
export function methodBadge(method: PaymentMethod, language: string): string | undefined {
  const config: BadgeConfig | undefined = method.badgeConfig;
  const fromConfig = config ? localized(config.text as LocalizedText | string | undefined, language) : undefined;
  return fromConfig ?? (nonEmpty(method.badgeType) ? method.badgeType : undefined);
}

/** Decision LIST-25: a group's badge is the badge of its first badged method (by position). */
export function groupBadge(methods: readonly PaymentMethod[], language: string): string | undefined {
  for (const method of methods) {
    const badge = methodBadge(method, language);
    if (badge) return badge;
  }
  return undefined;
}

/** Folds case and accents so "cafe" finds "Café" (decision LIST-25). */
export function foldForSearch(text: string, language: string): string {
  let lower: string;
  try {
    lower = text.toLocaleLowerCase(language);
  } catch {
    lower = text.toLowerCase();
  }
  return lower.normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/**
 * LIST-24/25: a method matches when the query is a substring of its text in the user language,
 * or of its English text (case- and accent-insensitive). An empty query matches everything.
 */
export function matchesSearch(method: PaymentMethod, query: string, language: string): boolean {
  const q = foldForSearch(query, language);
  if (q === '') return true;
  const texts = [methodLabel(method, language), localized(method.text, FALLBACK_TEXT_LANGUAGE) ?? method.name];
  return texts.some((t) => foldForSearch(t, language).includes(q));
}
