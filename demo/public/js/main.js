// The integrator playground: issues a sandbox player, embeds the widget in the chosen mode,
// logs every message both ways, sends host messages and drives the sandbox's fault switches.
// The token lives in `state.token` only: never in the DOM, the log or the snippet.
import { hostMeta } from './captcha-meta.js';
import { byId } from './dom.js';
import { iconSchema, mount } from './embed.js';
import { addEntry, clearLog, setSecrets, setUpLog } from './event-log.js';
import { addExperimentRow, fillBonuses, fillCountries, fillLocales, readHandshake, selectedBonuses } from './handshake-form.js';
import { restore, saveForReload, takeSaved } from './persist.js';
import { applyLinkSettings } from './link-settings.js';
import { maskToken } from './redact.js';
import { getBonuses, getCountries, getEvents, getScenario, issueToken, onSandboxCall, putScenario, refreshToken, resetScenario } from './sandbox-api.js';
import { PRESETS, readScenario, renderSummary, setUpScenarioForm, writeScenario } from './scenario-form.js';
import { copyText, snippetFor } from './snippet.js';
import { setUpTabs } from './tabs.js';

const state = { token: '', user: null, expiresAt: '', oldTokens: [], widget: null, refreshing: null, playerKey: '', scenario: null, elementMounted: false };
const newPlayerKey = () => `pg-${Math.random().toString(36).slice(2, 10)}`;
const mode = () => document.querySelector('input[name="mode"]:checked')?.value ?? 'element';
const fail = (error) => addEntry('info', 'playground error', { message: String(error?.message ?? error) });

setSecrets(() => [state.token, ...state.oldTokens]);
onSandboxCall((method, path, body, answer, status) => {
  if (method !== 'GET') addEntry('sandbox', `${method} ${path} → ${status}`, body ?? answer);
});

function showPlayer() {
  const u = state.user;
  byId('player-id').textContent = u ? `#${u.id_user} · ${u.country} · ${u.currency}` : '—';
  byId('token-mask').textContent = maskToken(state.token);
  byId('token-expiry').textContent = state.expiresAt ? new Date(state.expiresAt).toLocaleTimeString() : '—';
}

function handshake() {
  const passUser = byId('pass-user').checked && state.user;
  const { cryptoBonus, captcha, ...fields } = readHandshake();
  const schema = { ...iconSchema(), meta: hostMeta({ cryptoBonus, captcha }) };
  return { ...fields, token: state.token, user: passUser ? { ...state.user, token: state.token } : undefined, schema };
}

function updateSnippet() {
  const m = mode();
  byId('snippet-mode').textContent = { element: '· custom element', iframe: '· iframe fallback', native: '· native web view' }[m];
  byId('snippet').textContent = snippetFor(m, readHandshake());
}

let summaryTimer;
/** Re-reads the token's scenario soon after widget traffic (once-switches clear themselves). */
function refreshSummarySoon() {
  clearTimeout(summaryTimer);
  summaryTimer = setTimeout(() => state.token && getScenario(state.token).then(showScenario).catch(() => {}), 400);
}

let lastEventSeq = 0;
/** Logs the analytics events the sandbox received since the last look (docs/analytics.md). */
async function showNewEvents() {
  if (!state.token) return;
  for (const event of await getEvents(state.token, lastEventSeq)) {
    if (event.seq <= lastEventSeq) continue; // an overlapping read logged it already
    lastEventSeq = event.seq;
    addEntry('sandbox', `analytics ${event.key}`, event.value, 'analytics');
  }
}

/** The widget announced an `events` call (onRequest): read what arrived, soon and once more later (latency switches). */
function showEventsSoon() {
  for (const ms of [400, 2000]) setTimeout(() => showNewEvents().catch(() => {}), ms);
}

function onOut(type, payload, channel) {
  addEntry('out', type, payload, channel);
  refreshSummarySoon();
  if (type === 'onRequest' && payload?.call === 'events') showEventsSoon();
  if (type === 'onTokenExpired' && byId('auto-refresh').checked) doRefresh().catch(fail);
}
const onIn = (type, payload, channel) => addEntry('in', type, payload, channel);

/** Keeps the token's scenario for the summary and for a page reload. */
function showScenario(scenario) {
  state.scenario = scenario;
  return renderSummary(scenario);
}

/** A fresh widget, a fresh conversation: the log starts over with each mount. */
function remount() {
  // A second element in the same document would reuse the first one's state (see persist.js).
  if (mode() === 'element' && state.elementMounted) {
    saveForReload({ playerKey: state.playerKey, scenario: state.scenario });
    location.reload();
    return;
  }
  state.widget?.dispose();
  const screen = byId('stage');
  screen.replaceChildren();
  clearLog();
  const hs = handshake();
  const m = mode();
  addEntry('info', `mounted ${m}`, { locale: hs.locale, transport: hs.transport, paymentGeo: hs.paymentGeo, widgetViewType: hs.widgetViewType });
  state.widget = mount(m, screen, hs, { onOut, onIn });
  if (m === 'element') state.elementMounted = true;
  // A fresh id per mount, so tests can tell a new widget from the old one across a reload.
  document.body.dataset.mountId = Math.random().toString(36).slice(2, 10);
  // HOST-06: the native app gets the dark theme; the phone's status bar follows it.
  document.body.dataset.themeStage = m === 'native' || hs.isMobileApp ? 'dark' : 'light';
  byId('stage-caption').textContent = `${byId('modes').querySelector('input:checked + span').textContent} · ${hs.transport} · ${hs.locale} · ${hs.paymentGeo}${hs.currency ? `/${hs.currency}` : ''} · ${hs.widgetViewType}${hs.route ? ` · ${hs.route}` : ''}`;
  updateSnippet();
}

