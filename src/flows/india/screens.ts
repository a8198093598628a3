/** Both India pages in one lazy chunk: the entry then names one list of shared chunks, not two (its budget). */
export { default as IndiaScreen } from './india.screen.tsx';
export { default as IndiaInvoiceScreen } from './india-invoice.screen.tsx';
