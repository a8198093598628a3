// The fault matrix as data (issue #25, decision FAULT-02): fault kinds × the calls of the deposit,
// p2p and withdrawal flows × both transports. Adding a kind or a call is one line here; a cell
// exists where the kind applies to the call on that transport (a call the flow never makes over a
// transport has no cell there: over the socket the status comes as pushes, so the push kinds take
// deposit-status's place).
import type { FlowName, Transport } from './flows.ts';

export interface FaultKind {
  id: string;
  transports: readonly Transport[];
  /** The scenario switches (docs/sandbox.md §4) that arm this kind on `call`. */
  arm(call: string, transport: Transport): Record<string, unknown>;
  /** Only these calls (default: every call of the table). */
  calls?: readonly string[];
  /** The kind answers 401 once: the host must hear exactly one onTokenExpired. */
  unauthorized?: boolean;
}

const BOTH = ['socket', 'http'] as const;
/** The Retry-After (seconds) the 503 and 429 cells send over HTTP (the socket has no header). */
export const RETRY_AFTER_S = 8;
const SOCKET = ['socket'] as const;
/** An injected status: an HTTP status over HTTP, the socket `response` status over the socket. */
const status = (code: number, extra: Record<string, unknown> = {}) => (call: string, t: Transport) => ({
  failures: [{ call, kind: t === 'http' ? 'http' : 'socket-status', status: code, ...(t === 'http' ? extra : {}) }],
});
/**
 * The call that opens the socket and carries the token in its handshake (`auth.first`): there the
 * socket is refused from its very first handshake. At every other call (FAULT-07) the sandbox drops
 * the socket when the call arrives and refuses the reconnects (`fromCall`), knowing a token-less
 * handshake by the browser's `sandbox-player` cookie.
 */
const OPENING_CALLS = ['methods-payment-v5'];
// 5 refusals: more than the first connect and its 3 retries (shell §4), so the socket never opens for
// that run of attempts, and a 4th retry would show as a 5th refusal.
const REFUSALS = 5;
const refused = (call: string) => ({ socketRefused: OPENING_CALLS.includes(call) ? { times: REFUSALS } : { times: REFUSALS, fromCall: call } });

export const FAULT_KINDS: readonly FaultKind[] = [
  { id: 'http 500', transports: BOTH, arm: status(500) },
  // REL-10: a Retry-After longer than the 5 s poll period, so a poll that ignores it is caught.
  { id: '503 with Retry-After', transports: BOTH, arm: status(503, { retryAfter: RETRY_AFTER_S }) },
  { id: 'http 429', transports: BOTH, arm: status(429, { retryAfter: RETRY_AFTER_S }) },
  { id: 'timeout past 30 s', transports: BOTH, arm: (call) => ({ stall: { call } }) },
  // Twice: over HTTP Chromium silently resends once on a reused keep-alive connection (FAULT-06), so
  // the second drop is the one the widget sees.
  { id: 'aborted connection', transports: BOTH, arm: (call) => ({ failures: [{ call, kind: 'network', times: 2 }] }) },
  { id: 'commit, then late answer', transports: BOTH, arm: (call) => ({ lateAnswer: { call } }) },
  { id: 'commit, then no answer', transports: BOTH, arm: (call) => ({ loseAnswer: { call } }) },
  { id: 'socket drop mid-flow', transports: SOCKET, arm: (call) => ({ disconnect: { call } }) },
  { id: 'socket never opens', transports: SOCKET, arm: refused },
  { id: '401 mid-flow', transports: BOTH, arm: (call) => ({ unauthorizedOnce: call }), unauthorized: true },
  { id: 'same push 3 times', transports: SOCKET, arm: () => ({ pushes: 'triple' }), calls: ['deposit-status'] },
  { id: 'pushes out of order', transports: SOCKET, arm: () => ({ pushes: 'out-of-order' }), calls: ['deposit-status'] },
  { id: 'malformed JSON', transports: BOTH, arm: (call) => ({ malformedAnswer: { call } }) },
  { id: '1 MB answer', transports: BOTH, arm: (call) => ({ largeAnswer: { call } }) },
];

export interface FlowCall {
  flow: FlowName;
  call: string;
  /** The transports whose flow makes this call (the socket gets deposit status as pushes). */
  transports: readonly Transport[];
  /** The branch of the flow that makes it. */
  variant?: 'pay' | 'cancel';
}

