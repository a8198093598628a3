/**
 * Goals M2 (every flow) and M3 (socket drops) of issue #24 deliverable 5, beside M1 (goals.mjs).
 * Decision MEM-01: "≈ 0" is the page's own objects (heap snapshot after a forced GC, compiled code
 * and browser buffers left out) growing by no more than 1 % of what they are at the list, or 16 KB
 * if that is larger, over the 19 trips (drops) after the first — far below one leaked screen
 * (~14 KB a trip for the list, so ~270 KB over 19), above what V8's own bookkeeping moves.
 */
import { kb } from './sizes.mjs';

const KB = 1024;
export const memoryLimit = (atStart) => Math.max(0.01 * atStart, 16 * KB);

/** Adds M2 and M3 through `add(id, goal, pass, value, limit, ratio)` (goals.mjs). */
export function addMemoryGoals(add, suite) {
  if (!suite) return;
  const flows = Object.entries(suite.flows);
  const failed = flows.filter(([, r]) => r.error || r.steadyGrowth > memoryLimit(r.jsAtList));
  const worst = flows.filter(([, r]) => !r.error).sort((a, b) => b[1].steadyGrowth - a[1].steadyGrowth)[0];
  add(
    'M2',
    `page objects’ heap growth over ${suite.trips - 1} round trips after the first ≈ 0, every flow`,
    failed.length === 0,
    worst ? `worst ${kb(worst[1].steadyGrowth)} KB (${worst[0]})` : 'not measured',
    `≤ ${kb(16 * KB)} KB or 1 % of the list’s objects, per flow`,
    failed.length ? `over: ${failed.map(([name, r]) => (r.error ? `${name} (✗ ${r.error})` : name)).join(', ')}` : `${flows.length} flows`,
  );
  const rows = Object.values(suite.socketDrops);
  const bad = rows.filter((r) => r.error || r.recovered < suite.drops || r.steadyGrowth > memoryLimit(r.jsAtStart) || r.counters.socketListeners > r.countersFirst.socketListeners || r.counters.webSockets > r.countersFirst.webSockets);
  const growths = rows.filter((r) => !r.error).map((r) => `${kb(r.steadyGrowth)} KB`);
  add(
    'M3',
    `${suite.drops} socket drops (list, deposit waiting): each recovers, no heap growth after the first, no more sockets or socket listeners`,
    bad.length === 0,
    growths.length ? growths.join(' / ') : 'not measured',
    `≤ ${kb(16 * KB)} KB or 1 %; listeners and sockets not more`,
    bad.length ? `failing: ${bad.map((r) => r.page + (r.error ? ` (✗ ${r.error})` : '')).join(', ')}` : `${rows.map((r) => `${r.recovered}/${suite.drops}`).join(' / ')} recovered`,
  );
}
