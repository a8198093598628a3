/** Both on-ramp pages in one lazy chunk: the entry then names one list of shared chunks, not two (its budget). */
export { default as OnrampScreen } from './onramp.screen.tsx';
export { default as OfferListScreen } from './offer-list.screen.tsx';
