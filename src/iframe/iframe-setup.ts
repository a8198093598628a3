/**
 * Reads the iframe page's query into element attributes. Only non-secret settings are taken
 * from the URL: a `token` query value is ignored on purpose. `route` (the first page) is
 * checked by the element like the attribute, and reported there when refused.
 */
const PASSED_THROUGH = [
  'locale',
  'widget-view-type',
  'transport',
  'payment-geo',
  'currency',
  'platform',
  'platform-version',
  'is-mobile-app',
  'pwa',
  'closing-button',
  'api-base',
  'api-prefix',
  'assets-base',
  'route',
] as const;

export function embeddingOrigin(
  query: URLSearchParams,
  referrer: string,
  ancestorOrigins?: DOMStringList,
): string | undefined {
  const explicit = query.get('hostOrigin') ?? query.get('host-origin');
  const candidates = [explicit, ancestorOrigins?.length ? ancestorOrigins.item(0) : null, referrer];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const { origin } = new URL(candidate);
      if (origin && origin !== 'null') return origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return undefined;
}

export function iframeSetup(
  location: Pick<Location, 'search'>,
  referrer: string,
  ancestorOrigins?: DOMStringList,
): { attributes: Record<string, string> } {
  const query = new URLSearchParams(location.search);
  const attributes: Record<string, string> = {};
  const origin = embeddingOrigin(query, referrer, ancestorOrigins);
  if (origin) attributes['host-origin'] = origin;
  for (const name of PASSED_THROUGH) {
    const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    const value = query.get(name) ?? query.get(camel);
    if (value !== null) attributes[name] = value;
  }
  return { attributes };
}