/** The push kinds stand for deposit-status over the socket. */
const PUSH_KIND = (kind: FaultKind): boolean => kind.id.includes('push');

export const FLOW_CALLS: readonly FlowCall[] = [
  { flow: 'deposit', call: 'methods-payment-v5', transports: BOTH },
  { flow: 'deposit', call: 'session-start', transports: BOTH },
  { flow: 'deposit', call: 'deposit-create', transports: BOTH },
  { flow: 'deposit', call: 'deposit-status', transports: BOTH },
  { flow: 'p2p', call: 'deposit-check', transports: BOTH },
  { flow: 'p2p', call: 'deposit-create-p2p', transports: BOTH },
  { flow: 'p2p', call: 'deposit-status', transports: BOTH },
  { flow: 'p2p', call: 'deposit-complete', transports: BOTH },
  { flow: 'p2p', call: 'deposit-cancel', transports: BOTH, variant: 'cancel' },
  { flow: 'withdrawal', call: 'methods-withdrawal-v4', transports: BOTH },
  { flow: 'withdrawal', call: 'withdrawal-create', transports: BOTH },
  { flow: 'withdrawal', call: 'withdrawal-confirm', transports: BOTH },
  { flow: 'withdrawal', call: 'withdrawal-cancel', transports: BOTH, variant: 'cancel' },
];

export interface Cell {
  id: string;
  kind: FaultKind;
  at: FlowCall;
  transport: Transport;
}

/** Does `kind` apply to `at` over `transport`? */
function applies(kind: FaultKind, at: FlowCall, transport: Transport): boolean {
  if (!kind.transports.includes(transport) || !at.transports.includes(transport)) return false;
  if (kind.calls && !kind.calls.includes(at.call)) return false;
  // Over the socket deposit-status is not called on the way (pushes bring the status): only the push kinds.
  if (at.call === 'deposit-status' && transport === 'socket') return PUSH_KIND(kind);
  return true;
}

/** Every cell of the matrix, in table order. */
export function allCells(): Cell[] {
  const cells: Cell[] = [];
  for (const transport of BOTH)
    for (const kind of FAULT_KINDS)
      for (const at of FLOW_CALLS)
        if (applies(kind, at, transport)) cells.push({ id: `${kind.id} × ${at.flow}:${at.call} (${transport})`, kind, at, transport });
  return cells;
}

/**
 * The short slice in `npm test`: one cell per kind, the transports alternating, each at a different
 * call where it can be, the long waits (timeouts) at the calls that show the most.
 */
export const SLICE: ReadonlyArray<[kind: string, flow: FlowName, call: string, transport: Transport]> = [
  ['http 500', 'p2p', 'deposit-complete', 'http'],
  ['503 with Retry-After', 'deposit', 'deposit-status', 'http'],
  ['http 429', 'withdrawal', 'withdrawal-confirm', 'socket'],
  // FAULT-05's finding: the timed-out create used to lose the typed amount and account.
  ['timeout past 30 s', 'withdrawal', 'withdrawal-create', 'http'],
  ['aborted connection', 'deposit', 'methods-payment-v5', 'socket'],
  ['commit, then late answer', 'p2p', 'deposit-create-p2p', 'socket'],
  ['commit, then no answer', 'withdrawal', 'withdrawal-create', 'http'],
  ['socket drop mid-flow', 'p2p', 'deposit-check', 'socket'],
  // FAULT-07's findings: after the refused reconnects nothing reconnects until the player presses, and
  // the complete page offers that press so "I paid" still arrives.
  ['socket never opens', 'p2p', 'deposit-complete', 'socket'],
  ['401 mid-flow', 'deposit', 'deposit-create', 'http'],
  ['same push 3 times', 'deposit', 'deposit-status', 'socket'],
  ['pushes out of order', 'p2p', 'deposit-status', 'socket'],
  ['malformed JSON', 'p2p', 'deposit-cancel', 'http'],
  ['1 MB answer', 'withdrawal', 'withdrawal-cancel', 'socket'],
];

/** The slice's cells, looked up in the matrix (a slice entry that is not a cell is an error). */
export function sliceCells(): Cell[] {
  const cells = allCells();
  return SLICE.map(([kind, flow, call, transport]) => {
    const found = cells.find((c) => c.kind.id === kind && c.at.flow === flow && c.at.call === call && c.transport === transport);
    if (!found) throw new Error(`not a matrix cell: ${kind} × ${flow}:${call} (${transport})`);
    return found;
  });
}
