// The entry carries only the English its own screens show (src/i18n/english.ts): this esbuild
// plugin trims locales/en.json, when bundled, to the keys under ENTRY_PREFIXES and marks it
// `@partial`, so the widget loads the whole file (dist/locales/en.<hash>.json) before a money
// flow's page. A new entry screen with keys under a new prefix adds the prefix here;
// test/scripts/english-core.test.mjs fails when an entry module names a key this leaves out.
import { readFile } from 'node:fs/promises';

/** Key prefixes the entry's screens use: header, the method list, the region card, errors, socket and request notices, status. */
export const ENTRY_PREFIXES = ['header.', 'region.', 'error.', 'common.', 'socket.', 'request.', 'status.', 'list.'];

export const isEntryKey = (key) => ENTRY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** The trimmed English: the entry's keys plus the `@partial` mark. */
export function trimEnglish(all) {
  const kept = Object.fromEntries(Object.entries(all).filter(([key]) => isEntryKey(key)));
  return { ...kept, '@partial': '1' };
}

export const englishCore = {
  name: 'english-core',
  setup(b) {
    b.onLoad({ filter: /[\\/]locales[\\/]en\.json$/ }, async (args) => ({
      contents: JSON.stringify(trimEnglish(JSON.parse(await readFile(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};
