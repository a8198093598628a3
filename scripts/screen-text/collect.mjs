// What a player can read on the widget right now: one entry per element that holds text of its own
// (its direct text nodes joined), plus the accessible names and hints a screen reader speaks
// (aria-label, title, alt, placeholder). Runs in the page (Playwright `evaluate`), so it is plain
// JS with no imports; hidden elements (checkVisibility) are skipped, screen-reader-only text is kept
// (a player hears it). Walks every open shadow root under each <payment-cashier>.

/** @returns {{ text: string, tag: string }[]} */
export function collectScreenText() {
  const out = [];
  const ATTRS = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];
  /** Screen-reader-only text is clipped to 1 px: checkVisibility still says visible. */
  const shown = (el) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT' || el.tagName === 'TEMPLATE') continue;
      if (el.closest('[aria-hidden="true"]') || !shown(el)) continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim();
      if (own) out.push({ text: own, tag: el.tagName.toLowerCase() });
      for (const name of ATTRS) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push({ text: value, tag: `${el.tagName.toLowerCase()}@${name}` });
      }
    }
  };
  for (const host of document.querySelectorAll('payment-cashier')) if (host.shadowRoot) walk(host.shadowRoot);
  return out;
}
