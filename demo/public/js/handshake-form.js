// The Handshake tab: reads the form into handshake fields (shell §3) and fills its lists from
// the sandbox (countries, currencies, bonuses).
import { readCaptcha } from './captcha-meta.js';
import { byId, h } from './dom.js';
import { DEFAULT_LOCALE, localeGroups, localeLabel } from './locales.js';

const form = () => byId('config');
let bonuses = [];

/** Fills the locale select with the 32 languages and the tags kept whole. */
export function fillLocales() {
  const select = byId('locale');
  for (const group of localeGroups()) {
    select.append(h('optgroup', { label: group.label }, group.tags.map((tag) => h('option', { value: tag }, localeLabel(tag)))));
  }
  select.value = DEFAULT_LOCALE;
}

/** Geo and currency selects from /sandbox/countries; the geo picks its currency by default. */
export function fillCountries(countries) {
  const geo = byId('geo');
  const currency = byId('currency');
  geo.replaceChildren(...countries.map((c) => h('option', { value: c.code }, `${c.code} · ${c.name.en}`)));
  geo.value = 'RU';
  const codes = [...new Set([...countries.map((c) => c.currency), 'EUR', 'USDT', 'BTC'])].sort();
  currency.replaceChildren(h('option', { value: '' }, "Player's currency"), ...codes.map((code) => h('option', { value: code }, code)));
  geo.addEventListener('change', () => {
    const country = countries.find((c) => c.code === geo.value);
    if (country) currency.value = country.currency;
  });
}

/** Bonus checkboxes from /sandbox/bonuses; every bonus starts selected. */
export function fillBonuses(list) {
  bonuses = list;
  const box = byId('bonuses');
  if (!list.length) {
    box.replaceChildren(h('p', { class: 'pg-hint' }, 'The sandbox has no bonuses.'));
    return;
  }
  box.replaceChildren(
    ...list.map((bonus) =>
      h('label', { class: 'pg-check pg-bonus' },
        h('input', { type: 'checkbox', name: 'bonus', value: String(bonus.id), checked: true }),
        h('span', {}, h('strong', {}, (typeof bonus.content?.title === 'object' ? bonus.content.title.en : bonus.content?.title) ?? `Bonus ${bonus.id}`), h('small', {}, ` ${bonus.type} · ${bonus.currency}`)),
      ),
    ),
  );
}

/** The bonuses currently ticked, as the host's bonusList. */
export function selectedBonuses() {
  const ids = new Set([...form().querySelectorAll('input[name="bonus"]:checked')].map((i) => i.value));
  return bonuses.filter((b) => ids.has(String(b.id)));
}

/** Adds an experiment row (key / group) with a remove button. */
export function addExperimentRow(key = '', group = '') {
  const row = h('div', { class: 'pg-row pg-exp-row' },
    h('label', { class: 'pg-grow' }, 'Key', h('input', { name: 'expKey', value: key, placeholder: 'new-method-list' })),
    h('label', { class: 'pg-grow' }, 'Group', h('input', { name: 'expGroup', value: group, placeholder: 'B' })),
    h('button', { type: 'button', class: 'pg-btn pg-btn--icon pg-btn--end', 'aria-label': 'Remove experiment', onclick: () => row.remove() }, '×'),
  );
  byId('experiments').append(row);
}

function experiments() {
  return [...byId('experiments').querySelectorAll('.pg-exp-row')]
    .map((row) => ({ key: row.querySelector('[name="expKey"]').value.trim(), group: row.querySelector('[name="expGroup"]').value.trim() }))
    .filter((e) => e.key);
}

/** The non-token handshake fields as the form shows them. */
export function readHandshake() {
  const data = new FormData(form());
  return {
    locale: String(data.get('locale') || DEFAULT_LOCALE),
    widgetViewType: String(data.get('widgetViewType')),
    transport: String(data.get('transport')),
    paymentGeo: String(data.get('paymentGeo') || 'RU'),
    currency: String(data.get('currency') || '') || undefined,
    closingButton: data.get('closingButton') === 'on',
    isMobileApp: data.get('isMobileApp') === 'on' ? true : undefined,
    // The first page; "/deposit (default)" sends nothing.
    route: String(data.get('route') || '') || undefined,
    experiments: experiments(),
    bonusList: selectedBonuses(),
    // Not a handshake field: main.js turns it into schema.meta.isCryptoBonusAvailable.
    cryptoBonus: data.get('cryptoBonus') === 'on',
    // Not a handshake field either: the captcha doubles' switch, schema.meta's captcha part.
    captcha: readCaptcha(data),
  };
}
