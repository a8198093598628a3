/**
 * Method icon URLs (shell §7: "Icons by icon id from a content network"; decision LIST-23):
 * an icon id that is already an http(s) URL is used as is (after the link guard); any other id
 * is a file `icons/methods/<id>.svg` under the assets root (the host's `assetsBase`, else the
 * widget's folder), which the sandbox serves.
 */
import { safeLink } from '../../domain/link-guard.ts';

/** The folder under the assets root that holds method icons. */
export const METHOD_ICON_FOLDER = 'icons/methods';

const ICON_ID = /^[A-Za-z0-9._-]+$/;

/** The URL of one icon id, or null when the id is neither a safe URL nor a plain file name. */
export function methodIconUrl(iconId: string | undefined, assetsRoot: string): string | null {
  if (typeof iconId !== 'string' || iconId.trim() === '') return null;
  const id = iconId.trim();
  if (/^https?:/i.test(id)) {
    const safe = safeLink(id);
    return safe && /^https?:/i.test(safe) ? safe : null;
  }
  if (!ICON_ID.test(id) || id.startsWith('.')) return null;
  const file = id.toLowerCase().endsWith('.svg') || id.toLowerCase().endsWith('.png') ? id : `${id}.svg`;
  return `${assetsRoot.replace(/\/+$/, '')}${assetsRoot ? '/' : ''}${METHOD_ICON_FOLDER}/${file}`;
}
