// The Scenario tab: the sandbox's fault switches (docs/sandbox.md §4) as a form. The form is
// the whole truth: applying resets the token's scenario and then PUTs every switch it shows.
import { byId, h } from './dom.js';
import { describeUnified, readUnified, writeUnified } from './unified-switches.js';
import { describeWithdrawal, readWithdrawal, writeWithdrawal } from './withdrawal-switches.js';

/** Call names of src/transport/calls.ts (CALL_NAMES), for the call pickers. */
export const CALLS = ['deposit-limits', 'methods-payment-v5', 'methods-payment-v3', 'methods-country-selector-v2', 'methods-withdrawal-v4', 'methods-withdrawal', 'session-start', 'deposit-create', 'deposit-create-sweepstake', 'deposit-create-p2p', 'deposit-complete', 'deposit-prepare', 'deposit-check', 'deposit-cancel', 'deposit-status', 'external-deposit-continue', 'bank-get', 'session-form-on-close-modal', 'sweepstake-boxes', 'sweepstake-balance-get', 'sweepstake-recoup-sum', 'payment-convert-v2', 'sweepstake-unplayed-balance', 'withdrawal-create', 'withdrawal-confirm', 'withdrawal-cancel', 'withdrawal-status', 'withdrawal-list-pending', 'withdrawal-balance-get', 'events'];

/** Ready-made scenarios: a label and the switches it sets. */
export const PRESETS = {
  decline: { label: 'Deposits are declined', switches: { depositOutcome: 'mistaked', outcomeDelayMs: 1500 } },
  fast: { label: 'Deposits settle fast (1 s)', switches: { outcomeDelayMs: 1000 } },
  cryptoFast: { label: 'Crypto confirms fast (400 ms blocks)', switches: { outcomeDelayMs: 1000, cryptoBlockMs: 400 } },
  pending: { label: 'Deposits stay pending', switches: { depositOutcome: 'pending' } },
  expired: { label: '401 on the next deposit-create', switches: { unauthorizedOnce: 'deposit-create' } },
  captcha: { label: 'captcha_required on the next deposit', switches: { captchaRequiredOnce: true } },
  empty: { label: 'No methods in this region', switches: { emptyMethods: true } },
  directGeo: { label: 'Direct geo', switches: { directGeo: true } },
  slow: { label: 'Slow methods (3 s)', switches: { latencyMs: { 'methods-payment-v5': 3000 } } },
  flaky: { label: 'methods-payment-v5 fails twice (503)', switches: { failures: [{ call: 'methods-payment-v5', kind: 'http', status: 503, times: 2 }, { call: 'methods-payment-v5', kind: 'socket-status', status: 503, times: 2 }] } },
  drop: { label: 'Connection drops on deposit-create', switches: { disconnect: { call: 'deposit-create', times: 1 } } },
  lost: { label: 'deposit-create answer lost (deposit made)', switches: { loseAnswer: { call: 'deposit-create', times: 1 } } },
  pushes: { label: 'Duplicate status pushes', switches: { pushes: 'duplicate' } },
  bonusesExpired: { label: 'Every bonus expired (host list out of date)', switches: { bonusesExpired: true } },
  onrampDeclined: { label: 'The on-ramp provider declines', switches: { onrampDeclined: true } },
  unifiedXss: { label: 'Unified form: XSS in its instruction, fields, app/QR', switches: { unifiedInstruction: 'xss', unifiedInputFields: true, unifiedApp: true } },
  // Issue #13 p2p
  p2pExpiry: { label: 'P2P countdown of 20 s', switches: { p2pTimeoutSeconds: 20 } },
  p2pCancel: { label: 'P2P deposit cancelled after 3 s', switches: { p2pCancelAfterMs: 3000 } },
  // Issue #15: withdrawals and sweepstakes
  withdrawalDeclined: { label: 'Withdrawals are declined', switches: { withdrawalOutcome: 'declined', outcomeDelayMs: 1500 } },
  withdrawalPending: { label: 'Withdrawals stay pending (to cancel)', switches: { withdrawalOutcome: 'pending' } },
  withdrawalLocked: { label: 'Withdrawals cannot be cancelled', switches: { withdrawalOutcome: 'pending', withdrawalNotCancellable: true } },
  insufficientBalance: { label: 'Nothing to withdraw (balance locked)', switches: { insufficientBalance: true } },
  emptyWithdrawals: { label: 'No withdrawal methods', switches: { emptyWithdrawalMethods: true } },
  sweepFailure: { label: 'Sweepstake calls fail', switches: { sweepstakeFetchFailure: true } },
  emptySweepstakes: { label: 'No coin packs', switches: { emptySweepstakes: true } },
  missingUnplayed: { label: 'Unplayed balance missing', switches: { missingUnplayedBalance: true } },
};

