// The two-cashier host page (/two.html, issue #22): one player, two `<payment-cashier>` elements
// with different routes and languages. Each panel logs only its own element's events; the
// element's Close (onClose) removes that panel, as an integrator's page would.
import { OUTBOUND_MESSAGES as OUTBOUND } from '/widget/host-messages.js';
import { iconSchema } from './embed.js';
import { issueToken } from './sandbox-api.js';

const SOCKET_POLL_MS = 500;

const PANELS = {
  deposit: { locale: 'de-DE', 'payment-geo': 'RU', route: '/deposit', 'closing-button': 'true' },
  withdrawal: { locale: 'en-US', 'payment-geo': 'NG', currency: 'NGN', route: '/withdrawal', 'closing-button': 'true' },
};

/** `?transport=http` mounts both over HTTP (the default is the socket). */
const transport = new URLSearchParams(location.search).get('transport') === 'http' ? 'http' : 'socket';

const time = () => new Date().toISOString().slice(11, 23);

/** One line in a panel's log: what the element said, with the call it was about when there is one. */
function log(list, line) {
  const item = document.createElement('li');
  item.textContent = `${time()} ${line}`;
  list.append(item);
}

function mount(section, settings, token) {
  const slot = section.querySelector('[data-slot]');
  const list = section.querySelector('[data-log]');
  const el = document.createElement('payment-cashier');
  for (const [name, value] of Object.entries({ ...settings, transport })) el.setAttribute(name, value);
  for (const type of OUTBOUND) {
    el.addEventListener(`cashier:${type}`, (event) => {
      const call = event.detail?.call ?? event.detail?.type;
      log(list, `← ${type}${typeof call === 'string' ? ` ${call}` : ''}`);
      if (type === 'onClose') remove();
    });
  }
  el.schema = iconSchema();
  el.token = token; // a property: never printed into the DOM
  slot.append(el);
  const button = section.querySelector('[data-remove]');
  function remove() {
    if (!el.isConnected) return;
    el.remove();
    button.disabled = true;
    log(list, '— panel removed');
  }
  button.addEventListener('click', remove);
}

/** The player's open sockets, as the sandbox counts them (GET /sandbox/sockets): one per element. */
function watchSockets(token) {
  const status = document.querySelector('[data-sockets]');
  const read = async () => {
    const answer = await fetch('/sandbox/sockets', { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json(), () => null);
    if (answer && typeof answer.open === 'number') status.textContent = `Open sockets: ${answer.open}`;
  };
  void read();
  setInterval(read, SOCKET_POLL_MS);
}

const { token } = await issueToken();
for (const [name, settings] of Object.entries(PANELS)) mount(document.querySelector(`[data-panel="${name}"]`), settings, token);
watchSockets(token);
