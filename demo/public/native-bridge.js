// Plays the native app: an Android-style JS bridge that receives the widget's JSON messages,
// and the user record the app injects into the web view (here after 300 ms).
(function () {
  const params = new URLSearchParams(location.search);
  const received = [];
  window.PaymentCashierBridge = {
    postMessage(json) {
      received.push(json);
      const show = () => {
        const log = document.getElementById('log');
        if (!log) return setTimeout(show, 20);
        const item = document.createElement('li');
        item.className = 'pg-log-out';
        const message = JSON.parse(json);
        item.textContent = `bridge ← ${message.messageType} ${json}`;
        log.prepend(item);
      };
      show();
    },
  };
  if (params.get('user') !== 'none') {
    setTimeout(() => {
      window.paymentCashierUser = JSON.stringify({ token: params.get('token') || 'sandbox-player-1', id_user: 1001, lang: 'en', currency: 'RUB', country: 'RU', platform: 'android' });
    }, 300);
  }
})();