function adopt({ token, user, expiresAt }) {
  if (state.token) state.oldTokens.push(state.token);
  Object.assign(state, { token, user, expiresAt });
  showPlayer();
}

/** Issues a token for a new sandbox player, or (with `key`) a fresh token for a known one. */
async function newPlayer(key = newPlayerKey()) {
  const { paymentGeo, currency } = readHandshake();
  state.playerKey = key;
  adopt(await issueToken({ player: key, country: paymentGeo, ...(currency ? { currency } : {}) }));
  writeScenario({});
  showScenario(await getScenario(state.token));
}

/** Refreshes the token and hands it to the widget (property, `loaded` post or the app). */
function doRefresh() {
  state.refreshing ??= refreshToken(state.token)
    .then((answer) => {
      adopt(answer);
      state.widget?.setToken(state.token);
    })
    .finally(() => {
      state.refreshing = null;
    });
  return state.refreshing;
}

function setUpButtons() {
  byId('config').addEventListener('submit', (e) => {
    e.preventDefault();
    remount();
  });
  byId('config').addEventListener('change', updateSnippet);
  byId('config').addEventListener('input', updateSnippet);
  document.querySelectorAll('input[name="mode"]').forEach((r) => r.addEventListener('change', remount));
  document.querySelectorAll('input[name="device"]').forEach((r) =>
    r.addEventListener('change', () => {
      document.body.dataset.device = r.value;
    }),
  );
  const focus = (on) => {
    document.body.dataset.focus = on ? 'on' : 'off';
    if (on) byId('focus-off').focus();
  };
  byId('focus-on').addEventListener('click', () => focus(true));
  byId('focus-off').addEventListener('click', () => focus(false));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.body.dataset.focus === 'on') focus(false);
  });
  byId('new-player').addEventListener('click', () => newPlayer().then(remount).catch(fail));
  byId('refresh-token').addEventListener('click', () => doRefresh().catch(fail));
  byId('use-own-token').addEventListener('click', () => {
    const input = byId('own-token');
    if (!input.value.trim()) return;
    // Handed to the live widget like a refresh; a page reload forgets it (it is never stored).
    adopt({ token: input.value.trim(), user: null, expiresAt: '' });
    input.value = '';
    state.widget?.setToken(state.token);
  });
  byId('add-experiment').addEventListener('click', () => addExperimentRow());
  document.querySelectorAll('[data-send]').forEach((button) =>
    button.addEventListener('click', () => {
      const type = button.dataset.send;
      let payload;
      if (type === 'bonus-list-updated') payload = { bonusList: selectedBonuses() };
      if (type === 'bonus-list-fetched') payload = button.dataset.success === 'true' ? { success: true, bonusList: selectedBonuses() } : { success: false, bonusList: [] };
      state.widget?.send(type, payload);
    }),
  );
  byId('copy-snippet').addEventListener('click', async () => {
    const ok = await copyText(byId('snippet').textContent, byId('snippet'));
    const button = byId('copy-snippet');
    button.textContent = ok ? 'Copied' : 'Select and copy';
    setTimeout(() => (button.textContent = 'Copy snippet'), 1600);
  });
}

async function applyScenario(switches) {
  await resetScenario(state.token);
  showScenario(await putScenario(state.token, switches));
}

function setUpScenario() {
  setUpScenarioForm();
  byId('scenario').addEventListener('submit', (e) => {
    e.preventDefault();
    applyScenario(readScenario()).catch(fail);
  });
  byId('reset-scenario').addEventListener('click', () =>
    resetScenario(state.token)
      .then((s) => {
        writeScenario(s);
        showScenario(s);
      })
      .catch(fail),
  );
  byId('scenario-preset').addEventListener('change', (e) => {
    const preset = PRESETS[e.target.value];
    e.target.value = '';
    if (!preset) return;
    writeScenario(preset.switches);
    applyScenario(readScenario()).catch(fail);
  });
}

async function start() {
  fillLocales();
  setUpLog();
  setUpTabs();
  setUpScenario();
  setUpButtons();
  addExperimentRow('new-method-list', 'B');
  const saved = takeSaved();
  const [countries, bonuses] = await Promise.all([getCountries().catch(() => []), getBonuses().catch(() => [])]);
  if (countries.length) fillCountries(countries);
  fillBonuses(bonuses);
  if (saved) restore(saved);
  else applyLinkSettings();
  // After "Apply and reload widget": the same player, a fresh token, the scenario it had.
  await newPlayer(saved?.playerKey);
  if (saved?.scenario && renderSummary(saved.scenario)) {
    writeScenario(saved.scenario);
    await applyScenario(saved.scenario);
  }
  remount();
}

start().catch(fail);
