/**
 * One i18next instance per widget (shell §1, §4, §8; I18N-01..10). English is bundled so it
 * never waits; any other language is loaded lazily from `locales/`. A file that fails to load
 * and a key a file lacks are both reported to the host, and English is shown instead.
 * Keys are flat dotted strings (`error.page.title`), hence `keySeparator: false`.
 */
import i18next from 'i18next';
import { DEFAULT_FILE_LOCALE, DEFAULT_LOCALE } from '../domain/constants.ts';
import type { OutboundMessageType } from '../domain/host-messages.ts';
import en from '../../locales/en.json';
import { formatAmount } from './format-amount.ts';
import { fileLocaleFor, isRtl, localeToLanguage } from './locale.ts';
import { defaultLocaleLoader, type LocaleLoader } from './locale-loader.ts';
import { createMissingKeyReporter, reportLocaleFailure, toBundle } from './reporting.ts';

const NS = 'translation';

/** The widget's translation handle, shared through React context (see react.tsx). */
export interface CashierI18n {
  /** Translates a key; `{{name}}` placeholders are filled from `vars`. */
  t(key: string, vars?: Record<string, unknown>): string;
  /** The user language from the locale mapping (`de`, `es-MX`, `hi-Latn-IN`). */
  readonly language: string;
  /** 'rtl' while an ar or ur file is shown (decision I18N-03). */
  readonly dir: 'ltr' | 'rtl';
  /** Switches language; loads the file first, falls back to English if that fails. */
  changeLocale(locale: string): Promise<void>;
  /** Formats money in the current language (see format-amount.ts). */
  formatAmount(amount: number, currency: string): string;
  /** Calls `listener` after each language switch; returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void;
}

/** Sends a message to the host (src/stores/host-outbox.ts `notifyHost` fits). */
export type NotifyHost = (type: OutboundMessageType, payload?: Record<string, unknown>) => void;

/** Options for createI18n. */
export interface CreateI18nOptions {
  /** Host locale (handshake `locale`); defaults to en-US. */
  locale?: string;
  notifyHost: NotifyHost;
  /** Loads `locales/<fileLocale>.json`; defaults to the manifest-aware fetch loader. */
  loadLocale?: LocaleLoader;
}

/** Creates the widget's i18n and waits until the requested language (or English) is ready. */
export async function createI18n(options: CreateI18nOptions): Promise<CashierI18n> {
  const { notifyHost } = options;
  const load = options.loadLocale ?? defaultLocaleLoader;
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_FILE_LOCALE,
    fallbackLng: DEFAULT_FILE_LOCALE,
    resources: { [DEFAULT_FILE_LOCALE]: { [NS]: toBundle(en) } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes; i18next must not double-escape.
    returnEmptyString: false,
    initAsync: false,
  });

  let language = localeToLanguage(DEFAULT_LOCALE);
  let active: string = DEFAULT_FILE_LOCALE;
  let switchId = 0;
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<boolean>>();
  const reportMissing = createMissingKeyReporter(notifyHost);

  /** Resolves true once the file is in the instance; false (reported) when it could not load. */
  function ensureLoaded(file: string): Promise<boolean> {
    if (instance.hasResourceBundle(file, NS)) return Promise.resolve(true);
    let loading = pending.get(file);
    if (loading === undefined) {
      loading = load(file)
        .then((data) => {
          instance.addResourceBundle(file, NS, toBundle(data), true, true);
          return true;
        })
        .catch((error: unknown) => {
          reportLocaleFailure(notifyHost, file, error);
          return false;
        })
        .finally(() => pending.delete(file));
      pending.set(file, loading);
    }
    return loading;
  }

  async function changeLocale(locale: string): Promise<void> {
    const id = ++switchId;
    const nextLanguage = localeToLanguage(locale);
    const wanted = fileLocaleFor(nextLanguage);
    const ok = await ensureLoaded(wanted);
    if (id !== switchId) return; // a later switch started meanwhile; it wins
    language = nextLanguage;
    active = ok ? wanted : DEFAULT_FILE_LOCALE;
    await instance.changeLanguage(active);
    for (const listener of [...listeners]) listener();
  }

  function t(key: string, vars?: Record<string, unknown>): string {
    if (instance.getResource(active, NS, key) === undefined) reportMissing(key, active);
    return instance.t(key, { ...vars, lng: active }) as string;
  }

  await changeLocale(options.locale ?? DEFAULT_LOCALE);

  return {
    t,
    get language() {
      return language;
    },
    get dir() {
      return isRtl(active) ? 'rtl' : 'ltr';
    },
    changeLocale,
    formatAmount: (amount, currency) => formatAmount(amount, currency, language),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
