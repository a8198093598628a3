/**
 * A paste read by the field itself (decisions REL-06, INPUT-02): the browser strips a pasted line
 * break before `input` sees the text ("1234\n5" → "12345"), so fields that read pastes whole take
 * the clipboard's text and put it in place of the selection themselves.
 */

/** The input's text with `text` in place of its selection (at the end without one). */
export function withPasted(input: HTMLInputElement, text: string): string {
  const [start, end] = [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
  return input.value.slice(0, start) + text + input.value.slice(end);
}
