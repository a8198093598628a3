// Sandbox test double of reCAPTCHA Enterprise's enterprise.js, score check (docs/sandbox.md
// "Captcha test doubles"). It defines the documented `grecaptcha.enterprise.ready(cb)` and
// `grecaptcha.enterprise.execute(sitekey, { action }) → Promise<token>`; its behaviour comes from
// this script's own URL: ?mode=pass|noenterprise|error&render=<sitekey> (mode=noload: 503).
(() => {
  'use strict';
  const src = new URL(document.currentScript?.src ?? location.href, location.href);
  const origin = src.origin;
  const mode = src.searchParams.get('mode') ?? 'pass';
  const rendered = src.searchParams.get('render');
  // noenterprise: the script loads but brings no enterprise client.
  if (mode === 'noenterprise') return;

  const g = (window.grecaptcha ??= {}); // keeps render/execute if api.js came first

  async function execute(sitekey, options = {}) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!sitekey || sitekey !== rendered) throw new Error(`Invalid site key or not loaded in api.js: ${sitekey}`);
    if (mode === 'error') throw new Error('sandbox: the enterprise score check failed');
    const r = await fetch(`${origin}/sandbox/captcha/recaptcha/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'score', sitekey, ...(options.action ? { action: String(options.action) } : {}) }),
    });
    if (!r.ok) throw new Error(`sandbox: token answered ${r.status}`);
    return (await r.json()).token;
  }

  g.enterprise = { ready: (cb) => setTimeout(cb, 0), execute };
})();
