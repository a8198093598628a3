/**
 * React's act() warnings fail the test they are logged in (issue #22). A warning means a test let
 * React update outside act(), so what it asserted may not be what a user sees; the runner used to
 * hide these lines, now they are a failure. Every unit test file imports this module first (the
 * `actGuardPlugin` of web-test-runner.config.mjs adds the import), so a new file cannot opt out.
 *
 * How: console.error is wrapped once per test page; an act() warning is still printed as before and
 * also remembered. A root afterEach hook takes what was remembered and, if anything, fails the test
 * that just ran (mocha's `this.test.error(err)` in a hook fails the current test without aborting
 * the file). A warning logged after the file's last test (within 50 ms) fails the root after-all hook.
 */

/** React's two act() warnings: an update, and a suspended resource that finished loading. */
const ACT_WARNING = /not wrapped in act\(|finished loading inside a test/;

export interface ActGuard {
  /** A console.error stand-in: prints through, and remembers act() warnings. */
  log(...args: unknown[]): void;
  /** The failure for the act() warnings remembered since the last call (emptied), or undefined. */
  failure(when?: string): Error | undefined;
}

/** True for a console.error call that is one of React's act() warnings. */
export function isActWarning(args: readonly unknown[]): boolean {
  return args.some((a) => typeof a === 'string' && ACT_WARNING.test(a));
}

/** The first line of a console call, its %s filled in ("An update to Root inside a test was not wrapped in act(...)."). */
function firstLine([format, ...rest]: readonly unknown[]): string {
  return String(format).replace(/%s/g, () => String(rest.shift())).split('\n')[0] ?? '';
}

/** A guard that prints every console.error call through `print` and remembers the act() warnings. */
export function createActGuard(print: (...args: unknown[]) => void): ActGuard {
  const warnings: string[] = [];
  return {
    log(...args) {
      if (isActWarning(args)) warnings.push(firstLine(args));
      print(...args);
    },
    failure(when = 'during this test (or just before it)') {
      const seen = warnings.splice(0);
      if (seen.length === 0) return undefined;
      return new Error(
        `React logged ${seen.length} act() warning(s) ${when}: ` +
          `run the update inside act() (render.tsx go/click/waitFor, or await act(async () => …)).\n  ${seen.join('\n  ')}`,
      );
    },
  };
}

/** An afterEach hook: fails the test that just ran when `guard` remembered an act() warning. */
export function failTestOnActWarnings(guard: ActGuard): (this: Mocha.Context) => void {
  return function () {
    const failure = guard.failure();
    // In a hook, `this.test` is the hook; an error set on it fails the current test (mocha's Runner.hook).
    if (failure) (this.test as Mocha.Hook | undefined)?.error(failure);
  };
}

/** The test page's guard (one per page: each test file runs in its own page and realm). */
export const pageActGuard = createActGuard(console.error.bind(console));
console.error = pageActGuard.log;
afterEach(failTestOnActWarnings(pageActGuard));
// A last task's grace before the page is let go: what the file's last test left in flight (a lazy
// screen on its way) is reported here instead of being printed after the results are in.
after(async () => {
  await new Promise((r) => setTimeout(r, 50));
  const failure = pageActGuard.failure('after the last test of this file');
  if (failure) throw failure;
});
