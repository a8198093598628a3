/**
 * Issue #24, decision MEM-04. Chromium keeps a named radio input that leaves a shadow root in that
 * root's radio-group table, and with it the whole detached screen around it: every return to the
 * deposit list left the previous list's DOM behind (its bonus banners are a radio group). An
 * input whose name is cleared while it is still in the tree leaves the table first, so pass this
 * as the radio's `ref`: React runs a ref's cleanup before it removes the DOM.
 */
export function releaseRadioGroup(input: HTMLInputElement | null): (() => void) | undefined {
  if (!input) return undefined;
  return () => {
    input.name = '';
  };
}
