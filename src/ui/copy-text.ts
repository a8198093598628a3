/**
 * Puts text on the clipboard (CRYPTO-10 copy buttons; UNI-01 copyable requisites). The Clipboard
 * API first; when it is missing (an http page, an old web view) or refuses (a host iframe without
 * `allow="clipboard-write"`, a document without focus), the old way: select a hidden textarea
 * and `execCommand('copy')`, which still works inside a user's click.
 */

/**
 * Copies `value`; resolves true when it got onto the clipboard. `near` is the control the user
 * pressed: the fallback textarea goes beside it, inside the widget's shadow root (a host's modal
 * focus trap would refuse focus in the page body), and focus returns to where it was.
 */
export async function copyText(value: string, near?: Element | null): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(value);
      return true;
    } catch {
      // Refused (permissions policy, no focus): the fallback below may still be allowed.
    }
  }
  return copyWithTextarea(value, near ?? null);
}

function copyWithTextarea(value: string, near: Element | null): boolean {
  const doc = near?.ownerDocument ?? document;
  const root = near?.getRootNode() as Document | ShadowRoot | undefined;
  const previous = (root ?? doc).activeElement;
  const area = doc.createElement('textarea');
  area.value = value;
  // readonly: no on-screen keyboard flashes up on phones; hidden from assistive tech and Tab.
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  // Set through the CSSOM, which a strict CSP allows (a style attribute in markup it would not).
  Object.assign(area.style, { position: 'fixed', insetBlockStart: '0', insetInlineStart: '0', inlineSize: '1px', blockSize: '1px', opacity: '0', pointerEvents: 'none' });
  (near?.parentNode ?? doc.body).appendChild(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, value.length); // iOS Safari ignores select() on a readonly field
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous instanceof HTMLElement) previous.focus({ preventScroll: true });
  }
}
