// `npm run bench` (issue #4): builds the production bundle, serves it with the sandbox on
// loopback, measures bytes, time to method list, the socket and memory against the peers in one
// run, prints one Markdown report and writes bench/results/latest.{md,json}. A script, not a
// test. Options: BENCH_RUNS (default 10 interleaved runs per page and profile),
// BENCH_SOCKET_RUNS (default 50), BENCH_TAP_RUNS (default 3 per flow and kind of player),
// BENCH_PROFILE_RUNS (default 3 slow-4G loads per host profile),
// BENCH_SKIP=timing,socket,memory,taps,peers,profiles to leave parts out (peers: no install or build of
// bench/peers, no floor and Adyen pages; e.g. BENCH_SKIP=timing,socket,memory,peers runs only the
// taps), BENCH_UPDATE_DOCS=1 to replace the figures between the bench markers in docs/performance.md.
// The sandbox speaks HTTPS with HTTP/2, as the CDN the README recommends does (a throw-away
// self-signed certificate, bench/lib/tls.mjs); BENCH_HTTP=1.1 serves plain HTTP/1.1 as before
// (Chromium then opens six connections per origin and queues the rest). BENCH_TAP_ONLY=a,b runs some
// tap scenarios only; BENCH_TAP_LOG=1 prints each tap's network log (what the tap waited for).
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { captureMethods, iconIds } from '../bench/lib/capture.mjs';
import { evaluateGoals } from '../bench/lib/goals.mjs';
import { measureMemory } from '../bench/lib/memory.mjs';
import { measureFlowsAndDrops } from '../bench/lib/memory-suite.mjs';
import { ensurePeers, measurePeers } from '../bench/lib/peers.mjs';
import { renderReport, renderSummary } from '../bench/lib/report.mjs';
import { startSandbox } from '../bench/lib/sandbox.mjs';
import { servedProtocols } from '../bench/lib/protocol.mjs';
import { benchHttp, makeCertificate } from '../bench/lib/tls.mjs';
import { DEMO_TOKEN, precompress, snapshotBuild, writeHostPage, writeIcons, writePeerPages, writePrefetchPage, writeWidgetPages } from '../bench/lib/site.mjs';
import { measureProfiles } from '../bench/lib/profiles.mjs';
import { measureSocket } from '../bench/lib/socket.mjs';
import { FLOW_SCENARIOS, FLOWS_FILE, registeredFlows, WALLET_FLOWS_FILE } from '../bench/flows.mjs';
import { measureTaps } from '../bench/lib/tap.mjs';
import { CPU_THROTTLE, PAGES, PROFILES, timeOnce } from '../bench/lib/timing.mjs';
import { summarizeRuns } from '../bench/lib/timing-summary.mjs';
import { summarize } from '../bench/lib/stats.mjs';
import { buildLayout, flowChunks, widgetBytes } from '../bench/lib/widget-bytes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'bench/results');
// Node's own requests (icons, the bonus list, the socket part) must trust the throw-away
// certificate, and Node reads NODE_EXTRA_CA_CERTS only when it starts: the bench makes the
// certificate, then runs itself once more with it (BENCH_TLS_DIR tells the second run where it is).
if (benchHttp() === '2' && !process.env.BENCH_TLS_DIR) {
  const tlsDir = join(resultsDir, 'cache/tls');
  const { certPath } = makeCertificate(tlsDir);
  const env = { ...process.env, BENCH_TLS_DIR: tlsDir, NODE_EXTRA_CA_CERTS: certPath };
  const again = spawnSync(process.execPath, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(again.status ?? 1);
}
const tls = process.env.BENCH_TLS_DIR ? { keyPath: join(process.env.BENCH_TLS_DIR, 'key.pem'), certPath: join(process.env.BENCH_TLS_DIR, 'cert.pem') } : null;
const siteDir = join(resultsDir, 'site');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SOCKET_RUNS = Number(process.env.BENCH_SOCKET_RUNS ?? 50);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const started = performance.now();
const step = (text) => console.log(`bench [${((performance.now() - started) / 1000).toFixed(0)} s] ${text}`);

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed (exit ${result.status})\n${result.stdout}${result.stderr}`);
}

step('building the widget (node esbuild.config.mjs) and the sandbox');
run(['esbuild.config.mjs']);
run(['scripts/build-server.mjs']);
const { main, distName } = buildLayout(root);
// From here on everything reads the snapshot, so a concurrent build cannot change what is measured.
await snapshotBuild(join(root, distName), siteDir);
await writeWidgetPages(siteDir, main);
await writeHostPage(siteDir, main);

let peers = {};
if (!skip.has('peers')) {
  step('peers: install when missing, build');
  peers = await measurePeers(root, ensurePeers(root));
}

const sandbox = await startSandbox(root, siteDir, tls);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let results;
try {
  step(`sandbox at ${sandbox.origin}; warm-up load captures the widget's methods answer`);
  await precompress(join(siteDir, 'widget'));
  const methods = await captureMethods(browser, `${sandbox.origin}${PAGES.widget.path}`);
  const protocols = await servedProtocols(browser, `${sandbox.origin}${PAGES.widget.path}`, PAGES.widget.selector);
  step(`served over ${Object.keys(protocols).join(', ')} (responses per protocol: ${JSON.stringify(protocols)})`);
  await writeIcons(sandbox.origin, siteDir, iconIds(methods));
  await writePrefetchPage(siteDir, main, methods);
  const pages = skip.has('peers') ? { floor: { error: 'skipped (BENCH_SKIP=peers)' }, adyen: { error: 'skipped (BENCH_SKIP=peers)' } } : await writePeerPages(root, siteDir, methods);
  await precompress(siteDir);

  const localeNames = widgetBytes(root, join(siteDir, 'widget')).locales.map((l) => l.file.split('/').pop());
  const isLocale = (url) => localeNames.some((name) => url.split('?')[0].endsWith(`/${name}`));
  const timedPages = Object.keys(PAGES).filter((p) => !pages[p]?.error);
  const runs = {};
  if (!skip.has('timing')) {
    step(`timing: ${RUNS} interleaved runs × ${timedPages.join(', ')} × ${Object.keys(PROFILES).join(', ')}`);
    // Each round starts at the next page: the first load after a profile switch measured slower
    // (one run, loopback: 1,545 ms for the first page, 923 for the next, the same widget), and no
    // page should always pay that (LIST-T3).
    const rotated = (i) => timedPages.map((_, k) => timedPages[(k + i) % timedPages.length]);
    for (let i = 0; i < RUNS; i++)
      for (const profile of Object.keys(PROFILES))
        for (const page of rotated(i)) {
          const r = await timeOnce(browser, sandbox.origin, page, profile);
          ((runs[profile] ??= {})[page] ??= []).push(r);
        }
  }
  const AFTER_LIST_MS = 1000;
  const afterRuns = {};
  if (!skip.has('timing')) {
    step(`icons: long tasks in the ${AFTER_LIST_MS} ms after the list, 3 runs × widget pages × profiles`);
    for (let i = 0; i < 3; i++)
      for (const profile of Object.keys(PROFILES))
        for (const page of timedPages.filter((p) => p.startsWith('widget'))) {
          const r = await timeOnce(browser, sandbox.origin, page, profile, { afterListMs: AFTER_LIST_MS });
          ((afterRuns[profile] ??= {})[page] ??= []).push(r.longestTaskAfter);
        }
  }
  const profiles = Object.fromEntries(Object.entries(runs).map(([profile, byPage]) => [profile, Object.fromEntries(Object.entries(byPage).map(([page, rs]) => [page, summarizeRuns(rs, isLocale)]))]));

  for (const [profile, byPage] of Object.entries(afterRuns))
    for (const [page, values] of Object.entries(byPage)) if (profiles[profile]?.[page]) profiles[profile][page].longestTaskAfter = summarize(values);

  // Initial JS = the metafile's static closure + every widget script the browser fetched before the list.
  const widgetPrefix = `${sandbox.origin}/bench/widget/`;
  const fetched = new Set(Object.values(runs).flatMap((byPage) => (byPage.widget ?? []).flatMap((r) => r.scripts)).filter((u) => u.startsWith(widgetPrefix)).map((u) => `${distName}/${u.slice(widgetPrefix.length).split('?')[0]}`));
  const bytes = { widget: widgetBytes(root, join(siteDir, 'widget'), [...fetched]), peers, pages };

  let memory = null;
  if (!skip.has('memory')) {
    step('memory: heap at the list and after 20 route round trips');
    memory = await measureMemory(browser, sandbox.origin, PAGES.widget.path);
    step('memory: 20 round trips through every flow, 20 socket drops (issue #24)');
    memory.suite = await measureFlowsAndDrops(browser, sandbox.origin, PAGES.widget.path, { log: (line) => step(`  ${line}`) });
  }
  let taps = null;
  if (!skip.has('taps')) {
    const flows = [...registeredFlows(await readFile(join(root, FLOWS_FILE), 'utf8')), ...registeredFlows(await readFile(join(root, WALLET_FLOWS_FILE), 'utf8'), 'WALLET_FLOWS')];
    step(`taps: tap → first screen on slow 4G per flow (${flows.join(', ')}), at once and after 4 s on the list`);
    taps = await measureTaps(browser, `${sandbox.origin}${PAGES.widget.path}`, { log: (line) => step(`  ${line}`) });
    taps.missing = flows.filter((flow) => !FLOW_SCENARIOS[flow]);
    taps.chunks = flowChunks(root, join(siteDir, 'widget'), [...new Set(Object.values(taps.flows).map((r) => r.flow))]);
  }
  let hostProfiles = null;
  if (!skip.has('profiles')) {
    step('host profiles: what the first screen waits for (loopback), time to it (slow 4G)');
    hostProfiles = await measureProfiles(browser, sandbox.origin, { hostPath: '/bench/host.html', widgetDir: join(siteDir, 'widget'), widgetPrefix: '/bench/widget/', token: DEMO_TOKEN, runs: Number(process.env.BENCH_PROFILE_RUNS ?? 3), log: (line) => step(`  ${line}`) });
  }
  let socket = null;
  if (!skip.has('socket')) {
    step(`socket: ${SOCKET_RUNS} connect + first methods call from Node`);
    socket = await measureSocket(root, sandbox.origin, sandbox.port, DEMO_TOKEN, { runs: SOCKET_RUNS });
  }
  const meta = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    browser: `Chromium ${browser.version()}`,
    cpuThrottle: CPU_THROTTLE,
    http: sandbox.http,
    protocols,
    runs: RUNS,
    slow4g: `${PROFILES.slow4g.latency} ms latency, ${((PROFILES.slow4g.downloadThroughput * 8) / 1e6).toFixed(2)} Mbps down, ${((PROFILES.slow4g.uploadThroughput * 8) / 1e3).toFixed(0)} kbps up`,
    seconds: 0,
  };
  results = { meta, bytes, timing: { runs: RUNS, profiles }, socket, memory, taps, ...(hostProfiles ? { profiles: hostProfiles } : {}) };
  results.goals = evaluateGoals(results);
  meta.seconds = Math.round((performance.now() - started) / 1000);
} finally {
  await browser.close();
  await sandbox.stop();
}

const markdown = renderReport(results);
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.md'), markdown);
await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${markdown}`);
if (process.env.BENCH_UPDATE_DOCS === '1') {
  const docPath = join(root, 'docs/performance.md');
  const doc = await readFile(docPath, 'utf8');
  const [start, end] = ['<!-- bench:latest:start -->', '<!-- bench:latest:end -->'];
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) console.warn('bench: docs/performance.md has no bench markers; not updated');
  else {
    await writeFile(docPath, `${doc.slice(0, from + start.length)}\n${renderSummary(results)}\n${doc.slice(to)}`);
    step('docs/performance.md: latest figures updated');
  }
}
step(`done: bench/results/latest.md and latest.json (${results.meta.seconds} s)`);
