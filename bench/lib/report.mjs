/** The benchmark's Markdown: one main table of figures and ratios, then the breakdowns and goals. */
import { renderProfiles } from './profiles.mjs';
import { protocolLine } from './protocol.mjs';
import { kb } from './sizes.mjs';
import { flowMemorySection } from './memory-report.mjs';

const dash = '—';
const ms = (v) => (v === null || v === undefined ? dash : `${Math.round(v)}`);
const range = (s) => (s?.median == null ? dash : `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`);
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** How the sandbox served the run, and what the browser says it used (bench/lib/protocol.mjs). */
const served = (meta) => (meta.http ? `served over ${meta.http === '2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}, responses by protocol: ${protocolLine(meta.protocols)}` : 'served over HTTP/1.1');

// The README's embedding (token + currency) first; the token-only first visit beside it (LIST-T3).
const COLUMNS = [
  ['widgetCurrency', 'payment-cashier (README: token + currency)'],
  ['widget', 'cashier, token only (first visit)'],
  ['widgetNextPage', 'cashier, token only, next page in the tab'],
  ['widgetHttpCurrency', 'cashier, HTTP transport (README)'],
  ['widgetHttp', 'cashier, HTTP, token only'],
  ['widgetPrefetch', 'cashier, host-prefetched methods'],
  ['reactFloor', 'React floor'],
  ['libraryFloor', 'library floor'],
  ['adyenDropin', 'Adyen Drop-in (all)'],
  ['adyenCard', 'Adyen Card only'],
  ['braintree', 'Braintree Drop-in'],
];
// Which timed page stands for which column.
const PAGE_OF = { widgetCurrency: 'widgetCurrency', widget: 'widget', widgetNextPage: 'widgetNextPage', widgetHttpCurrency: 'widgetHttpCurrency', widgetHttp: 'widgetHttp', widgetPrefetch: 'widgetPrefetch', reactFloor: 'floor', adyenDropin: 'adyen' };

/** The main table: bytes of every column, then time and critical-path figures of the timed pages. */
function mainTable({ bytes, timing }) {
  const size = (key, field) => {
    // The same script on every widget page: its bytes once, in the first column.
    if (key.startsWith('widget')) return key === COLUMNS[0][0] ? kb(bytes.widget.initial[field]) : dash;
    const peer = bytes.peers[key];
    return peer?.error ? `✗ ${peer.error}` : peer ? kb(peer.initial[field]) : dash;
  };
  const adyenGzip = bytes.peers.adyenDropin?.initial?.gzip;
  const floorGzip = bytes.peers.reactFloor?.initial?.gzip;
  const w = bytes.widget.initial;
  const rows = [
    ['initial JS, minified KB', ...COLUMNS.map(([k]) => size(k, 'min')), adyenGzip ? (w.min / bytes.peers.adyenDropin.initial.min).toFixed(2) : dash, floorGzip ? `+${kb(w.min - bytes.peers.reactFloor.initial.min)}` : dash],
    ['initial JS, gzip -9 KB', ...COLUMNS.map(([k]) => size(k, 'gzip')), adyenGzip ? (w.gzip / adyenGzip).toFixed(2) : dash, floorGzip ? `+${kb(w.gzip - floorGzip)}` : dash],
    ['initial JS, brotli KB', ...COLUMNS.map(([k]) => size(k, 'brotli')), adyenGzip ? (w.brotli / bytes.peers.adyenDropin.initial.brotli).toFixed(2) : dash, floorGzip ? `+${kb(w.brotli - bytes.peers.reactFloor.initial.brotli)}` : dash],
    ['stylesheet before the list, gzip KB', ...COLUMNS.map(([k]) => (k === COLUMNS[0][0] ? '0 (CSS in JS)' : k === 'adyenDropin' && bytes.pages.adyen?.css ? kb(bytes.pages.adyen.css.gzip) : dash)), dash, dash],
  ];
  const timed = (profile, label, fn, ratio) => {
    const p = timing.profiles[profile] ?? {};
    const cells = COLUMNS.map(([k]) => {
      if (bytes.pages[PAGE_OF[k]]?.error) return '✗ page not built offline';
      return PAGE_OF[k] && p[PAGE_OF[k]] ? fn(p[PAGE_OF[k]]) : dash;
    });
    rows.push([label, ...cells, ...(ratio ? ratio(p) : [dash, dash])]);
  };
  // The README's embedding, with the token-only pages in brackets (LIST-T3).
  const listRatio = (p) => {
    const each = (fn) => [p.widgetCurrency, p.widget, p.widgetNextPage].map((w) => (w ? fn(w.list.median) : dash));
    const cell = ([readme, first, next]) => `${readme} (token only: first visit ${first}, next page ${next})`;
    return [cell(each((w) => (p.adyen ? (w / p.adyen.list.median).toFixed(2) : dash))), cell(each((w) => (p.floor ? `+${ms(w - p.floor.list.median)}` : dash)))];
  };
  for (const [profile, name] of [['loopback', 'loopback'], ['slow4g', 'slow 4G']]) {
    timed(profile, `time to list, ${name}, ms median (min–max)`, (r) => range(r.list), listRatio);
    timed(profile, `longest task, ${name}, ms median (max)`, (r) => `${ms(r.longestTask.median)} (${ms(r.longestTask.max)})`);
    timed(profile, `total blocking time, ${name}, ms median`, (r) => ms(r.tbt.median));
    timed(profile, `longest task in the second after the list (icons), ${name}, ms median (max)`, (r) => (r.longestTaskAfter ? `${ms(r.longestTaskAfter.median)} (${ms(r.longestTaskAfter.max)})` : dash));
  }
  timed('slow4g', 'JS requests before the list / waves', (r) => `${r.jsRequestsMax} / ${r.jsWavesMax}`);
  timed('slow4g', 'sequential requests on the critical path', (r) => `${r.chain} (…→ ${r.chainEnd})`);
  timed('slow4g', 'render-blocking stylesheets', (r) => String(r.blockingCssMax));
  timed('slow4g', 'requests to other hosts (blocked)', (r) => (r.external ? `${r.external} (${r.externalHosts.join(', ')})` : '0'));
  return table(['', ...COLUMNS.map(([, l]) => l), 'cashier ÷ Adyen Drop-in', 'cashier − React floor'], rows);
}

