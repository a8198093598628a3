/**
 * A heap snapshot folded into three parts, so a growth figure can say what grew:
 * - `vm`: compiled code and object shapes (V8 tiers hot functions up and keeps their code; this
 *   grows during the first few hundred interactions and then stops — not a leak), and the engine's
 *   own caches hung off its root list (decision MEM-06: the number-to-string cache doubles to 64 KB
 *   once the isolate has converted enough numbers, whichever page did it);
 * - `native`: browser-side objects (DOM, performance-timeline entries the browser buffers);
 * - `js`: everything else — the objects, arrays, strings and closures the page's code holds.
 */

const VM_TYPES = new Set(['code', 'object shape']);

/**
 * Takes a snapshot after a forced GC (twice: finalizers can free more). `objects: true` adds
 * `objects`: the page's objects and closures counted by constructor / function name, for
 * `grownObjects` (issue #24: what a leak retains).
 */
export async function heapBreakdown(cdp, { objects = false } = {}) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const nameAt = fields.indexOf('name');
  const parts = { vm: 0, native: 0, js: 0 };
  const counts = new Map();
  const engineCaches = rootListChildren(snapshot);
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt]];
    const size = snapshot.nodes[i + sizeAt];
    if (VM_TYPES.has(type) || engineCaches.has(i)) parts.vm += size;
    else if (type === 'native' || type === 'synthetic' || type === 'hidden') parts.native += size;
    else parts.js += size;
    if (objects && COUNTED_TYPES.has(type)) {
      const name = `${type === 'closure' ? 'ƒ ' : ''}${snapshot.strings[snapshot.nodes[i + nameAt]]}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { used: usedSize, ...parts, ...(objects ? { objects: counts } : {}) };
}

/**
 * The node offsets V8's "(Strong root list)" points at directly: the engine's tables and caches
 * (number-to-string, regexp results, …), which no page code holds. Decision MEM-06.
 */
function rootListChildren(snapshot) {
  const { node_fields: fields, edge_fields: edgeFields } = snapshot.snapshot.meta;
  const nameAt = fields.indexOf('name');
  const edgeCountAt = fields.indexOf('edge_count');
  const toAt = edgeFields.indexOf('to_node');
  const children = new Set();
  for (let i = 0, edge = 0; i < snapshot.nodes.length; i += fields.length) {
    const edges = snapshot.nodes[i + edgeCountAt];
    if (snapshot.strings[snapshot.nodes[i + nameAt]] === '(Strong root list)') {
      for (let k = 0; k < edges; k++) children.add(snapshot.edges[edge + k * edgeFields.length + toAt]);
      return children;
    }
    edge += edges * edgeFields.length;
  }
  return children;
}

// The page's own objects only: browser-side buffers (console messages, resource timings) are not ours.
const COUNTED_TYPES = new Set(['object', 'closure']);

/** The names whose count grew between two `objects` maps, most first: `[{ name, grew }]`. */
export function grownObjects(before, after, top = 5) {
  return [...after]
    .map(([name, n]) => ({ name, grew: n - (before.get(name) ?? 0) }))
    .filter((e) => e.grew > 0)
    .sort((a, b) => b.grew - a.grew)
    .slice(0, top);
}
