// The playground's withdrawal and sweepstake switches (issue #15; demo/server/state/scenario.ts
// WithdrawalScenario, docs/sandbox.md §4): read from, written to and described for the scenario form.

const CHECKS = ['withdrawalNotCancellable', 'insufficientBalance', 'emptyWithdrawalMethods', 'sweepstakeFetchFailure', 'emptySweepstakes', 'missingUnplayedBalance'];

/** What each check says in the "Active scenario" summary. */
const LINES = {
  withdrawalNotCancellable: 'withdrawals not cancellable',
  insufficientBalance: 'withdrawable balance 0',
  emptyWithdrawalMethods: 'empty withdrawal methods',
  sweepstakeFetchFailure: 'sweepstake calls fail (503)',
  emptySweepstakes: 'empty sweepstakes',
  missingUnplayedBalance: 'unplayed balance missing',
};

/** Adds the form's withdrawal and sweepstake switches to a scenario body. */
export function readWithdrawal(data, s) {
  s.withdrawalOutcome = data.get('withdrawalOutcome') || 'accepted';
  for (const name of CHECKS) s[name] = data.get(name) === 'on';
}

/** Shows a scenario's withdrawal and sweepstake switches in the form. */
export function writeWithdrawal(f, s) {
  f.elements.withdrawalOutcome.value = s.withdrawalOutcome ?? 'accepted';
  for (const name of CHECKS) f.elements[name].checked = !!s[name];
}

/** Human lines for the withdrawal and sweepstake switches that differ from the defaults. */
export function describeWithdrawal(s, lines) {
  if (s.withdrawalOutcome && s.withdrawalOutcome !== 'accepted') lines.push(`withdrawals end ${s.withdrawalOutcome}`);
  for (const name of CHECKS) if (s[name]) lines.push(LINES[name]);
}
