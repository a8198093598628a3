/**
 * Country names in the user language (Intl.DisplayNames). The first formatter a page makes loads
 * the region names and costs ~45 ms at 4× CPU (issue #4 profile), so formatters are cached per
 * language and the list's one is made while the methods request is in flight (`warmRegionNames`).
 */
const formatters = new Map<string, Intl.DisplayNames | null>();

function formatter(language: string): Intl.DisplayNames | null {
  let names = formatters.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      names = null; // an invalid language tag: callers fall back to their own text
    }
    formatters.set(language, names);
  }
  return names;
}

/** The name of a two-letter region code in `language`, or undefined when Intl has none. */
export function regionName(code: string, language: string): string | undefined {
  try {
    return formatter(language)?.of(code.trim().toUpperCase());
  } catch {
    return undefined;
  }
}

/** Makes `language`'s formatter now, off the critical path (an idle moment before the list). */
export function warmRegionNames(language: string): void {
  formatter(language);
}
