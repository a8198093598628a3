// The three ways a host embeds the widget (docs/host-contract.md "Embedding modes"). Each mount
// returns { send(type, payload), setToken(token), dispose() } so the rest of the playground does
// not care which mode is live. Tokens travel only through properties and messages.

// Every message the widget can send: the build emits the widget's own list (src/domain/host-messages.ts)
// beside the widget, so the log listens to exactly what the widget sends (decision HM-03).
import { OUTBOUND_MESSAGES as OUTBOUND } from '/widget/host-messages.js';

/** Non-secret handshake fields that may travel as attributes or query values. */
const SCALARS = ['locale', 'widgetViewType', 'transport', 'paymentGeo', 'currency', 'closingButton', 'isMobileApp', 'route'];
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Scalar settings as strings, skipping the empty ones (an absent field keeps its default). */
export function scalarEntries(handshake) {
  return SCALARS.filter((k) => handshake[k] !== undefined && handshake[k] !== '').map((k) => [k, String(handshake[k])]);
}

/** Where the sandbox serves method icons; a real host points this at its CDN (LIST-23). */
export const iconSchema = () => ({ assets: { methodIcons: `${location.origin}/sandbox/icons` } });

/**
 * Custom element: attributes for scalars, properties for the token and the objects,
 * `host:<type>` events in, `cashier:<messageType>` events out.
 */
export function mountElement(screen, handshake, { onOut, onIn }) {
  const el = document.createElement('payment-cashier');
  for (const [key, value] of scalarEntries(handshake)) el.setAttribute(kebab(key), value);
  const listeners = OUTBOUND.map((type) => {
    const fn = (event) => onOut(type, event.detail, 'event');
    el.addEventListener(`cashier:${type}`, fn);
    return [type, fn];
  });
  el.schema = handshake.schema;
  el.experiments = handshake.experiments;
  if (handshake.bonusList) el.bonusList = handshake.bonusList;
  if (handshake.user) el.user = handshake.user;
  el.token = handshake.token; // a property: never printed into the DOM
  onIn('properties', { token: handshake.token, user: handshake.user, schema: handshake.schema, experiments: handshake.experiments, bonusList: handshake.bonusList }, 'property');
  screen.append(el);
  return {
    channel: 'event',
    send: (type, payload) => {
      onIn(type, payload, 'event');
      el.dispatchEvent(new CustomEvent(`host:${type}`, { detail: payload }));
    },
    setToken: (token) => {
      onIn('token', { token }, 'property');
      el.token = token;
    },
    dispose: () => listeners.forEach(([type, fn]) => el.removeEventListener(`cashier:${type}`, fn)),
  };
}

/**
 * Iframe fallback: non-secret settings in the URL, the handshake (token included) in the
 * `loaded` post that answers the widget's `Loaded`.
 */
export function mountIframe(screen, handshake, { onOut, onIn }) {
  const frame = document.createElement('iframe');
  frame.title = 'Payment cashier';
  frame.className = 'pg-embed-frame';
  const query = new URLSearchParams([['hostOrigin', location.origin], ...scalarEntries(handshake)]);
  frame.src = `/widget/iframe.html?${query}`;
  let current = handshake;
  const post = (type, payload) => {
    onIn(type, payload, 'post');
    frame.contentWindow?.postMessage(JSON.stringify(payload === undefined ? { type } : { type, payload }), location.origin);
  };
  const onMessage = (event) => {
    if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
    let message = event.data;
    try {
      if (typeof message === 'string') message = JSON.parse(message);
    } catch {
      return;
    }
    if (!message || message.source !== 'payment-cashier') return;
    onOut(message.messageType, message, 'post');
    if (message.messageType === 'Loaded') post('loaded', loadedPayload(current));
  };
  window.addEventListener('message', onMessage);
  screen.append(frame);
  return {
    channel: 'post',
    send: post,
    setToken: (token) => {
      current = { ...current, token, user: current.user ? { ...current.user, token } : undefined };
      post('loaded', loadedPayload(current));
    },
    dispose: () => window.removeEventListener('message', onMessage),
  };
}

/** The `loaded` payload: every handshake field the host has, objects included. */
function loadedPayload(handshake) {
  const out = {};
  for (const [key, value] of Object.entries(handshake)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * Simulated native web view: native.html plays the app. It installs the bridge before the
 * widget loads, injects the player's record we hand it, and relays every bridge message back.
 */
export function mountNative(screen, handshake, { onOut, onIn }) {
  const frame = document.createElement('iframe');
  frame.title = 'Native web view';
  frame.className = 'pg-embed-frame';
  // schema.meta (captcha ids, keys, the doubles' URLs; no secrets) rides in the query: the app sets it on its element.
  const meta = handshake.schema?.meta ? [['schemaMeta', JSON.stringify(handshake.schema.meta)]] : [];
  frame.src = `/native.html?${new URLSearchParams([['embedded', '1'], ...scalarEntries(handshake), ...meta])}`;
  const toApp = (message) => frame.contentWindow?.postMessage({ source: 'pc-playground', ...message }, location.origin);
  const onMessage = (event) => {
    if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
    const data = event.data;
    if (data?.source !== 'pc-native-app') return;
    if (data.kind === 'ready') {
      // The app injects the player's record into its web view (HOST-20), token included.
      const user = { ...handshake.user, token: handshake.token, paymentGeo: handshake.paymentGeo };
      if (handshake.currency) user.currency = handshake.currency;
      toApp({ kind: 'user', user });
      onIn('paymentCashierUser', { ...user }, 'bridge');
    } else if (data.kind === 'bridge') {
      let message;
      try {
        message = JSON.parse(data.json);
      } catch {
        return;
      }
      onOut(message.messageType, message, 'bridge');
    }
  };
  window.addEventListener('message', onMessage);
  screen.append(frame);
  return {
    channel: 'bridge',
    send: (type, payload) => {
      onIn(type, payload, 'bridge');
      toApp({ kind: 'host', type, payload });
    },
    setToken: (token) => {
      onIn('token', { token }, 'bridge');
      toApp({ kind: 'token', token });
    },
    dispose: () => window.removeEventListener('message', onMessage),
  };
}

/** Mounts `mode` ('element' | 'iframe' | 'native') into `screen`. */
export function mount(mode, screen, handshake, hooks) {
  if (mode === 'iframe') return mountIframe(screen, handshake, hooks);
  if (mode === 'native') return mountNative(screen, handshake, hooks);
  return mountElement(screen, handshake, hooks);
}
