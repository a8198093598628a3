// Sandbox test double of reCAPTCHA v2's api.js, invisible size (docs/sandbox.md "Captcha test
// doubles"). It defines the documented `grecaptcha.render / execute / reset / getResponse / ready`
// and calls `window[onload]()`; its behaviour comes from this script's own URL:
// ?mode=pass|challenge|expire|error&onload=<fn>&hl=<lang> (mode=noload never gets here: 503).
// The challenge has Google's DOM shape: an outer div whose style.visibility turns 'hidden' when
// the player clicks the backdrop, a backdrop div, and a div holding the bframe iframe.
// CSP-safe: no eval, styles only through CSSOM.
(() => {
  'use strict';
  const src = new URL(document.currentScript?.src ?? location.href, location.href);
  const origin = src.origin;
  const mode = src.searchParams.get('mode') ?? 'pass';
  const onload = src.searchParams.get('onload');
  const hl = src.searchParams.get('hl') ?? 'en';

  const widgets = [];
  const g = (window.grecaptcha ??= {}); // keeps grecaptcha.enterprise if that script came first

  const css = (node, styles) => {
    Object.assign(node.style, styles);
    return node;
  };

  async function fetchToken(sitekey) {
    const r = await fetch(`${origin}/sandbox/captcha/recaptcha/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'invisible', sitekey }),
    });
    if (!r.ok) throw new Error(`token answered ${r.status}`);
    return (await r.json()).token;
  }

  function widgetOf(id) {
    const w = widgets[id ?? 0];
    if (!w) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return w;
  }

  async function deliver(w) {
    let token;
    try {
      token = await fetchToken(w.params.sitekey);
    } catch {
      hideChallenge(w);
      w.params['error-callback']?.();
      return;
    }
    // The response is readable before the challenge hides, and the callback runs in the same task,
    // before any MutationObserver on the outer div sees it hidden.
    w.response = token;
    hideChallenge(w);
    w.params.callback?.(token);
  }

  function hideChallenge(w) {
    if (w.challenge) w.challenge.style.visibility = 'hidden';
  }

  function showChallenge(w) {
    w.challenge?.remove();
    const outer = css(document.createElement('div'), {
      visibility: 'visible', position: 'fixed', inset: '0', zIndex: '2000000000', transition: 'visibility linear 0.3s, opacity 0.3s linear',
    });
    const backdrop = css(document.createElement('div'), {
      position: 'fixed', inset: '0', background: 'rgb(255, 255, 255)', opacity: '0.5', zIndex: '2000000000',
    });
    const holder = css(document.createElement('div'), {
      position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: '2000000001',
      border: '1px solid rgb(204, 204, 204)', boxShadow: 'rgba(0, 0, 0, 0.2) 2px 2px 3px', background: 'rgb(255, 255, 255)',
    });
    const frame = css(document.createElement('iframe'), { width: '320px', height: '220px', border: '0', display: 'block' });
    frame.title = 'recaptcha challenge expires in two minutes';
    frame.name = `c-sandbox-${widgets.indexOf(w)}`;
    frame.src = `${origin}/sandbox/captcha/recaptcha/bframe?${new URLSearchParams({ k: w.params.sitekey, origin: location.origin, hl })}`;
    holder.append(frame);
    outer.append(backdrop, holder);
    // Google's way of closing: a click outside the challenge hides it and tells nobody.
    backdrop.addEventListener('click', () => hideChallenge(w));
    w.challenge = outer;
    w.frame = frame;
    document.body.append(outer);
    frame.addEventListener('load', () => frame.focus(), { once: true });
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    const w = widgets.find((x) => x.frame && x.frame.contentWindow === event.source);
    if (!w || w.challenge?.style.visibility !== 'visible') return;
    if (event.data?.sandboxRecaptcha === 'verified') deliver(w);
    if (event.data?.sandboxRecaptcha === 'close') hideChallenge(w); // Escape in the challenge, like a backdrop click
  });

  g.render = (container, params = {}) => {
    if (!params.sitekey) throw new Error('Missing required parameters: sitekey');
    const host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host) throw new Error('reCAPTCHA placeholder element must be an element or id');
    const badge = css(document.createElement('div'), { fontSize: '11px', color: 'rgb(85, 85, 85)', padding: '2px 4px' });
    badge.className = 'grecaptcha-badge';
    badge.textContent = 'protected by the sandbox reCAPTCHA double';
    host.append(badge);
    widgets.push({ params, response: '', challenge: null, frame: null });
    return widgets.length - 1;
  };

  g.execute = (id) => {
    const w = widgetOf(id);
    w.response = '';
    setTimeout(() => {
      if (mode === 'expire') return w.params['expired-callback']?.();
      if (mode === 'error') return w.params['error-callback']?.();
      if (mode === 'challenge') return showChallenge(w);
      return deliver(w);
    }, 0);
  };

  g.reset = (id) => {
    const w = widgetOf(id);
    w.response = '';
    hideChallenge(w);
  };

  g.getResponse = (id) => widgetOf(id).response;
  g.ready = (cb) => setTimeout(cb, 0);

  if (onload && typeof window[onload] === 'function') setTimeout(() => window[onload](), 0);
})();
