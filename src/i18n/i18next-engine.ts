/**
 * The i18next instance behind the widget's `t` (shell §1). It loads in its own lazy chunk, off
 * the path to the first paint (issue #4: i18next is ~16 KB gzip); until it is in, i18n.ts
 * translates from the same bundles with plain lookup and `{{name}}` interpolation.
 * Keys are flat dotted strings (`error.page.title`), hence `keySeparator: false`.
 */
import i18next from 'i18next';
import { DEFAULT_FILE_LOCALE } from '../domain/constants.ts';

const NS = 'translation';

/** What i18n.ts needs from the engine. */
export interface TranslationEngine {
  t(key: string, vars: Record<string, unknown> | undefined, fileLocale: string): string;
  addBundle(fileLocale: string, bundle: Record<string, string>): void;
}

/** Builds the engine with the bundles already loaded. */
export async function createEngine(bundles: ReadonlyMap<string, Record<string, string>>): Promise<TranslationEngine> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_FILE_LOCALE,
    fallbackLng: DEFAULT_FILE_LOCALE,
    resources: Object.fromEntries([...bundles].map(([file, bundle]) => [file, { [NS]: bundle }])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes; i18next must not double-escape.
    returnEmptyString: false,
    initAsync: false,
  });
  return {
    t: (key, vars, fileLocale) => instance.t(key, { ...vars, lng: fileLocale }) as string,
    addBundle: (file, bundle) => instance.addResourceBundle(file, NS, bundle, true, true),
  };
}