/** Medians of each page's milestones per profile: where the time to list goes. */
function milestones(timing) {
  const names = [['jsDone', 'scripts loaded'], ['connectionAt', 'socket / methods request started'], ['firstRender', 'first render in the shadow root'], ['socketOpenAt', 'WebSocket open'], ['list', 'list visible']];
  const rows = [];
  for (const [profile, byPage] of Object.entries(timing.profiles))
    for (const [page, r] of Object.entries(byPage)) rows.push([`${page}, ${profile}`, ...names.map(([k]) => ms(r.milestones?.[k]))]);
  return table(['page, profile', ...names.map(([, l]) => l)], rows);
}

function widgetBreakdown(widget) {
  const lines = [`Initial JS (${widget.initial.files.length} file(s), ${widget.initial.staticWaves} static wave(s)): ${widget.initial.files.join(', ')}`];
  if (widget.initial.loadedLazilyBeforeList.length) lines.push(`Loaded through import() before the list showed, counted as initial: ${widget.initial.loadedLazilyBeforeList.join(', ')}`);
  lines.push('', 'Biggest inputs of the initial JS (minified bytes in output):', '', table(['input', 'KB'], widget.biggestInitial.map((b) => [b.name, kb(b.bytes)])));
  lines.push('', `Lazy chunks (${widget.lazy.length}):`, '', table(['chunk', 'min KB', 'gzip KB', 'brotli KB', 'biggest inputs'], widget.lazy.map((c) => [c.file.split('/').pop(), kb(c.min), kb(c.gzip), kb(c.brotli), c.biggest.map((b) => `${b.name} ${kb(b.bytes)}`).join(', ')])));
  const loc = [...widget.locales].sort((a, b) => b.gzip - a.gzip);
  if (loc.length) {
    const sum = (k) => kb(loc.reduce((n, l) => n + l[k], 0));
    lines.push('', `Locales (${loc.length}), fetched only when the host asks for that language (English is in the entry as well):`, '');
    lines.push(table(['locale file', 'min KB', 'gzip KB', 'brotli KB'], [...loc.map((l) => [l.file.split('/').pop(), kb(l.min), kb(l.gzip), kb(l.brotli)]), ['all together', sum('min'), sum('gzip'), sum('brotli')]]));
  }
  lines.push('', `Total JS reachable from the entry: ${kb(widget.total.min)} KB minified, ${kb(widget.total.gzip)} KB gzip, ${kb(widget.total.brotli)} KB brotli.`);
  return lines.join('\n');
}

