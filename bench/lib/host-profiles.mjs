/**
 * Issue #24: the host profiles — the ways an integrator embeds the cashier — whose critical path
 * `npm run bench` measures (bench/lib/profiles.mjs) and `npm test` holds
 * (test/e2e/critical-path.spec.ts), on the plain host page (demo/public/host.html, README's
 * embedding; its query carries the settings, demo/public/js/plain-host.js), and the wave of each
 * request by its initiator (decision CRIT-04).
 */
import { initiatorUrl } from './network.mjs';

/**
 * `first`: a method list (one JS request before its tiles) or another page (the entry, then at most
 * one wave). `content`: the first screen's content — a button holding `text` (how a player reads
 * it, the e2e) or an element matching `selector` (the bench's probe).
 */
export const HOST_PROFILES = [
  { key: 'noBonus', name: 'no bonus list', first: 'list', query: {}, content: { text: 'SBP (Faster Payments)', selector: '.cashier-tile' } },
  { key: 'bonus', name: 'a bonus list', first: 'list', query: {}, bonusList: true, content: { text: 'SBP (Faster Payments)', selector: '.cashier-tile' } },
  { key: 'sweep', name: 'sweepstake mode', first: 'page', query: { widgetViewType: 'sweep' }, content: { text: 'Gold Coins', selector: '.cashier-sweep-box__coins' } },
  { key: 'cryptoBalance', name: 'crypto-balance mode', first: 'page', query: { route: '/cryptobalance' }, content: { text: 'Bank cards', selector: '.cashier-tile' } },
  { key: 'withdrawal', name: 'route="/withdrawal"', first: 'page', query: { route: '/withdrawal' }, content: { text: 'Withdrawal to card', selector: '.cashier-tile' } },
];

/** The plain host page's query for `profile`: its settings, the session and (when it passes one) the bonus list. */
export function hostQuery(profile, { token, bonusList }) {
  const query = new URLSearchParams({ ...profile.query, token });
  if (profile.bonusList) query.set('bonusList', JSON.stringify(bonusList));
  return query.toString();
}

/**
 * Decision CRIT-04, what a wave is: 0 for what the page itself asked for (the document's parser,
 * the host's script: the entry); n + 1 for what a wave-n widget script started (the initiator's
 * stack names it: an import(), the kernel's preload, a fetch). Counted from initiators, not
 * timing, so loopback and slow networks agree and a preloaded shared chunk joins the wave of the
 * script that preloaded it.
 * @param {Array<{ url: string, initiator?: object }>} requests
 * @param {(url: string) => boolean} isWidget
 * @returns {(url: string) => number}
 */
export function wavesByInitiator(requests, isWidget) {
  const bare = (url) => url.split('#')[0];
  const by = new Map();
  for (const r of requests) if (!by.has(bare(r.url))) by.set(bare(r.url), initiatorUrl(r));
  const waveOf = (url, seen = new Set()) => {
    const parent = by.get(bare(url));
    if (!parent || !isWidget(parent) || seen.has(url)) return 0;
    seen.add(url);
    return waveOf(parent, seen) + 1;
  };
  return waveOf;
}
