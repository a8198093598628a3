/**
 * The deposit flow's lazy screens as one chunk (issue #4): the redirect page, its helper window
 * and the complete page are used together, so one request fetches them, with the payment CSS and
 * the helper-window code they share. Split into a chunk each, a tap on a method waited for a
 * second wave of shared chunks. Loaded by register-flows.ts only.
 */
export { default as RedirectScreen } from './redirect/redirect.screen.tsx';
export { default as FormScreen } from './redirect/form.screen.tsx';
export { default as CompleteScreen } from './complete/complete.screen.tsx';
