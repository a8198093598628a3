// Issue #25 deliverable 5, the fault matrix (decisions FAULT-01..06): ≥ 12 fault kinds × every call of
// the deposit, p2p and withdrawal flows × both transports (the table: fault-matrix/table.ts). Each
// cell plays its flow as a player with the fault armed, then: 0 duplicate deposits or withdrawals,
// no screen busy longer than 35 s, exactly one onTokenExpired per 401, nothing typed lost, and the
// spec's retry counts and delays (shell §4, §8) read from the sandbox's call log. One test per
// transport, so each transport's figures are its own; its cells run a few at a time.
import { expect, test } from '@playwright/test';
import { SCALE, recordFigure } from './figures.ts';
import { BUSY_LIMIT_MS, runCells, type CellResult } from './fault-matrix/run-cell.ts';
import { allCells, sliceCells } from './fault-matrix/table.ts';

const PART = 'fault matrix';
/** Cells at once per transport: most of a cell is waiting (timeouts), so several share the cores; the slice runs all its cells at once. */
const CONCURRENCY = Number(process.env.FAULT_MATRIX_CONCURRENCY ?? (SCALE === 'full' ? 6 : 8));

/** Records one figure per measure for a transport's cells, then asserts them, naming the failing cells. */
function report(transport: string, results: CellResult[], expectedCells: number): void {
  const failing = (pick: (r: CellResult) => boolean) => results.filter(pick).map((r) => r.id);
  const figures = [
    { name: 'cells run', value: results.filter((r) => !r.error).length, expected: String(expectedCells), ok: results.length === expectedCells && results.every((r) => !r.error), cells: failing((r) => Boolean(r.error)) },
    { name: 'cells whose fault never met its call', value: results.filter((r) => !r.error && !r.fired).length, expected: '0', cells: failing((r) => !r.error && !r.fired) },
    { name: 'duplicate deposits or withdrawals', value: sum(results, (r) => r.duplicates), expected: '0', cells: failing((r) => r.duplicates > 0) },
    { name: `screens busy longer than ${BUSY_LIMIT_MS / 1000} s`, value: results.filter((r) => r.longestBusyMs > BUSY_LIMIT_MS).length, expected: '0', cells: failing((r) => r.longestBusyMs > BUSY_LIMIT_MS) },
    { name: 'onTokenExpired mismatches (one per 401)', value: sum(results, (r) => r.tokenExpiredMismatch), expected: '0', cells: failing((r) => r.tokenExpiredMismatch > 0) },
    { name: 'lost input', value: sum(results, (r) => r.lostInput.length), expected: '0', cells: failing((r) => r.lostInput.length > 0) },
    { name: 'retry-rule breaches', value: sum(results, (r) => r.retryBreaches.length), expected: '0', cells: failing((r) => r.retryBreaches.length > 0) },
  ];
  for (const f of figures) {
    const ok = 'ok' in f ? Boolean(f.ok) : f.value === 0;
    recordFigure({ part: PART, name: `${f.name} (${transport})`, value: f.value, expected: f.expected, ok });
  }
  const details = results.filter((r) => r.error || !r.fired || r.duplicates || r.longestBusyMs > BUSY_LIMIT_MS || r.tokenExpiredMismatch || r.lostInput.length || r.retryBreaches.length);
  expect(details.map((r) => ({ ...r })), `cells off their expected values (${transport})`).toEqual([]);
  expect(results).toHaveLength(expectedCells);
}

/** One cell's outcome in a line, with whatever is off. */
function line(r: CellResult): string {
  const off = [
    r.error,
    r.fired ? '' : 'fault never met its call',
    r.duplicates ? `${r.duplicates} duplicate(s)` : '',
    r.longestBusyMs > BUSY_LIMIT_MS ? `busy for ${Math.round(r.longestBusyMs / 1000)} s` : '',
    r.tokenExpiredMismatch ? `onTokenExpired off by ${r.tokenExpiredMismatch}` : '',
    ...r.lostInput.map((l) => `lost ${l}`),
    ...r.retryBreaches,
  ].filter(Boolean);
  return `  ${off.length ? '✗' : '·'} ${r.id}: ${r.finished ? 'finished' : 'stopped'}, busy ≤ ${Math.round(r.longestBusyMs / 1000)} s${off.length ? ` — ${off.join('; ')}` : ''}`;
}

const sum = (rs: CellResult[], pick: (r: CellResult) => number): number => rs.reduce((n, r) => n + pick(r), 0);

/** FAULT_MATRIX_ONLY=<regex on the cell ids> runs only those cells (to look at one finding again). */
const only = process.env.FAULT_MATRIX_ONLY ? new RegExp(process.env.FAULT_MATRIX_ONLY) : null;
const cells = (SCALE === 'full' ? allCells() : sliceCells()).filter((c) => !only || only.test(c.id));
const slow = (c: (typeof cells)[number]): boolean => /timeout|late answer/.test(c.kind.id);

for (const transport of ['socket', 'http'] as const) {
  test(`FAULT-02..06: the fault matrix over ${transport} — no duplicate, no endless spinner, one onTokenExpired per 401, nothing typed lost, the retry rules kept`, async ({ browser, baseURL }) => {
    // The long waits (a 30 s timeout) first, so they overlap the short cells instead of trailing them.
    const mine = cells.filter((c) => c.transport === transport).sort((a, b) => Number(slow(b)) - Number(slow(a)));
    // Each round of cells takes up to ~2 min (a 30 s timeout, its retry, the 35 s settle): room for all of them.
    test.setTimeout(Math.ceil(mine.length / CONCURRENCY) * 150_000 + 60_000);
    const results = await runCells(browser, baseURL!, mine, CONCURRENCY, (r) => console.log(line(r)));
    report(transport, results, mine.length);
  });
}
