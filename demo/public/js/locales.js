// The locales a host may send (shell §1 and §3): the 32 translated languages, the four tags the
// widget keeps whole, and the default en-US. Labels come from Intl so the list reads naturally.

/** shell §1: the 32 locale files. */
export const FILE_LOCALES = ['ar', 'az', 'bn', 'de', 'el', 'en', 'es', 'fil', 'fr', 'hi', 'id', 'it', 'ja', 'kk', 'ko', 'ky', 'mr', 'ms', 'pl', 'pt', 'ro', 'ru', 'sw', 'te', 'tg', 'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'zh'];
/** shell §3: kept whole instead of being reduced to the language part. */
export const KEPT_WHOLE = ['hi-Latn-IN', 'hi-IN', 'es-MX', 'es-ES'];
/** shell §3: the default locale. */
export const DEFAULT_LOCALE = 'en-US';
/** Shown right-to-left by the widget (decision I18N-03). */
export const RTL_LOCALES = new Set(['ar', 'ur']);

const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    return null;
  }
})();

/** "Arabic (ar)"; falls back to the bare tag. */
export function localeLabel(tag) {
  let name = '';
  try {
    name = names?.of(tag) ?? '';
  } catch {
    name = '';
  }
  return name && name !== tag ? `${name} · ${tag}` : tag;
}

/** Option groups for the locale select: `[{ label, tags }]`. */
export function localeGroups() {
  return [
    { label: 'Default', tags: [DEFAULT_LOCALE] },
    { label: 'Kept whole', tags: KEPT_WHOLE },
    { label: 'Languages (32)', tags: [...FILE_LOCALES].sort((a, b) => localeLabel(a).localeCompare(localeLabel(b))) },
  ];
}
