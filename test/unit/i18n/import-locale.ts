// Locale files for tests: the test server turns .json into ES modules, so a file is imported
// rather than fetched. Names are the loader's: `ru`, or a locale part's `p2p/ru` (decision I18N-11).
import type { LocaleLoader } from '../../../src/i18n/locale-loader.ts';

export const importLocale: LocaleLoader = async (file) =>
  ((await import(/* @vite-ignore */ `/locales/${file}.json`)) as { default: Record<string, unknown> }).default;
