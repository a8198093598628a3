/**
 * Where static assets (locales, icons) live: `assetsBase` when the host sets it, else the folder
 * the widget script was loaded from (shell §7: "a static folder of the widget").
 */
import { setLocaleFiles } from '../i18n/locale-loader.ts';

declare const __CASHIER_LOCALE_HASH__: string | undefined;

/** The build bakes the locale files' hash in; tests and dev run without it. */
const localeHash: string = typeof __CASHIER_LOCALE_HASH__ === 'undefined' ? '' : __CASHIER_LOCALE_HASH__;

/**
 * The folder of this module's file. Cut from the URL as text: bundlers rewrite `new URL('.', import.meta.url)`
 * as an asset reference (Vite made it the chunk's own file URL, so `iframe.html` was looked for at
 * `…/index-HASH.js/iframe.html`).
 */
export const SCRIPT_FOLDER = import.meta.url.replace(/[?#].*$/, '').replace(/\/[^/]*$/, '');

export function effectiveAssetsBase(configured: string | undefined): string {
  return (configured && configured.trim()) || SCRIPT_FOLDER;
}

export function configureAssets(configured: string | undefined): void {
  setLocaleFiles(localeHash, effectiveAssetsBase(configured));
}