function socketSection(socket) {
  if (!socket) return 'Socket: not measured.';
  const names = Object.keys(socket.phases);
  const rows = (label, m) => [
    [`${label}: loopback median ms`, ...names.map((n) => m.phases[n].toFixed(2))],
    [`${label}: round trips`, ...names.map((n) => String(m.roundTrips[n]))],
  ];
  const plain = socket.plain;
  return [
    `Connect + first methods-payment-v5 over socket.io from Node, as the widget does it (the call in the CONNECT packet), ${socket.runs} runs on loopback: median ${socket.total.median.toFixed(1)} ms (${socket.total.min.toFixed(1)}–${socket.total.max.toFixed(1)}); **${socket.roundTripsTotal} round trips** (through a ${socket.proxyDelayMs * 2} ms-RTT proxy: median ${ms(socket.proxyTotal.median)} ms). TCP's handshake is not counted (loopback); on a real network add 1 for TCP and 1–2 for TLS (wss).`,
    ...(plain ? ['', `Plain sequence (connect, then emit; a backend that ignores \`auth.first\`): median ${plain.total.median.toFixed(1)} ms, **${plain.roundTripsTotal} round trips** (proxy: ${ms(plain.proxyTotal.median)} ms).`] : []),
    '',
    table(['phase', ...names], [...rows('widget', socket), ...(plain ? rows('plain', plain) : [])]),
  ].join('\n');
}

/** The chunks a flow's screens load: own (and shared, started in parallel) gzip KB. */
function chunkCell(chunks) {
  if (!chunks) return dash;
  if (!chunks.own.length) return 'in the entry';
  const gzip = (list) => kb(list.reduce((n, c) => n + c.gzip, 0));
  const own = `${gzip(chunks.own)}${chunks.own.length > 1 ? ` (${chunks.own.length} chunks)` : ''}`;
  return chunks.shared.length ? `${own} + ${gzip(chunks.shared)} shared (${chunks.shared.length})` : own;
}

function tapSection(taps) {
  if (!taps) return 'Taps: not measured.';
  const cell = (s) => (s?.median == null ? dash : `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`);
  const waves = (r) => (r.waves ? `${ms(r.waves.atOnce?.median)} / ${ms(r.waves.afterLooking?.median)}` : dash);
  const press = (r, field) => (r.press ? cell(r[field]?.afterLooking) : dash);
  const frame = (r) => (r.frame ? `${ms(r.frame.atOnce?.median)} / ${ms(r.frame.afterLooking?.median)}` : dash);
  const rows = Object.entries(taps.flows).map(([flow, r]) => [flow, r.tap, cell(r.atOnce), cell(r.afterLooking), frame(r), waves(r), press(r, 'busy'), press(r, 'answer'), chunkCell(taps.chunks?.[r.flow ?? flow])]);
  const failures = Object.entries(taps.flows).flatMap(([flow, r]) => r.errors.map((e) => `- ${flow}, ${e}`));
  return [
    `Tap → first screen, per flow: from the tap (its pointerdown) to the flow's first screen visible, slow 4G and ${taps.cpuThrottle}× CPU, ${taps.runs} run(s) each, ms median (min–max). "After 4 s": the player looked at the method list for 4 s (the closure manifest, the common pages and the visible tiles' pages load once it is idle, src/app/tap-prefetch.ts), then did the steps and the tap at once. JS waves: the sequential rounds of scripts between the tap and its first screen (median, at once / after 4 s; 0 = everything was in). Frame: for a page whose content waits for a backend call, tap → the page's frame (its heading and busy region, before the content; median, at once / after 4 s). For a press that waits for the backend, after 4 s: tap → busy state (\`aria-busy\`) and the last call answer → the first screen. Windows the tap opens get the same network and CPU from their first request (${taps.popupsThrottled} popup(s)). Chunks: the flow's own lazy chunks and the shared chunks they import (fetched in parallel), gzip KB.`,
    '',
    table(['flow', 'the tap → its first screen', 'at once', 'after 4 s on the list', 'frame', 'JS waves', 'tap → busy', 'answer → page', 'chunks, gzip KB'], rows),
    ...(taps.missing?.length ? ['', `Flows in src/app/flows.ts without a scenario in bench/flows.mjs: ${taps.missing.join(', ')}.`] : []),
    ...(failures.length ? ['', 'Failed runs:', ...failures] : []),
  ].join('\n');
}

