/**
 * Issue #24 deliverable 5: every flow's round trips (M2, flow-memory.mjs) and the socket drops (M3,
 * socket-drops.mjs), one after the other, each in a fresh browser context.
 */
import { MEMORY_TRIPS } from '../memory-trips.mjs';
import { measureFlowMemory } from './flow-memory.mjs';
import { measureSocketDrops } from './socket-drops.mjs';

export async function measureFlowsAndDrops(browser, origin, path, { trips = 20, drops = 20, log = () => undefined } = {}) {
  const flows = {};
  for (const [name, trip] of Object.entries(MEMORY_TRIPS)) {
    flows[name] = await measureFlowMemory(browser, origin + path, trip, { trips });
    log(`${name}: ${flows[name].error ?? `${(flows[name].steadyGrowth / 1024).toFixed(1)} KB over ${trips - 1} trips after the first`}`);
  }
  const socketDrops = {};
  for (const where of ['list', 'waiting']) {
    socketDrops[where] = await measureSocketDrops(browser, origin, path, where, { drops });
    log(`${drops} socket drops, ${where}: ${socketDrops[where].error ?? `${(socketDrops[where].steadyGrowth / 1024).toFixed(1)} KB, ${socketDrops[where].recovered}/${drops} recovered`}`);
  }
  return { trips, drops, flows, socketDrops };
}
