/**
 * How long a cache may keep a widget file served from the CDN layout (issue #23 deliverable 3,
 * decision CDN-04). The exact version never changes, so all of it is immutable. The moving major
 * (`/widget/v1/`) points at the newest release: a file whose name carries its content's hash can
 * never change either, but the entry, the iframe page, icons and integrity.json keep their names
 * across releases, so a cache keeps them 5 minutes and then asks again with their ETag.
 */

export type WidgetChannel = 'exact' | 'major';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED = 'public, max-age=300';

/** `chunks/<name>-<HASH>.js` (and its map and licence file), `locales/…/<lang>.<hash>.json`. */
const HASHED = [/^chunks\/[^/]+-[A-Z0-9]{8}\.js(\.map|\.LEGAL\.txt)?$/, /^locales\/(?:[^/]+\/)?[^/]+\.[0-9a-f]{8}\.json$/];

export const isContentHashed = (file: string): boolean => HASHED.some((re) => re.test(file));

/** The Cache-Control header for `file` (relative to the release folder) on `channel`. */
export function widgetCacheControl(channel: WidgetChannel, file: string): string {
  return channel === 'exact' || isContentHashed(file) ? IMMUTABLE : SHORT_LIVED;
}
