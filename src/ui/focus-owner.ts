/**
 * Whether the widget may move focus: the widget must not steal focus from the host page. Shared by
 * the page announcer (focus to <main> after in-app navigation) and pages that move focus to a new
 * state's heading (the bonus details page when its bonus is gone).
 */

/**
 * True when focus is inside the widget, or was lost (the control the user activated was
 * removed, so focus fell back to <body>).
 */
export function focusIsOursOrLost(target: HTMLElement): boolean {
  const active = target.ownerDocument.activeElement;
  if (!active || active === target.ownerDocument.body) return true;
  const root = target.getRootNode();
  if (root instanceof ShadowRoot) return active === root.host;
  const app = target.closest('.cashier');
  return app !== null && app.contains(active);
}
