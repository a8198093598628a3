/**
 * V8's explicit compile hint for the entry (decision CRIT-07, issue #24). Nearly every function of
 * the entry runs before the list shows (React, the socket, the stores, the list's screens), yet V8
 * parses a script lazily: each function is compiled on the main thread on its first call, inside
 * the module's evaluation — the load's longest task (≈ 100 ms of it at 4× CPU, measured with a
 * trace). With this magic comment on the first line Chromium compiles the whole file on the
 * streaming thread while it downloads; other engines ignore it (a plain comment).
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry's banner with the hint as its first line (it must precede any code). */
export function withCompileHint(banner) {
  return `${COMPILE_HINT}\n${banner}`;
}
