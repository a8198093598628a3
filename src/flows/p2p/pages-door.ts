/**
 * The door to the p2p pages' chunk. The entry is at its budget (docs/performance.md): a lazy import
 * from the entry costs it the list of every chunk the target shares, while an import from this
 * small chunk puts that list here. The price is one short round trip before the pages load.
 */
export const loadPages = () => import('./pages.ts');
