// Sandbox test double of GeeTest v4's gt4.js (docs/sandbox.md "Captcha test doubles"). It defines
// the documented global `initGeetest4(config, callback)` and a captcha object with GeeTest's own
// methods; its behaviour comes from this script's own URL: ?mode=pass|fail|network|unknown&failures=N
// (mode=noload never gets here: the server answers 503). CSP-safe: no eval, no inline styles (the
// dialog is styled by /sandbox/captcha/doubles.css, added with a <link>).
(() => {
  'use strict';
  const src = new URL(document.currentScript?.src ?? location.href, location.href);
  const origin = src.origin;
  const mode = src.searchParams.get('mode') ?? 'pass';
  const wanted = Number(src.searchParams.get('failures') ?? '1');
  const failures = Number.isInteger(wanted) && wanted >= 0 ? wanted : 1;
  // Page-wide counters: a retry may load the script again or call initGeetest4 again.
  window.__sandboxGeetestNetworkErrors ??= 0;
  window.__sandboxGeetestFailedPresses ??= 0;

  const READY_DELAY_MS = 50;
  // GeeTest's language codes → BCP 47 for the dialog's `lang` (axe valid-lang); the code itself
  // shows in the dialog's "Language:" line and its data-geetest-language attribute.
  const BCP47 = {
    zho: 'zh', 'zho-tw': 'zh-TW', 'zho-hk': 'zh-HK', eng: 'en', jpn: 'ja', ind: 'id', kor: 'ko', rus: 'ru',
    ara: 'ar', spa: 'es', por: 'pt', pon: 'pt-BR', fra: 'fr', deu: 'de', udm: 'ug',
  };
  const RTL = ['ara', 'udm'];
  const STYLESHEET_ID = 'sandbox-captcha-doubles-css';
  let dialogSeq = 0;

  function addStylesheet() {
    if (document.getElementById(STYLESHEET_ID)) return;
    const link = document.createElement('link');
    link.id = STYLESHEET_ID;
    link.rel = 'stylesheet';
    link.href = `${origin}/sandbox/captcha/doubles.css`;
    document.head.append(link);
  }

  function el(tag, props = {}, ...children) {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  }

  class CaptchaObj {
    constructor(config) {
      this.config = config;
      this.handlers = { ready: [], success: [], fail: [], error: [], close: [] };
      this.validate = false;
      this.dialog = null;
    }
    on(name, cb) {
      if (typeof cb === 'function') this.handlers[name].push(cb);
      return this;
    }
    onReady(cb) { return this.on('ready', cb); }
    onSuccess(cb) { return this.on('success', cb); }
    onFail(cb) { return this.on('fail', cb); }
    onError(cb) { return this.on('error', cb); }
    onClose(cb) { return this.on('close', cb); }
    emit(name, arg) {
      for (const cb of this.handlers[name]) cb(arg);
    }
    getValidate() {
      return this.validate;
    }
    reset() {
      this.validate = false;
      return this;
    }
    destroy() {
      this.removeDialog();
      for (const list of Object.values(this.handlers)) list.length = 0;
    }
    removeDialog() {
      this.dialog?.remove();
      this.dialog = null;
    }
    close() {
      this.removeDialog();
      this.emit('close');
    }
    showCaptcha() {
      if (this.dialog) return this;
      addStylesheet();
      const id = `sandbox-geetest-title-${++dialogSeq}`;
      const language = String(this.config.language ?? 'eng');
      const status = el('p', { className: 'sbx-captcha__status', role: 'status' });
      const verify = el('button', { type: 'button', className: 'sbx-captcha__primary', textContent: 'Verify' });
      const close = el('button', { type: 'button', className: 'sbx-captcha__ghost', textContent: 'Close' });
      const box = el('div', { className: 'sbx-captcha__box' },
        el('h2', { id, textContent: 'Security check (sandbox slider)' }),
        el('p', { textContent: "The sandbox stands in for GeeTest's slider: press Verify." }),
        el('p', { className: 'sbx-captcha__lang', textContent: `Language: ${language}` }),
        status,
        el('div', { className: 'sbx-captcha__actions' }, verify, close),
      );
      const dialog = el('div', { className: 'sbx-captcha' }, box);
      const tag = BCP47[language] ?? (/^[a-z]{2}(-[A-Z]{2})?$/.test(language) ? language : '');
      if (tag) box.lang = tag;
      if (RTL.includes(language)) box.dir = 'rtl';
      box.dataset.geetestLanguage = language;
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', id);
      dialog.dataset.sandboxCaptcha = 'geetest';
      verify.addEventListener('click', () => this.press(verify, status));
      close.addEventListener('click', () => this.close());
      dialog.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          this.close();
        } else if (e.key === 'Tab') {
          // aria-modal: focus stays on the dialog's two buttons.
          const target = e.shiftKey ? (document.activeElement === verify ? close : null) : document.activeElement === close ? verify : null;
          if (target) {
            e.preventDefault();
            target.focus();
          }
        }
      });
      this.dialog = dialog;
      document.body.append(dialog);
      verify.focus();
      return this;
    }
    async press(verify, status) {
      if (mode === 'fail' && window.__sandboxGeetestFailedPresses < failures) {
        window.__sandboxGeetestFailedPresses += 1;
        status.textContent = 'Try again';
        this.emit('fail', { code: 60002, msg: 'Verification failed', failCount: window.__sandboxGeetestFailedPresses });
        return;
      }
      verify.disabled = true;
      status.textContent = 'Checking…';
      let answer;
      try {
        const r = await fetch(`${origin}/sandbox/captcha/geetest/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ captcha_id: String(this.config.captchaId) }),
        });
        if (!r.ok) throw new Error(`verify answered ${r.status}`);
        answer = await r.json();
      } catch (error) {
        this.removeDialog();
        this.emit('error', { code: 60101, msg: 'Network error', desc: { detail: `sandbox: /verify failed: ${error.message}` } });
        return;
      }
      this.validate = { ...answer, captcha_id: String(this.config.captchaId) };
      this.removeDialog();
      this.emit('success');
    }
  }

  window.initGeetest4 = (config, callback) => {
    const obj = new CaptchaObj(config ?? {});
    setTimeout(() => {
      callback(obj);
      setTimeout(() => {
        if (!obj.config.captchaId) return obj.emit('error', { code: 60001, msg: 'Param captchaId is missing', desc: {} });
        if (mode === 'network') {
          const count = window.__sandboxGeetestNetworkErrors;
          window.__sandboxGeetestNetworkErrors = count + 1;
          if (count < failures) return obj.emit('error', { code: 60100, msg: 'Network error', desc: { detail: 'sandbox: /load request failed' } });
        }
        if (mode === 'unknown') return obj.emit('error', { code: 60500, msg: 'Server forbidden', desc: {} });
        return obj.emit('ready');
      }, READY_DELAY_MS);
    }, 0);
  };
})();
