/**
 * React access to the widget's CashierI18n. The provider hands out a fresh snapshot after each
 * language switch, so every `useT()` consumer (memoised ones included) re-renders in the new
 * language and direction.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CashierI18n } from './i18n.ts';

const I18nContext = createContext<CashierI18n | null>(null);

/** Props of I18nProvider. */
export interface I18nProviderProps {
  i18n: CashierI18n;
  children?: ReactNode;
}

/** Makes `i18n` available to `useT()` below it. */
export function I18nProvider({ i18n, children }: I18nProviderProps) {
  const [revision, setRevision] = useState(0);
  const rendered = `${i18n.language}|${i18n.dir}`;
  useEffect(() => {
    const bump = () => setRevision((r) => r + 1);
    const unsubscribe = i18n.subscribe?.(bump);
    // A switch that finished between render and this effect would otherwise be missed.
    if (`${i18n.language}|${i18n.dir}` !== rendered) bump();
    return unsubscribe;
  }, [i18n]); // `rendered` is deliberately read once per subscription
  const value = useMemo<CashierI18n>(
    () => ({
      t: (key, vars) => i18n.t(key, vars),
      language: i18n.language,
      dir: i18n.dir,
      changeLocale: (locale) => i18n.changeLocale(locale),
      formatAmount: (amount, currency) => i18n.formatAmount(amount, currency),
      subscribe: i18n.subscribe?.bind(i18n),
    }),
    // `revision` is the signal that language and dir changed inside the same i18n object.
    [i18n, revision],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current CashierI18n; throws when used outside an I18nProvider. */
export function useT(): CashierI18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new Error('useT() needs an <I18nProvider> above it');
  return i18n;
}
