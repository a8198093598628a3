/**
 * The closure manifest (scripts/build/closures.mjs, decision TAP-01): every lazy chunk's whole
 * closure — shared chunks and the UI parts it imports as it runs — so a lazy import asks for all of
 * it in one wave. The entry holds only the closures of the chunks a host can open first; this loads
 * the rest, a small chunk of its own, once the list is idle. Without the build (tests, the bundler
 * build) there is no manifest and nothing to load.
 */
declare const __cashierClosuresLoad: (() => Promise<unknown>) | undefined;

/** Loads the closure manifest once (the import is cached); never rejects. */
export const loadChunkClosures = (): Promise<unknown> =>
  typeof __cashierClosuresLoad === 'function' ? __cashierClosuresLoad().catch(() => undefined) : Promise.resolve();
