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
export const $snackbar = atom<SnackbarState>({ open: false });

let clock: Clock = realClock;
let timer: TimerId | undefined;
let nextId = 1;

function stopTimer(): void {
  if (timer !== undefined) clock.clearTimeout(timer);
  timer = undefined;
}

/** Shows `message`; replaces any open one and restarts the 5 s auto-close (shell §9). */
export function showSnackbar(input: { message: ErrorMessage; titleKey?: string }): void {
  stopTimer();
  const id = nextId++;
  $snackbar.set({ open: true, title: input.titleKey ?? SNACKBAR_TITLE_KEY, message: input.message, id });
  timer = clock.setTimeout(() => {
    timer = undefined;
    closeSnackbar(id);
  }, SNACKBAR_AUTO_CLOSE_MS);
}

/** Closes the snackbar; with `id`, only if that message is still the one shown. */
export function closeSnackbar(id?: number): void {
  const current = $snackbar.get();
  if (!current.open || (id !== undefined && current.id !== id)) return;
  stopTimer();
  $snackbar.set({ open: false });
}

/** Swaps the timer source (tests); closes any open snackbar so no timer leaks across clocks. */
export function setSnackbarClock(next: Clock): void {
  closeSnackbar();
  stopTimer();
  clock = next;
}
