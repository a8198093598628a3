/**
 * Locale parts: translations only some flows need, in files of their own
 * (`locales/<part>/<locale>.json`, decision I18N-11). A player who never opens those flows (the
 * peer-to-peer pages exist in a few markets only; sweepstake mode is a host's choice) never
 * downloads their texts, and each locale file stays small as flows are added. A flow's screen loader asks for its part (`withLocalePart`); every i18n
 * instance then loads that part for the language it shows, and for every language it switches to
 * later, before the switch is shown. English parts are files too: only the entry's English is
 * bundled (src/i18n/english.ts).
 */

/** The parts, each a folder under `locales/` with the 32 files. */
export const LOCALE_PARTS = ['p2p', 'sweep', 'wallet'] as const;
export type LocalePart = (typeof LOCALE_PARTS)[number];

/** What an i18n instance does when a part is asked for. */
export interface LocalePartHost {
  /** Loads the part for the shown language (and English, the fallback); never rejects. */
  loadPart(part: LocalePart): Promise<void>;
}

const wanted = new Set<LocalePart>();
// Weak: an i18n instance joins when it is created (a lazy first screen asks for its part before the
// app has subscribed to anything) and leaves when it is garbage, with no dispose call to forget.
const hosts = new Set<WeakRef<LocalePartHost>>();

/** The parts asked for so far: a language switch loads them too. */
export const wantedLocaleParts = (): readonly LocalePart[] => [...wanted];

/** Loads `part` in every i18n instance; settles once they show it (or reported its failure). */
export function requireLocalePart(part: LocalePart): Promise<void> {
  wanted.add(part);
  const loading: Array<Promise<void>> = [];
  for (const ref of [...hosts]) {
    const host = ref.deref();
    if (host) loading.push(host.loadPart(part));
    else hosts.delete(ref);
  }
  return Promise.all(loading).then(() => undefined);
}

/** An i18n instance joins (held weakly); it loads the parts already wanted. */
export function registerLocalePartHost(host: LocalePartHost): void {
  hosts.add(new WeakRef(host));
  for (const part of wanted) void host.loadPart(part);
}

/** A screen loader that also waits for its flow's locale part, so no text of the page is missing. */
export function withLocalePart<T>(part: LocalePart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), requireLocalePart(part)]).then(([loaded]) => loaded);
}

/** The file a part of a locale lives in, as the loader names it (`p2p/de`). */
export const partFile = (part: LocalePart, fileLocale: string): string => `${part}/${fileLocale}`;

/** Forgets the wanted parts (tests). */
export function resetLocaleParts(): void {
  wanted.clear();
}
