/**
 * Where static assets load from (shell §7 "Assets", decision LIST-23): the host's `assetsBase`, else
 * the widget's own folder; method icons from the host's `schema.assets.methodIcons` when set.
 */
import { computed } from 'nanostores';
import { webUrl } from '../domain/web-url.ts';
import { $config } from './config.ts';
import { $widgetBase } from './widget-base.ts';
import { scoped, type Scope } from './scope.ts';

/** Where assets (method icons, the helper page) load from: `assetsBase` when set, else the widget folder. */
export const $assetsRoot = scoped((scope: Scope) => (computed([$config(scope), $widgetBase], (config, base) => config.assetsBase || base)));

/** The host's `schema.assets` key that names the method icon folder (shell §7: icons by id from a CDN). */
export const METHOD_ICONS_ASSET_KEY = 'methodIcons';

/**
 * Decision LIST-23: where method icons live — `schema.assets.methodIcons` when the host sets it,
 * else `icons/methods` under the assets root.
 */
export const $methodIconBase = scoped((scope: Scope) => (computed([$config(scope), $assetsRoot(scope)], (config, root): string => {
  // Decision XSS-06: a folder images are fetched from is an http(s) URL (a relative one against the
  // page, as the browser would read it); any other scheme falls back to the widget's own folder.
  const given = webUrl(config.schema?.assets?.[METHOD_ICONS_ASSET_KEY], globalThis.document?.baseURI);
  if (given) return given.replace(/\/+$/, '');
  return root ? `${root.replace(/\/+$/, '')}/icons/methods` : 'icons/methods';
})));
