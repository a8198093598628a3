/**
 * The sweepstake pages in one lazy chunk: the entry then names one list of shared chunks, not six
 * (its budget; the pages together are a few KB gzip).
 */
export { default as BoxListScreen } from './box-list.screen.tsx';
export { default as SelectMethodScreen } from './select-method.screen.tsx';
export { default as RedemptionMethodsScreen } from './redemption-methods.screen.tsx';
export { default as RedemptionCryptoListScreen } from './redemption-crypto-list.screen.tsx';
export { default as ConvertScreen } from './redemption-convert.screen.tsx';
export { default as RedemptionCompleteScreen } from './redemption-complete.screen.tsx';
