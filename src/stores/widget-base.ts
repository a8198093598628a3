/**
 * The folder the widget script was loaded from (shell §7 "Assets"). The element sets it at
 * start; flows build asset URLs (method icons, the helper page) from it. Kept apart from the
 * deposit stores so the initial bundle carries only this atom.
 */
import { atom } from 'nanostores';

/** The widget's own folder, no trailing slash; '' until the element sets it. */
export const $widgetBase = atom<string>('');

/** Records the widget's own folder. */
export function setWidgetBase(url: string): void {
  $widgetBase.set(url.replace(/\/+$/, ''));
}
