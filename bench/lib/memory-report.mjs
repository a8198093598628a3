/**
 * The report's tables for issue #24 deliverable 5: one row per flow's round trips (M2) and per
 * socket-drop case (M3). `table(head, rows)` is report.mjs's Markdown table.
 */
import { kb } from './sizes.mjs';

const grew = (list) => (list?.length ? list.map((g) => `${g.name || '(anonymous)'} +${g.grew}`).join(', ') : '—');
const counters = (c) => (c ? `${c.webSockets} / ${c.socketListeners} / ${c.timers ?? '—'}` : '—');

export function flowMemorySection(suite, table) {
  if (!suite) return '';
  const flows = Object.entries(suite.flows).map(([name, r]) =>
    r.error
      ? [name, r.page, `✗ ${r.error}`, '—', '—', '—', '—']
      : [name, r.page, kb(r.firstTrip), kb(r.steadyGrowth), kb(r.usedSteadyGrowth), grew(r.grew), `${counters(r.countersFirst)} → ${counters(r.counters)}`],
  );
  const drops = Object.values(suite.socketDrops).map((r) =>
    r.error
      ? [r.page, `✗ ${r.error}`, '—', '—', '—', '—']
      : [r.page, `${r.recovered}/${r.drops} (${r.byItself} by the widget's own next call)`, `${r.recoveryMs}`, kb(r.steadyGrowth), grew(r.grew), `${counters(r.countersFirst)} → ${counters(r.counters)}`],
  );
  return [
    `Every flow (M2): ${suite.trips} round trips each (the flow's page, then Back to its first page), a fresh context per flow; page objects after a forced GC after the first trip and after the last. Counters: live WebSocket objects / their DOM listeners / pending timers.`,
    '',
    table(['flow', 'trip', 'first trip KB', `growth over ${suite.trips - 1} KB`, 'whole heap growth KB', 'objects that grew', 'counters after trip 1 → last'], flows),
    '',
    `Socket drops (M3): ${suite.drops} drops from the server side (POST /sandbox/sockets/drop), growth after the first:`,
    '',
    table(['where', 'recovered', 'recovery ms (median)', `growth over ${suite.drops - 1} KB`, 'objects that grew', 'counters after drop 1 → last'], drops),
  ].join('\n');
}
