// The live log: every message between the page and the widget, both directions, with the
// channel it used (DOM event, property, postMessage, bridge) and the playground's own sandbox
// calls. Tokens are redacted before anything is written.
import { byId, clockTime, h } from './dom.js';
import { redact } from './redact.js';

const ARROWS = { out: '← widget', in: '→ widget', sandbox: '⇄ sandbox', info: '•' };
const MAX_ENTRIES = 500;
let secrets = () => [];

/** Tells the log which tokens to mask wherever they appear. */
export function setSecrets(fn) {
  secrets = fn;
}

function matches(item) {
  const text = byId('log-filter').value.trim().toLowerCase();
  const direction = byId('log-direction').value;
  if (direction !== 'all' && item.dataset.direction !== direction) return false;
  return !text || item.textContent.toLowerCase().includes(text);
}

function refreshCount() {
  const log = byId('log');
  const shown = [...log.children].filter((li) => !li.hidden).length;
  byId('log-count').textContent = shown === log.children.length ? String(shown) : `${shown}/${log.children.length}`;
  byId('log-empty').hidden = log.children.length > 0;
}

/** Applies the filter and the direction picker to every entry. */
export function applyFilter() {
  for (const item of byId('log').children) item.hidden = !matches(item);
  refreshCount();
}

/**
 * Adds an entry. `direction` is out (widget → host), in (host → widget), sandbox or info;
 * `channel` says how it travelled. The text reads "12:00:01.234 event ← widget Loaded {…}".
 */
export function addEntry(direction, type, payload, channel = '') {
  const safe = payload === undefined ? '' : JSON.stringify(redact(payload, secrets()));
  const item = h('li', { class: `pg-log-item pg-log-item--${direction}`, 'data-direction': direction },
    h('time', { class: 'pg-log-time' }, clockTime()), ' ',
    h('span', { class: `pg-badge pg-badge--${channel || direction}` }, channel || direction), ' ',
    h('span', { class: 'pg-log-dir' }, ARROWS[direction] ?? direction), ' ',
    h('strong', { class: 'pg-log-type' }, type), ' ',
    h('code', { class: 'pg-log-payload' }, safe),
  );
  item.addEventListener('click', () => item.classList.toggle('is-open'));
  const log = byId('log');
  log.prepend(item);
  while (log.children.length > MAX_ENTRIES) log.lastElementChild.remove();
  item.hidden = !matches(item);
  refreshCount();
}

/** Empties the log. */
export function clearLog() {
  byId('log').replaceChildren();
  refreshCount();
}

/** Wires the filter, the direction picker and the Clear button. */
export function setUpLog() {
  byId('log-filter').addEventListener('input', applyFilter);
  byId('log-direction').addEventListener('change', applyFilter);
  byId('clear-log').addEventListener('click', clearLog);
  refreshCount();
}
