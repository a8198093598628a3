/** DOM helpers for screen tests: typing into React inputs and reading texts. */
import { act } from 'react';
import { registerFlowScreens } from '../../../../src/app/start.ts';
import { click, waitFor } from '../../app/render.tsx';
import { testScope } from '../../scope.ts';

// Every test has its own world: the pages built for the tiles are registered in each one.
beforeEach(() => registerFlowScreens(testScope()));

/** Sets an input's value the way a user does, so React's onChange fires. */
export async function typeInto(input: Element | null | undefined, value: string): Promise<void> {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input to type into');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Blurs an element inside act (React listens to focusout). */
export async function blur(el: Element | null | undefined): Promise<void> {
  await act(async () => el?.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

/** Trimmed text of the first match, '' when none. */
export const textOf = (scope: ParentNode, selector: string): string => scope.querySelector(selector)?.textContent?.trim() ?? '';

/** Trimmed texts of all matches. */
export const textsOf = (scope: ParentNode, selector: string): string[] =>
  [...scope.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '');

/** The text a screen reader reads from an element: its text without aria-hidden parts (a tile's icon initial). */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

/**
 * The first button named `label`: its aria-label, else its spoken text. Not textContent: a method
 * icon that failed to load shows a decorative initial ("V"), which would make "VVisa, Popular".
 */
export function buttonByText(scope: ParentNode, label: string): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label || spokenText(b).trim() === label);
}

/**
 * Waits until the button named `label` is shown, then clicks it. A screen may render its
 * frame before its content (lazy parts, the language settling), so a bare lookup is racy.
 */
export async function clickButton(scope: ParentNode, label: string): Promise<void> {
  await waitFor(() => buttonByText(scope, label) !== undefined, `button "${label}"`);
  await click(buttonByText(scope, label));
}
