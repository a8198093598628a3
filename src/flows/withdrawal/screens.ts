/** The withdrawal pages in one lazy chunk: the entry then names one list of shared chunks, not six (its budget). */
export { default as WithdrawalListScreen } from './list.screen.tsx';
export { default as WithdrawalGroupListScreen } from './group-list.screen.tsx';
export { default as WithdrawalAmountScreen } from './amount.screen.tsx';
export { default as WithdrawalBanksScreen } from './banks.screen.tsx';
export { default as WithdrawalConfirmScreen } from './confirm.screen.tsx';
export { default as WithdrawalCompleteScreen } from './complete.screen.tsx';
