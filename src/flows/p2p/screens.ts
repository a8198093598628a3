/** The p2p pages in one lazy chunk: the entry then names one list of shared chunks, not one per page (its budget). */
export { default as P2pListScreen } from './p2p-list.screen.tsx';
export { default as P2pBaseScreen } from './p2p-base.screen.tsx';
export { default as P2pInvoiceScreen } from './p2p-invoice.screen.tsx';
export { default as P2pInstructionScreen } from './p2p-instruction.screen.tsx';