// Issue #13 p2p: the peer-to-peer switches (docs/sandbox.md §4).
const P2P_CHECKS = ['p2pExistingDeposit', 'p2pMalformed', 'p2pDecryptFailure', 'p2pAmountDiffers'];
const P2P_NUMBERS = ['p2pTimeoutSeconds', 'p2pCancelAfterMs'];

const form = () => byId('scenario');
const callOptions = (first) => [
  ...(first === 'off' ? [h('option', { value: '' }, 'off')] : []),
  h('option', { value: '*' }, '* any call'),
  ...CALLS.map((c) => h('option', { value: c }, c)),
];

/** Fills the call pickers and the preset list. */
export function setUpScenarioForm() {
  form().querySelectorAll('select[data-calls]').forEach((select) => select.replaceChildren(...callOptions(select.dataset.calls)));
  byId('scenario-preset').append(...Object.entries(PRESETS).map(([id, p]) => h('option', { value: id }, p.label)));
  byId('add-latency').addEventListener('click', () => addLatencyRow());
  byId('add-failure').addEventListener('click', () => addFailureRow());
}

const removeButton = (label, row) => h('button', { type: 'button', class: 'pg-btn pg-btn--icon pg-btn--end', 'aria-label': label, onclick: () => row.remove() }, '×');

function addLatencyRow(call = 'methods-payment-v5', ms = 2000) {
  const select = h('select', { name: 'latencyCall' }, callOptions());
  select.value = call;
  const row = h('div', { class: 'pg-row pg-latency-row' },
    h('label', { class: 'pg-grow' }, 'Call', select),
    h('label', { class: 'pg-num' }, 'ms', h('input', { name: 'latencyMs', type: 'number', min: 0, max: 120000, step: 100, value: ms })),
  );
  row.append(removeButton('Remove latency', row));
  byId('latency-rows').append(row);
}

function addFailureRow(failure = { call: 'deposit-create', kind: 'http', status: 500, times: 1 }) {
  const call = h('select', { name: 'failureCall' }, callOptions());
  call.value = failure.call;
  const kind = h('select', { name: 'failureKind' }, ['http', 'socket-status', 'network'].map((k) => h('option', { value: k }, k)));
  kind.value = failure.kind;
  const row = h('div', { class: 'pg-failure-row' },
    h('label', { class: 'pg-span2' }, 'Call', call),
    h('label', {}, 'Kind', kind),
    h('label', {}, 'Status', h('input', { name: 'failureStatus', type: 'number', min: 400, max: 599, value: failure.status ?? 500 })),
    h('label', {}, 'Times', h('input', { name: 'failureTimes', type: 'number', min: 1, max: 100, value: failure.times ?? 1 })),
  );
  row.append(removeButton('Remove failure', row));
  byId('failure-rows').append(row);
}

const num = (value) => (value === '' || value === null || Number.isNaN(Number(value)) ? undefined : Number(value));

/** The switches the form shows, in PUT /sandbox/scenario shape. */
export function readScenario() {
  const f = form();
  const latencyMs = {};
  f.querySelectorAll('.pg-latency-row').forEach((row) => {
    const ms = num(row.querySelector('[name="latencyMs"]').value);
    if (ms !== undefined) latencyMs[row.querySelector('[name="latencyCall"]').value] = ms;
  });
  const failures = [...f.querySelectorAll('.pg-failure-row')].map((row) => {
    const kind = row.querySelector('[name="failureKind"]').value;
    const out = { call: row.querySelector('[name="failureCall"]').value, kind, times: num(row.querySelector('[name="failureTimes"]').value) ?? 1 };
    if (kind !== 'network') out.status = num(row.querySelector('[name="failureStatus"]').value) ?? 500;
    return out;
  });
  const s = { latencyMs, failures };
  const data = new FormData(f);
  if (data.get('disconnectCall')) s.disconnect = { call: data.get('disconnectCall'), times: num(data.get('disconnectTimes')) ?? 1 };
  if (data.get('loseAnswerCall')) s.loseAnswer = { call: data.get('loseAnswerCall'), times: num(data.get('loseAnswerTimes')) ?? 1 };
  if (data.get('unauthorizedOnce')) s.unauthorizedOnce = data.get('unauthorizedOnce');
  s.captchaRequiredOnce = data.get('captchaRequiredOnce') === 'on';
  s.emptyMethods = data.get('emptyMethods') === 'on';
  s.directGeo = data.get('directGeo') === 'on';
  s.bonusesExpired = data.get('bonusesExpired') === 'on';
  s.onrampDeclined = data.get('onrampDeclined') === 'on';
  s.emptyCryptoAddress = num(data.get('emptyCryptoAddress')) ?? 0;
  // Issue #13 p2p
  for (const name of P2P_CHECKS) s[name] = data.get(name) === 'on';
  for (const name of P2P_NUMBERS) if (num(data.get(name)) !== undefined) s[name] = num(data.get(name));
  s.depositOutcome = data.get('depositOutcome');
  const delay = num(data.get('outcomeDelayMs'));
  if (delay !== undefined) s.outcomeDelayMs = delay;
  const block = num(data.get('cryptoBlockMs'));
  if (block !== undefined) s.cryptoBlockMs = block;
  s.pushes = data.get('pushes');
  readUnified(data, s);
  readWithdrawal(data, s);
  return s;
}

