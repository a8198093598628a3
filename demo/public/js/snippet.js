// A copy-paste snippet for the current configuration and embed mode. The token is always a
// placeholder: the real one never reaches the page.
import { hostMeta } from './captcha-meta.js';
import { scalarEntries } from './embed.js';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const json = (value, indent) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

/** The host's schema: its icon CDN and schema.meta (the crypto bonus flag, captcha ids, keys and script URLs). */
const schemaOf = (handshake, origin) => ({ assets: { methodIcons: `${origin}/sandbox/icons` }, meta: hostMeta(handshake, origin) });

function objects(handshake) {
  const out = {};
  if (handshake.experiments?.length) out.experiments = handshake.experiments;
  if (handshake.bonusList?.length) out.bonusList = `/* ${handshake.bonusList.length} bonuses from your bonus API */`;
  return out;
}

function elementSnippet(handshake, origin) {
  const attrs = scalarEntries(handshake).map(([k, v]) => `  ${kebab(k)}="${v}"`).join('\n');
  const extra = objects(handshake);
  const lines = [
    `<script type="module" src="${origin}/widget/payment-cashier.js"></script>`,
    `<payment-cashier\n${attrs}\n></payment-cashier>`,
    '<script type="module">',
    "  const cashier = document.querySelector('payment-cashier');",
    "  cashier.token = '<PLAYER_TOKEN>'; // a property: never an attribute the page prints",
    '  // your icon CDN; schema.meta: your captcha ids, site keys and script URLs (here: the sandbox doubles)',
    `  cashier.schema = ${json(schemaOf(handshake, origin), '  ')};`,
  ];
  if (extra.experiments) lines.push(`  cashier.experiments = ${json(extra.experiments, '  ')};`);
  if (extra.bonusList) lines.push(`  cashier.bonusList = [${extra.bonusList}];`);
  lines.push(
    "  cashier.addEventListener('cashier:onClose', () => cashier.remove());",
    "  cashier.addEventListener('cashier:onTokenExpired', async () => {",
    "    cashier.token = await refreshPlayerToken(); // your backend",
    '  });',
    '</script>',
  );
  return lines.join('\n');
}

function iframeSnippet(handshake, origin) {
  const query = new URLSearchParams([['hostOrigin', '<YOUR_ORIGIN>'], ...scalarEntries(handshake)]).toString().replace('%3CYOUR_ORIGIN%3E', 'https://your.site');
  const payload = { token: '<PLAYER_TOKEN>', ...Object.fromEntries(scalarEntries(handshake)), ...objects(handshake), schema: schemaOf(handshake, origin) };
  if (payload.closingButton !== undefined) payload.closingButton = payload.closingButton === 'true';
  return [
    `<iframe title="Payment cashier" src="${origin}/widget/iframe.html?${query}"></iframe>`,
    '<script>',
    "  // Answer the widget's Loaded with the handshake; the token travels in the message, never the URL.",
    "  addEventListener('message', (e) => {",
    `    if (e.origin !== '${origin}') return;`,
    '    const m = JSON.parse(e.data);',
    "    if (m.messageType === 'Loaded') {",
    `      const payload = ${json(payload, '      ')};`,
    "      e.source.postMessage(JSON.stringify({ type: 'loaded', payload }), e.origin);",
    '    }',
    '  });',
    '</script>',
  ].join('\n');
}

function nativeSnippet(handshake, origin) {
  const query = new URLSearchParams([['isMobileApp', 'true'], ...scalarEntries(handshake).filter(([k]) => k !== 'isMobileApp')]);
  return [
    '// Android (Kotlin): load the iframe page, expose the bridge, inject the player record.',
    'webView.settings.javaScriptEnabled = true',
    'webView.addJavascriptInterface(object {',
    '  @JavascriptInterface fun postMessage(json: String) = handleCashierMessage(json)',
    '}, "PaymentCashierBridge")',
    `webView.loadUrl("${origin}/widget/iframe.html?${query}")`,
    '// once the page has loaded (the widget waits up to 5 s, polling every 10 ms):',
    'webView.evaluateJavascript("window.paymentCashierUser = " + JSONObject.quote(playerJsonWithToken), null)',
    '',
    '// iOS (Swift): the same page; messages arrive on webkit.messageHandlers.paymentCashier',
    'config.userContentController.add(handler, name: "paymentCashier")',
  ].join('\n');
}

/** The snippet text for `mode` ('element' | 'iframe' | 'native'). */
export function snippetFor(mode, handshake, origin = location.origin) {
  if (mode === 'iframe') return iframeSnippet(handshake, origin);
  if (mode === 'native') return nativeSnippet(handshake, origin);
  return elementSnippet(handshake, origin);
}

/** Copies text; falls back to a selection + execCommand where the Clipboard API is refused. */
export async function copyText(text, pre) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    return document.execCommand('copy');
  }
}