function memorySection(memory) {
  if (!memory) return 'Memory: not measured.';
  return [
    `JS heap after a forced GC, widget on loopback, route round trips by clicks (${memory.route} → back to the list):`,
    '',
    table(
      ['', 'at the list', 'after 1 trip', `after ${memory.trips} trips`, 'growth', 'growth after the 1st trip'],
      [
        ['used heap KB', kb(memory.atList), kb(memory.afterFirstTrip), kb(memory.afterTrips), kb(memory.growth), kb(memory.steadyGrowth)],
        ['page objects KB (snapshot: no code, no browser buffers)', kb(memory.jsAtList), dash, kb(memory.jsAtList + memory.jsGrowth), kb(memory.jsGrowth), kb(memory.jsSteadyGrowth)],
      ],
    ),
    '',
    `Of the growth, compiled code and shapes: ${kb(memory.vmGrowth)} KB; browser-side (DOM, timeline buffers): ${kb(memory.nativeGrowth)} KB.`,
    '',
    flowMemorySection(memory.suite, table),
  ].join('\n');
}

/** The part docs/performance.md carries: the main table, the goals and where the time goes. */
export function renderSummary(results) {
  const { meta, goals } = results;
  return [
    `Run ${meta.date} on ${meta.cpus} × ${meta.cpuModel}, ${meta.browser}, CPU throttle ${meta.cpuThrottle}×, ${meta.runs} interleaved runs per page and profile; slow 4G = ${meta.slow4g}; ${served(meta)}. KB = 1024 bytes.`,
    '',
    mainTable(results),
    '',
    table(['', 'goal (issue #4 §2)', 'measured', 'limit', 'ratio'], goals.map((g) => [g.pass === null ? '?' : g.pass ? '✓' : '✗', `${g.id} ${g.goal}`, g.value, g.limit, g.ratio])),
    '',
    'Milestones, medians in ms from navigation start:',
    '',
    milestones(results.timing),
    '',
    tapSection(results.taps),
  ].join('\n');
}

/** The whole Markdown document. */
export function renderReport(results) {
  const { meta, goals } = results;
  return [
    `# npm run bench — ${meta.date}`,
    '',
    `Machine: ${meta.cpus} × ${meta.cpuModel}, Node ${meta.node}, ${meta.browser}; CPU throttle ${meta.cpuThrottle}×; ${meta.runs} interleaved runs per page and profile, fresh context each; slow 4G = ${meta.slow4g}; ${served(meta)}. Bytes in KB (1024).`,
    '',
    mainTable(results),
    '',
    '## Goals (issue #4 §2)',
    '',
    table(['', 'goal', 'measured', 'limit', 'ratio'], goals.map((g) => [g.pass === null ? '?' : g.pass ? '✓' : '✗', `${g.id} ${g.goal}`, g.value, g.limit, g.ratio])),
    '',
    ...(results.profiles ? [renderProfiles(results.profiles)] : []),
    '## Where the time goes (medians, ms from navigation start)',
    '',
    milestones(results.timing),
    '',
    '## Widget bytes',
    '',
    widgetBreakdown(results.bytes.widget),
    '',
    '## Socket',
    '',
    socketSection(results.socket),
    '',
    '## Tap → first screen, per flow',
    '',
    tapSection(results.taps),
    '',
    '## Memory',
    '',
    memorySection(results.memory),
    '',
    '## Peers',
    '',
    table(['peer', 'entry', 'biggest inputs (minified KB)'], Object.values(results.bytes.peers).map((p) => [p.label, p.entry, p.error ? `✗ ${p.error}` : (p.biggest ?? []).map((b) => `${b.name} ${kb(b.bytes)}`).join(', ')])),
    '',
  ].join('\n');
}
