// Plays the native app around the widget's web view (docs/host-contract.md "Native web view").
// It runs before the widget loads, as a real app's injected script would:
// - installs the Android-style JS bridge `window.PaymentCashierBridge`;
// - injects the player's record as `window.paymentCashierUser` (after 300 ms, like an app that
//   reads its keychain first). Standalone it asks the sandbox for a token; inside the
//   playground (?embedded=1) the playground hands the record over with postMessage;
// - shows every bridge message in its own log and relays it to the playground.
// Query: ?user=none never injects a record (start-up then fails after 5 s, HOST-19).
(function () {
  const params = new URLSearchParams(location.search);
  const embedded = params.get('embedded') === '1' && window.parent !== window;
  const INJECT_DELAY_MS = 300;
  if (embedded) document.documentElement.classList.add('is-embedded');
  const SETTINGS = ['locale', 'widgetViewType', 'transport', 'paymentGeo', 'currency', 'closingButton', 'route'];
  const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const toPlayground = (message) => {
    if (embedded) window.parent.postMessage({ source: 'pc-native-app', ...message }, location.origin);
  };
  const whenReady = (fn) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', fn) : fn());
  const widget = () => document.querySelector('payment-cashier');
  const time = () => new Date().toISOString().slice(11, 23);

  function show(line) {
    whenReady(() => {
      const log = document.getElementById('log');
      if (!log) return;
      const item = document.createElement('li');
      item.className = 'pg-native-line';
      item.textContent = line;
      log.prepend(item);
    });
  }

  window.PaymentCashierBridge = {
    postMessage(json) {
      let type = '?';
      try {
        type = JSON.parse(json).messageType;
      } catch {
        // not JSON: shown as it came
      }
      show(`${time()} bridge ← ${type} ${json}`);
      toPlayground({ kind: 'bridge', json });
    },
  };

  function inject(user) {
    setTimeout(() => {
      window.paymentCashierUser = JSON.stringify(user);
      show(`${time()} app → paymentCashierUser injected (player ${user.id_user ?? '?'})`);
    }, INJECT_DELAY_MS);
  }

  /** The playground's schema.meta (captcha ids, keys, script URLs), handed over in the query. */
  function schemaMeta() {
    try {
      const meta = JSON.parse(params.get('schemaMeta') ?? 'null');
      return meta && typeof meta === 'object' ? { meta } : {};
    } catch {
      return {};
    }
  }

  // The web view's element: non-secret settings from the query; method icons from the sandbox.
  whenReady(() => {
    const el = document.createElement('payment-cashier');
    el.setAttribute('is-mobile-app', '');
    for (const key of SETTINGS) {
      const value = params.get(key);
      if (value !== null && value !== '') el.setAttribute(kebab(key), value);
    }
    el.schema = { assets: { methodIcons: `${location.origin}/sandbox/icons` }, ...schemaMeta() };
    document.getElementById('webview').append(el);
  });

  if (embedded) {
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || event.origin !== location.origin) return;
      const data = event.data;
      if (data?.source !== 'pc-playground') return;
      if (data.kind === 'user') inject(data.user);
      else if (data.kind === 'token' && widget()) widget().token = data.token;
      else if (data.kind === 'host' && widget()) widget().dispatchEvent(new CustomEvent(`host:${data.type}`, { detail: data.payload }));
    });
    toPlayground({ kind: 'ready' });
  } else if (params.get('user') !== 'none') {
    fetch('/sandbox/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ country: params.get('paymentGeo') || 'RU' }) })
      .then((response) => response.json())
      .then(({ user }) => inject({ ...user, platform: 'android' }));
  } else {
    show(`${time()} app → no paymentCashierUser (?user=none)`);
  }
})();
