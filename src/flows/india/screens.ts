/**
 * The India screens' loaders, one step removed from the entry: the entry holds only the import of
 * this tiny chunk, and the preload lists of the screens' shared chunks travel here (the entry's
 * 116 KB budget; docs/performance.md).
 */
export const indiaBase = () => import('./india.screen.tsx');
export const indiaInvoice = () => import('./india-invoice.screen.tsx');
