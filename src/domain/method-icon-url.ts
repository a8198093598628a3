/**
 * Method icon URLs (shell §7: "Icons by icon id from a content network"; decision LIST-23):
 * an icon id that is already an http(s) URL is used as is (after the URL check of web-url.ts); any other id
 * is the file `<id>.svg` in the icon folder (`$methodIconBase`: the host's
 * `schema.assets.methodIcons`, else `icons/methods` under the assets root).
 */
import { webUrl } from './web-url.ts';

const ICON_ID = /^[A-Za-z0-9._-]+$/;

/** The URL of one icon id in `iconBase`, or null when the id is neither a safe URL nor a plain file name. */
export function methodIconUrl(iconId: string | undefined, iconBase: string): string | null {
  if (typeof iconId !== 'string' || iconId.trim() === '') return null;
  const id = iconId.trim();
  if (/^https?:/i.test(id)) return webUrl(id);
  if (!ICON_ID.test(id) || id.startsWith('.')) return null;
  const file = /\.(svg|png)$/i.test(id) ? id : `${id}.svg`;
  return `${iconBase.replace(/\/+$/, '')}/${file}`;
}
