/**
 * `$snackbar`: the one error toast (ERR-06/07). It is titled by key `error.snackbar.title` and
 * closes itself after 5 s; a newer message restarts the timer. It holds a translation key with its
 * values (or a server text), never translated text: the view translates, so actions need no
 * `translate` argument and a language switch re-translates the open toast.
 */
import { atom } from 'nanostores';
import type { ErrorMessage } from '../domain/error-message.ts';
import { SNACKBAR_AUTO_CLOSE_MS } from '../domain/constants.ts';
import { realClock } from './clock.ts';
import type { Clock, TimerId } from './clock.ts';
import { scoped, type Scope } from './scope.ts';

/** ERR-06: the snackbar title key. */
export const SNACKBAR_TITLE_KEY = 'error.snackbar.title';

export type SnackbarState =
  | { open: false }
  | {
      open: true;
      /** Translation key of the title. */
      title: string;
      /** What to say: a key with its values, or a server text shown as is (ERR-02). */
      message: ErrorMessage;
      /** Distinguishes consecutive messages with equal text (restarts animations). */
      id: number;
    };

/** The snackbar state. */
export const $snackbar = scoped(() => (atom<SnackbarState>({ open: false })));

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  clock: Clock;
  timer: TimerId | undefined;
  nextId: number;
} => ({
  clock: realClock,
  timer: undefined,
  nextId: 1,
}));



function stopTimer(scope: Scope): void {
  const state = local(scope);
  if (state.timer !== undefined) state.clock.clearTimeout(state.timer);
  state.timer = undefined;
}

/** Shows `message`; replaces any open one and restarts the 5 s auto-close (shell §9). */
export function showSnackbar(scope: Scope, input: { message: ErrorMessage; titleKey?: string }): void {
  const state = local(scope);
  stopTimer(scope);
  const id = state.nextId++;
  $snackbar(scope).set({ open: true, title: input.titleKey ?? SNACKBAR_TITLE_KEY, message: input.message, id });
  state.timer = state.clock.setTimeout(() => {
    state.timer = undefined;
    closeSnackbar(scope, id);
  }, SNACKBAR_AUTO_CLOSE_MS);
}

/** Closes the snackbar; with `id`, only if that message is still the one shown. */
export function closeSnackbar(scope: Scope, id?: number): void {
  const current = $snackbar(scope).get();
  if (!current.open || (id !== undefined && current.id !== id)) return;
  stopTimer(scope);
  $snackbar(scope).set({ open: false });
}

/** Swaps the timer source (tests); closes any open snackbar so no timer leaks across clocks. */
export function setSnackbarClock(scope: Scope, next: Clock): void {
  closeSnackbar(scope);
  stopTimer(scope);
  local(scope).clock = next;
}
