// A playground link can carry handshake settings: `/?transport=http&paymentGeo=RU&currency=RUB`
// opens the page with those form values, so an integrator shares a setup (or a bug) as one URL,
// and the end-to-end tests start configured instead of loading the widget twice. Only the
// handshake form's own fields are read (names as in the form); "Apply and reload widget" keeps
// its saved settings, which win over the link.
import { byId } from './dom.js';
import { addExperimentRow } from './handshake-form.js';

/** Puts the link's values into the handshake form, in the link's order; returns the names it set. */
export function applyLinkSettings(search = location.search) {
  const form = byId('config');
  const set = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (name === 'experiment') {
      // `experiment=abTestGroup:group_b` adds an experiment row (key:group).
      const [key, group = ''] = value.split(':');
      if (key) addExperimentRow(key, group);
      set.push(name);
      continue;
    }
    const el = form.elements.namedItem(name);
    if (!el || el instanceof RadioNodeList || (el.tagName !== 'SELECT' && el.tagName !== 'INPUT')) continue;
    if (el.type === 'checkbox') el.checked = value === '1' || value === 'true';
    else if (el.tagName === 'SELECT' && ![...el.options].some((o) => o.value === value)) continue;
    else el.value = value;
    // As if picked by hand: a country picks its currency, which a later `currency` may override.
    el.dispatchEvent(new Event('change', { bubbles: true }));
    set.push(name);
  }
  return set;
}