/** Shows a scenario (from the sandbox, or a preset) in the form. */
export function writeScenario(s) {
  const f = form();
  byId('latency-rows').replaceChildren();
  byId('failure-rows').replaceChildren();
  for (const [call, ms] of Object.entries(s.latencyMs ?? {})) addLatencyRow(call, ms);
  for (const failure of s.failures ?? []) addFailureRow(failure);
  f.elements.disconnectCall.value = s.disconnect?.call ?? '';
  f.elements.disconnectTimes.value = String(s.disconnect?.times ?? 1);
  f.elements.loseAnswerCall.value = s.loseAnswer?.call ?? '';
  f.elements.loseAnswerTimes.value = String(s.loseAnswer?.times ?? 1);
  f.elements.unauthorizedOnce.value = s.unauthorizedOnce ?? '';
  f.elements.captchaRequiredOnce.checked = !!s.captchaRequiredOnce;
  f.elements.emptyMethods.checked = !!s.emptyMethods;
  f.elements.directGeo.checked = !!s.directGeo;
  f.elements.bonusesExpired.checked = !!s.bonusesExpired;
  f.elements.onrampDeclined.checked = !!s.onrampDeclined;
  f.elements.emptyCryptoAddress.value = s.emptyCryptoAddress ? String(s.emptyCryptoAddress) : '';
  // Issue #13 p2p
  for (const name of P2P_CHECKS) f.elements[name].checked = !!s[name];
  for (const name of P2P_NUMBERS) f.elements[name].value = s[name] === undefined ? '' : String(s[name]);
  f.elements.depositOutcome.value = s.depositOutcome ?? 'processed';
  f.elements.outcomeDelayMs.value = s.outcomeDelayMs === undefined ? '' : String(s.outcomeDelayMs);
  f.elements.cryptoBlockMs.value = s.cryptoBlockMs === undefined ? '' : String(s.cryptoBlockMs);
  f.elements.pushes.value = s.pushes ?? 'normal';
  writeUnified(f, s);
  writeWithdrawal(f, s);
}

/** Human lines for every switch that differs from the default scenario. */
export function describeScenario(s) {
  const lines = [];
  for (const [call, ms] of Object.entries(s.latencyMs ?? {})) lines.push(`latency ${call} ${ms} ms`);
  for (const f of s.failures ?? []) lines.push(`${f.call} fails ×${f.times} (${f.kind}${f.kind === 'network' ? '' : ` ${f.status ?? 500}`})`);
  if (s.disconnect) lines.push(`disconnect on ${s.disconnect.call} ×${s.disconnect.times}`);
  if (s.loseAnswer) lines.push(`answer lost on ${s.loseAnswer.call} ×${s.loseAnswer.times}`);
  if (s.unauthorizedOnce) lines.push(`401 once on ${s.unauthorizedOnce}`);
  if (s.captchaRequiredOnce) lines.push('captcha_required once');
  if (s.emptyMethods) lines.push('empty methods');
  if (s.directGeo) lines.push('direct geo');
  if (s.bonusesExpired) lines.push('every bonus expired');
  if (s.onrampDeclined) lines.push('on-ramp provider declines');
  if (s.emptyCryptoAddress) lines.push(`next ${s.emptyCryptoAddress} crypto address(es) empty`);
  // Issue #13 p2p
  for (const name of P2P_CHECKS) if (s[name]) lines.push(name);
  for (const name of P2P_NUMBERS) if (s[name] !== undefined) lines.push(`${name} ${s[name]}`);
  if (s.depositOutcome && s.depositOutcome !== 'processed') lines.push(`deposits end ${s.depositOutcome}`);
  if (s.outcomeDelayMs !== undefined) lines.push(`outcome after ${s.outcomeDelayMs} ms`);
  if (s.cryptoBlockMs !== undefined) lines.push(`crypto block every ${s.cryptoBlockMs} ms`);
  if (s.pushes && s.pushes !== 'normal') lines.push(`${s.pushes} pushes`);
  describeUnified(s, lines);
  describeWithdrawal(s, lines);
  return lines;
}

/** Renders the "Active scenario" summary; returns whether anything is switched on. */
export function renderSummary(s) {
  const lines = describeScenario(s);
  const box = byId('scenario-summary');
  box.replaceChildren(
    ...(lines.length ? lines.map((l) => h('span', { class: 'pg-chip pg-chip--warn' }, l)) : [h('span', { class: 'pg-chip pg-chip--ok' }, 'Default: everything normal')]),
  );
  byId('scenario-dot').hidden = lines.length === 0;
  return lines.length > 0;
}
