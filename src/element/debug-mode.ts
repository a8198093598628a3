/**
 * The debug helper (ENT-09, decision ENT-10) only exists in debug mode, which no default embed
 * uses, so its code is a lazy chunk fetched the first time `debug` turns true (off the entry,
 * whose budget is tight). From then on the helper itself follows `$config.debug`.
 */
import { $config } from '../stores/config.ts';
import type { Scope } from '../stores/scope.ts';

/** Loads and installs the helper once debug mode is on; returns the teardown. */
export function watchDebugMode(scope: Scope, win: Window): () => void {
  let uninstall: (() => void) | undefined;
  let disposed = false;
  let loading = false;
  const stop = $config(scope).subscribe((config) => {
    if (config.debug !== true || loading || uninstall) return;
    loading = true;
    import('../stores/debug.ts').then(
      (debug) => {
        if (!disposed) uninstall = debug.installDebugHelper(scope, win);
      },
      () => {
        loading = false; // a failed chunk is tried again on the next change
      },
    );
  });
  return () => {
    disposed = true;
    stop();
    uninstall?.();
  };
}
