/**
 * Issue #24 deliverable 1: per host profile (bench/lib/host-profiles.mjs), every script and
 * stylesheet the page requests before the first screen's content shows (tiles for the lists; the
 * page's own content for the others), their gzip bytes, the waves they come in (by initiator,
 * decision CRIT-04) and locale fetches — from one load on loopback — and the time to that content
 * on slow 4G (median of `runs` loads, 4× CPU, the socket charged as in timing.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOST_PROFILES, hostQuery, wavesByInitiator } from './host-profiles.mjs';
import { recordRequests } from './network.mjs';
import { probe } from './probe.mjs';
import { kb } from './sizes.mjs';
import { summarize } from './stats.mjs';
import { PROFILES as NETWORKS, phoneContext, throttle } from './timing.mjs';

/** One load of the host page under `network`: the first content's time and the requests started before it. */
async function loadOnce(browser, url, selector, network, timeoutMs = 60_000) {
  const context = await phoneContext(browser);
  try {
    const net = NETWORKS[network];
    await context.addInitScript(probe, { selector, ...(net.latency > 0 ? { wsLatencyMs: net.latency } : {}) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp, network);
    const network$ = recordRequests(cdp);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const at = await page.waitForFunction(() => window.__bench?.list ?? null, null, { timeout: timeoutMs, polling: 50 }).then((h) => h.jsonValue());
    return { at, requests: network$.requests().filter((r) => r.start !== null && r.start <= at) };
  } finally {
    await context.close();
  }
}

/**
 * Measures every host profile on `origin`'s plain host page `hostPath` (bench/lib/site.mjs),
 * reading gzip sizes from `widgetDir` (the snapshot served at `widgetPrefix`).
 */
export async function measureProfiles(browser, origin, { hostPath, widgetDir, widgetPrefix, token, runs = 3, log = () => undefined }) {
  const bonusList = await (await fetch(`${origin}/sandbox/bonuses`)).json();
  const gzipOf = (path) => gzipSync(readFileSync(join(widgetDir, path)), { level: 9 }).length;
  const out = {};
  for (const profile of HOST_PROFILES) {
    const url = `${origin}${hostPath}?${hostQuery(profile, { token, bonusList })}`;
    const { requests } = await loadOnce(browser, url, profile.content.selector, 'loopback');
    const isWidget = (u) => u.startsWith(`${origin}${widgetPrefix}`);
    const waveOf = wavesByInitiator(requests, isWidget);
    const files = requests
      .filter((r) => isWidget(r.url) && ['Script', 'Stylesheet', 'Fetch'].includes(r.type))
      .map((r) => {
        const path = r.url.slice(`${origin}${widgetPrefix}`.length).split(/[?#]/)[0];
        return { path, type: r.type, wave: waveOf(r.url), gzip: gzipOf(path) };
      });
    const times = [];
    for (let i = 0; i < runs; i++) times.push((await loadOnce(browser, url, profile.content.selector, 'slow4g')).at);
    const scripts = files.filter((f) => f.type === 'Script');
    out[profile.key] = {
      name: profile.name,
      first: profile.first,
      files,
      js: scripts.length,
      css: files.filter((f) => f.type === 'Stylesheet').length,
      locales: files.filter((f) => f.path.startsWith('locales/')).length,
      waves: scripts.length ? Math.max(...scripts.map((f) => f.wave)) + 1 : 0,
      gzip: files.reduce((n, f) => n + f.gzip, 0),
      slow4g: summarize(times),
    };
    log(`${profile.name}: ${scripts.length} JS in ${out[profile.key].waves} wave(s), ${kb(out[profile.key].gzip)} KB gzip, slow 4G ${Math.round(out[profile.key].slow4g.median)} ms`);
  }
  return out;
}

/** The profiles' part of goal G6: a list waits for the entry alone; another first page for the entry and one wave; no stylesheet. */
export function profilesMeetG6(profiles) {
  return Object.values(profiles).every((p) => p.css === 0 && (p.first === 'list' ? p.js === 1 : p.waves <= 2));
}

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const ms = (v) => (v == null ? '—' : String(Math.round(v)));

/** The summary table, then one table per profile of what its first screen waited for. */
export function renderProfiles(profiles) {
  const summary = table(
    ['host profile', 'first screen', 'JS requests', 'waves', 'stylesheets', 'locale fetches', 'gzip KB', 'slow 4G, ms median (min–max)'],
    Object.values(profiles).map((p) => [p.name, p.first === 'list' ? 'method list (tiles)' : 'its page', p.js, p.waves, p.css, p.locales, kb(p.gzip), `${ms(p.slow4g.median)} (${ms(p.slow4g.min)}–${ms(p.slow4g.max)})`]),
  );
  const each = Object.values(profiles).map((p) => `**${p.name}**\n\n${table(['file', 'wave', 'gzip KB'], p.files.map((f) => [f.path, f.wave + 1, kb(f.gzip)]))}`);
  return [
    '## What the first screen waits for, per host profile',
    '',
    'Requests started before the first content shows (loopback, one load); a wave is counted by initiator (decision CRIT-04): wave 1 is what the page asked for (the entry), wave n + 1 what a wave-n script started.',
    '',
    summary,
    '',
    ...each.flatMap((t) => [t, '']),
  ].join('\n');
}
