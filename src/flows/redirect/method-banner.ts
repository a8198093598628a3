/**
 * A method's banner (flows §3 `banner.bannerTextKey`, §8 "An unknown fallback banner key gives no
 * banner text"; LIST-26). The server names an i18n key; the widget shows it only when it is one of
 * the banner texts it ships. Any other key — unknown, misspelt, or a key of another part of the
 * widget — gives no banner, so server data can never put arbitrary widget text on the page.
 */

/** The banner texts the widget ships (locales/*.json). */
export const METHOD_BANNER_KEYS: readonly string[] = ['method.banner.noFee', 'method.banner.instant', 'method.banner.firstDeposit'];

/** LIST-26: the banner's i18n key, or undefined (no banner). */
export function methodBannerKey(method: { banner?: { bannerTextKey?: unknown } } | undefined): string | undefined {
  const key = method?.banner?.bannerTextKey;
  return typeof key === 'string' && METHOD_BANNER_KEYS.includes(key) ? key : undefined;
}
