/**
 * Wraps a value put into a translated sentence (a network "Tron (TRC-20)", a coin name) in Unicode
 * first-strong isolates (FSI … PDI), so a Latin name with brackets or digits keeps its own order
 * inside an Arabic or Urdu sentence instead of having its brackets flipped by the bidi algorithm
 * (I18N-02). The marks are invisible and screen readers skip them.
 */
export const bidiIsolate = (text: string): string => `\u2068${text}\u2069`;
