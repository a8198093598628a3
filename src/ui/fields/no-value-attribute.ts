/**
 * Decision SECRET-04: React mirrors a controlled input's value into its `value` attribute (through
 * `defaultValue`), so a card number the player typed stood in the widget's open shadow root as
 * `value="4111 1111 1111 1111"`, where the host page's session-replay scripts and CSS attribute
 * selectors (`input[value^="4"]`) read attributes. Used as the input's ref: it removes the attribute
 * once and makes this input's `defaultValue` write nothing, so React cannot put it back. The `value`
 * property — what the player sees and the form reads — is untouched.
 */
export function keepValueOutOfAttributes(input: HTMLInputElement | null): void {
  if (!input) return;
  input.removeAttribute('value');
  Object.defineProperty(input, 'defaultValue', { configurable: true, get: () => '', set: () => undefined });
}
