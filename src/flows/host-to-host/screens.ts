/**
 * The host-to-host screen's loader, one step removed from the entry: the entry holds only the
 * import of this tiny chunk, and the screen's preload list travels here (the entry's 116 KB
 * budget; docs/performance.md).
 */
export const hostToHost = () => import('./host-to-host.screen.tsx');
