/**
 * The widget's translations (shell §1, §4, §8; I18N-01..10). English is bundled so it never
 * waits; any other language is loaded lazily from `locales/`. A file that fails to load and a key
 * a file lacks are both reported to the host, and English is shown instead. i18next does the
 * translating once its lazy chunk is in (i18next-engine.ts); before that — the first paint —
 * the same bundles are read directly, with the same fallback and `{{name}}` interpolation.
 */
import { DEFAULT_FILE_LOCALE, DEFAULT_LOCALE } from '../domain/constants.ts';
import type { HostNotifier } from '../domain/host-messages.ts';
import { completeEnglish, englishBundle, englishIsPartial, onEnglishComplete, setEnglishLoader } from './english.ts';
import { formatAmount } from './format-amount.ts';
import { fileLocaleFor, isRtl, localeToLanguage } from './locale.ts';
import { defaultLocaleLoader, type LocaleLoader } from './locale-loader.ts';
import { partFile, registerLocalePartHost, wantedLocaleParts, type LocalePart } from './locale-parts.ts';
import { createMissingKeyReporter, reportLocaleFailure, toBundle } from './reporting.ts';
import type { TranslationEngine } from './i18next-engine.ts';

/** Loads the i18next engine (its own chunk); tests may pass their own. */
export type EngineLoader = (bundles: ReadonlyMap<string, Record<string, string>>) => Promise<TranslationEngine>;
const loadI18next: EngineLoader = (bundles) => import('./i18next-engine.ts').then((m) => m.createEngine(bundles));

