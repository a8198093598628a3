// The playground: embeds the widget as a custom element or through the iframe fallback, feeds it
// the handshake and logs every message. It never prints the token into the DOM.
const LOCALES = ['en-US','ar','az','bn','de-DE','el','es-ES','es-MX','fil','fr','hi-IN','hi-Latn-IN','id','it','ja','kk','ko','ky','mr','ms','pl','pt-BR','ro','ru-RU','sw','te','tg','th','tr','uk','ur','uz','vi','zh'];
const form = document.getElementById('config');
const stage = document.getElementById('stage');
const log = document.getElementById('log');
const snippet = document.getElementById('snippet');
form.elements.token.value = 'sandbox-player-1'; // a property, so the page never prints it
document.getElementById('locale').append(...LOCALES.map((l) => new Option(l, l)));

let current = null;

function settings() {
  const data = new FormData(form);
  return {
    mode: data.get('mode'),
    token: String(data.get('token') || ''),
    locale: String(data.get('locale')),
    widgetViewType: String(data.get('widgetViewType')),
    transport: String(data.get('transport')),
    paymentGeo: String(data.get('paymentGeo') || 'RU').toUpperCase(),
    currency: String(data.get('currency') || ''),
    closingButton: data.get('closingButton') === 'on',
    isMobileApp: data.get('isMobileApp') === 'on',
  };
}

function addLog(direction, type, payload) {
  const item = document.createElement('li');
  item.className = `pg-log-${direction}`;
  const safe = { ...payload };
  if ('token' in safe) safe.token = '«redacted»';
  item.textContent = `${direction === 'in' ? '→ widget' : '← widget'} ${type} ${JSON.stringify(safe)}`;
  log.prepend(item);
}

function handshakeOf(s) {
  const { mode: _mode, currency, ...rest } = s;
  return currency ? { ...rest, currency } : rest;
}

function mountElement(s) {
  const el = document.createElement('payment-cashier');
  el.setAttribute('locale', s.locale);
  el.setAttribute('widget-view-type', s.widgetViewType);
  el.setAttribute('transport', s.transport);
  el.setAttribute('payment-geo', s.paymentGeo);
  el.setAttribute('closing-button', String(s.closingButton));
  for (const name of ['Loaded', 'onInit', 'onClose', 'onTokenExpired', 'Error', 'onInitError', 'onDisplayError', 'onCreateTransaction', 'onExternalRedirectEvent', 'onShare', 'Metric', 'onRequestRetry', 'onChangedPaymentMethodsCurrency', 'openExtBrowser', 'onInvalidP2PResponse', 'onRequest']) {
    el.addEventListener(`cashier:${name}`, (e) => addLog('out', name, e.detail));
  }
  el.token = s.token; // the documented way: a property, never printed into the DOM
  stage.append(el);
  return { send: (type, payload) => el.dispatchEvent(new CustomEvent(`host:${type}`, { detail: payload })), el };
}

function mountIframe(s) {
  const frame = document.createElement('iframe');
  frame.title = 'Payment cashier';
  const q = new URLSearchParams({ hostOrigin: location.origin, locale: s.locale, widgetViewType: s.widgetViewType, transport: s.transport, paymentGeo: s.paymentGeo });
  frame.src = `/widget/iframe.html?${q}`;
  stage.append(frame);
  const post = (type, payload) => frame.contentWindow?.postMessage(JSON.stringify({ type, payload }), location.origin);
  const onMessage = (event) => {
    if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
    const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    addLog('out', message.messageType, message);
    if (message.messageType === 'Loaded') {
      const payload = handshakeOf(s);
      addLog('in', 'loaded', payload);
      post('loaded', payload);
    }
  };
  window.addEventListener('message', onMessage);
  return { send: post, dispose: () => window.removeEventListener('message', onMessage) };
}

function mount() {
  current?.dispose?.();
  stage.replaceChildren();
  log.replaceChildren(); // a fresh widget, a fresh conversation
  const s = settings();
  current = s.mode === 'iframe' ? mountIframe(s) : mountElement(s);
  snippet.textContent = s.mode === 'iframe'
    ? `<iframe src="${location.origin}/widget/iframe.html?hostOrigin=${encodeURIComponent(location.origin)}&locale=${s.locale}"></iframe>\n<script type="module">\n  // answer the widget's Loaded with the handshake; the token goes in the message, never the URL\n  window.addEventListener('message', (e) => {\n    if (e.origin !== '${location.origin}') return;\n    const m = JSON.parse(e.data);\n    if (m.messageType === 'Loaded') e.source.postMessage(JSON.stringify({ type: 'loaded', payload: { token: '<token>', locale: '${s.locale}' } }), e.origin);\n  });\n</script>`
    : `<script type="module" src="${location.origin}/widget/payment-cashier.js"></script>\n<payment-cashier locale="${s.locale}" widget-view-type="${s.widgetViewType}" transport="${s.transport}" payment-geo="${s.paymentGeo}"></payment-cashier>\n<script type="module">\n  const el = document.querySelector('payment-cashier');\n  el.token = '<token>'; // a property: never an attribute the page prints\n  el.addEventListener('cashier:onClose', () => el.remove());\n</script>`;
}

form.addEventListener('submit', (e) => {
  e.preventDefault();
  mount();
});
document.querySelectorAll('[data-send]').forEach((button) =>
  button.addEventListener('click', () => {
    const type = button.dataset.send;
    const payload = type === 'bonus-list-updated' ? { bonusList: [] } : undefined;
    addLog('in', type, payload ?? {});
    current?.send(type, payload);
  }),
);
document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());
mount();
