// Reloading the custom element means reloading the page: the widget keeps its stores per
// document (a second <payment-cashier> in the same page reuses the first one's method list and
// sends no new onInit), so "Apply and reload widget" carries the playground's settings across
// a page reload in sessionStorage. Never the token: the same sandbox player gets a fresh one.
import { byId } from './dom.js';
import { addExperimentRow } from './handshake-form.js';

const KEY = 'payment-cashier-playground';

/** Stores everything the page needs to come back as it was (no token). */
export function saveForReload({ playerKey, scenario }) {
  const form = byId('config');
  const fields = {};
  for (const el of form.querySelectorAll('select[name], input[name]')) {
    if (el.name === 'bonus' || el.name === 'expKey' || el.name === 'expGroup') continue;
    fields[el.name] = el.type === 'checkbox' ? el.checked : el.value;
  }
  const snapshot = {
    fields,
    bonuses: [...form.querySelectorAll('input[name="bonus"]:checked')].map((i) => i.value),
    experiments: [...form.querySelectorAll('.pg-exp-row')].map((row) => [row.querySelector('[name="expKey"]').value, row.querySelector('[name="expGroup"]').value]),
    checks: { autoRefresh: byId('auto-refresh').checked, passUser: byId('pass-user').checked },
    mode: document.querySelector('input[name="mode"]:checked')?.value,
    device: document.querySelector('input[name="device"]:checked')?.value,
    tab: document.querySelector('[role="tab"][aria-selected="true"]')?.id,
    playerKey,
    scenario,
  };
  sessionStorage.setItem(KEY, JSON.stringify(snapshot));
}

/** Reads and forgets the saved snapshot (a plain page load starts fresh). */
export function takeSaved() {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Puts a snapshot back into the form, after the country and bonus lists are filled. */
export function restore(saved) {
  const form = byId('config');
  for (const [name, value] of Object.entries(saved.fields ?? {})) {
    const el = form.elements.namedItem(name);
    if (!el || el instanceof RadioNodeList) continue;
    if (el.type === 'checkbox') el.checked = !!value;
    else el.value = value;
  }
  const bonuses = new Set(saved.bonuses ?? []);
  form.querySelectorAll('input[name="bonus"]').forEach((i) => (i.checked = bonuses.has(i.value)));
  byId('experiments').replaceChildren();
  for (const [key, group] of saved.experiments ?? []) addExperimentRow(key, group);
  byId('auto-refresh').checked = saved.checks?.autoRefresh ?? true;
  byId('pass-user').checked = saved.checks?.passUser ?? true;
  for (const [name, value] of [['mode', saved.mode], ['device', saved.device]]) {
    const radio = value && document.querySelector(`input[name="${name}"][value="${value}"]`);
    if (radio) radio.checked = true;
  }
  document.body.dataset.device = saved.device ?? 'phone';
  if (saved.tab) document.getElementById(saved.tab)?.click();
}