/** `{{ name }}` → vars.name, as i18next interpolates without escaping. */
function interpolate(text: string, vars: Record<string, unknown> | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Each instance's locale-part host, alive as long as the instance (locale-parts.ts holds it weakly). */
const partHosts = new WeakMap<object, object>();

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

/** Options for createI18n. */
export interface CreateI18nOptions {
  /** Host locale (handshake `locale`); defaults to en-US. */
  locale?: string;
  /** Sends a message to the host (src/stores/host-outbox.ts `notifyHost` bound to a scope). */
  notifyHost: HostNotifier;
  /** Loads `locales/<fileLocale>.json`; defaults to the manifest-aware fetch loader. */
  loadLocale?: LocaleLoader;
  /** Loads the translation engine; defaults to i18next in its lazy chunk. */
  loadEngine?: EngineLoader;
  /** The engine is fetched once this settles, so it never competes with the first screen's data. */
  loadEngineAfter?: Promise<unknown>;
}

/** The widget's i18n as soon as it exists, and when its requested language is in. */
export interface I18nStart {
  i18n: CashierI18n;
  /** True when the requested language was already in (English): `i18n` shows it now. */
  readyNow: boolean;
  /** Settles once the requested language (or English, when its file failed) is shown. */
  ready: Promise<void>;
}

/** Creates the widget's i18n and waits until the requested language (or English) is ready. */
export async function createI18n(options: CreateI18nOptions): Promise<CashierI18n> {
  const started = startI18n(options);
  await started.ready;
  return started.i18n;
}

/** Creates the widget's i18n without waiting: English at once, the requested language when loaded. */
export function startI18n(options: CreateI18nOptions): I18nStart {
  const { notifyHost } = options;
  const load = options.loadLocale ?? defaultLocaleLoader;
  const bundles = new Map<string, Record<string, string>>([[DEFAULT_FILE_LOCALE, englishBundle]]);
  setEnglishLoader(load);
  let engine: TranslationEngine | null = null;

  let language = localeToLanguage(DEFAULT_LOCALE);
  let active: string = DEFAULT_FILE_LOCALE;
  let switchId = 0;
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<boolean>>();
  const reportMissing = createMissingKeyReporter(notifyHost);

  /** Resolves true once the file is in the instance; false (reported) when it could not load. */
  function ensureLoaded(file: string): Promise<boolean> {
    if (bundles.has(file)) return Promise.resolve(true);
    let loading = pending.get(file);
    if (loading === undefined) {
      loading = load(file)
        .then((data) => {
          const bundle = toBundle(data);
          bundles.set(file, bundle);
          engine?.addBundle(file, bundle);
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

  /**
   * A locale part's file joins its language's bundle (decision I18N-11), fetched side by side with
   * the language's own file. Resolves true once in; false (reported) when it could not load: its
   * keys then show in English, if that part loaded.
   */
  const partsIn = new Set<string>();
  const partsPending = new Map<string, Promise<boolean>>();
  function ensurePart(part: LocalePart, file: string): Promise<boolean> {
    const name = partFile(part, file);
    if (partsIn.has(name)) return Promise.resolve(true);
    let loading = partsPending.get(name);
    if (loading === undefined) {
      const own = ensureLoaded(file);
      loading = load(name)
        .then(async (data) => {
          const partBundle = toBundle(data);
          const bundle = (await own) ? bundles.get(file) : undefined;
          if (!bundle) return false; // the language itself failed: English is shown
          Object.assign(bundle, partBundle);
          engine?.addBundle(file, partBundle);
          partsIn.add(name);
          return true;
        })
        .catch((error: unknown) => {
          reportLocaleFailure(notifyHost, name, error);
          return false;
        })
        .finally(() => partsPending.delete(name));
      partsPending.set(name, loading);
    }
    return loading;
  }

  /** The wanted parts of `file` and of English (the fallback). */
  const ensureParts = (file: string): Promise<unknown> =>
    Promise.all(wantedLocaleParts().flatMap((part) => [ensurePart(part, DEFAULT_FILE_LOCALE), ...(file === DEFAULT_FILE_LOCALE ? [] : [ensurePart(part, file)])]));

  function changeLocale(locale: string): Promise<void> {
    const id = ++switchId;
    const nextLanguage = localeToLanguage(locale);
    const wanted = fileLocaleFor(nextLanguage);
    const show = (ok: boolean): void => {
      if (id !== switchId) return; // a later switch started meanwhile; it wins
      const file = ok ? wanted : DEFAULT_FILE_LOCALE;
      // The element re-applies the locale it started with: no change, so no re-render.
      if (language === nextLanguage && active === file) return;
      language = nextLanguage;
      active = file;
      notifyListeners();
    };
    // A file already in (English is bundled) switches at once: the first render needs no wait.
    if (bundles.has(wanted) && !wantedLocaleParts().length) return Promise.resolve(show(true));
    return Promise.all([ensureLoaded(wanted), ensureParts(wanted)]).then(([ok]) => show(ok));
  }

  function notifyListeners(): void {
    for (const listener of [...listeners]) listener();
  }

  function t(key: string, vars?: Record<string, unknown>): string {
    const own = bundles.get(active)?.[key];
    if (own === undefined && englishBundle[key] === undefined && englishIsPartial()) {
      // A money flow's text before the rest of English is in: load it (the listeners re-render).
      void completeEnglish();
      return '';
    }
    if (own === undefined) reportMissing(key, active);
    if (engine) return engine.t(key, vars, active);
    return interpolate(own ?? bundles.get(DEFAULT_FILE_LOCALE)?.[key] ?? key, vars);
  }

  // i18next arrives off the first-paint path and takes over; the text stays the same.
  void Promise.resolve(options.loadEngineAfter)
    .catch(() => undefined)
    .then(() => (options.loadEngine ?? loadI18next)(bundles))
    .then(
      (loaded) => {
        // Files that arrived while the engine was loading are handed over now.
        for (const [file, bundle] of bundles) loaded.addBundle(file, bundle);
        engine = loaded;
        notifyListeners();
      },
      () => undefined, // a failed chunk leaves the direct lookup in charge, which shows the same text
    );

  // The rest of English arrived: the engine gets it too, and the screens re-render.
  onEnglishComplete(() => {
    engine?.addBundle(DEFAULT_FILE_LOCALE, englishBundle);
    notifyListeners();
  });

  // A flow asking for a locale part loads it for the language shown now (the instance keeps the
  // host alive: partHosts below; locale-parts.ts holds it weakly).
  const partHost = { loadPart: () => ensureParts(active).then(notifyListeners) };
  registerLocalePartHost(partHost);

  const ready = changeLocale(options.locale ?? DEFAULT_LOCALE);
  const readyNow = active === fileLocaleFor(localeToLanguage(options.locale ?? DEFAULT_LOCALE));

  const i18n: CashierI18n = {
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
  partHosts.set(i18n, partHost);
  return { i18n, readyNow, ready };
}
