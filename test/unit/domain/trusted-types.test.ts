import { expect } from '@open-wc/testing';
import {
  allowScriptUrls,
  cashierPolicy,
  inertHtml,
  TRUSTED_TYPES_POLICY_NAME,
  trustedScriptUrl,
} from '../../../src/domain/trusted-types.ts';

// Each case gets a fresh same-origin frame whose own CSP enforces Trusted Types as a strict host
// page does (docs/security.md): the policy lives per window, so the test page's is never touched.
type TTWindow = typeof globalThis & {
  trustedTypes: { createPolicy(name: string, rules: object): unknown; isScriptURL(v: unknown): boolean; isHTML(v: unknown): boolean };
};
const frames: HTMLIFrameElement[] = [];

async function enforcingWindow(policies = TRUSTED_TYPES_POLICY_NAME): Promise<TTWindow> {
  const frame = document.createElement('iframe');
  const csp = `require-trusted-types-for 'script'; trusted-types ${policies}`;
  frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}"><title>host</title>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame.contentWindow as unknown as TTWindow;
}

const RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=cb&hl=en';
const setSrc = (win: TTWindow, src: unknown): void => {
  win.document.createElement('script').src = src as string;
};

describe('Trusted Types: the payment-cashier policy (TT-01…TT-05)', () => {
  afterEach(() => frames.splice(0).forEach((f) => f.remove()));

  it('TT-01: one policy named payment-cashier per window, reused by every caller (a second element)', async () => {
    const win = await enforcingWindow();
    const first = cashierPolicy(win);
    expect(first).to.not.equal(null);
    expect(cashierPolicy(win)).to.equal(first);
    // The page's CSP forbids a second policy of that name: reuse is what keeps a second element working.
    expect(() => win.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY_NAME, {})).to.throw();
  });

  it('TT-01: a second copy of the bundle on the page (another module instance) reuses the same policy', async () => {
    const win = await enforcingWindow();
    const first = cashierPolicy(win);
    // The query makes the dev server hand out a separate instance of the module, as a second bundle would be.
    const copy = (await import(`../../../src/domain/trusted-types.ts?copy=${Date.now()}`)) as typeof import('../../../src/domain/trusted-types.ts');
    expect(copy.cashierPolicy).to.not.equal(cashierPolicy);
    expect(copy.cashierPolicy(win)).to.equal(first);
    expect(win.trustedTypes.isScriptURL(copy.trustedScriptUrl(RECAPTCHA, win))).to.equal(true);
  });

  it('TT-02: the script URLs the widget loads pass as TrustedScriptURL and the sink takes them', async () => {
    const win = await enforcingWindow();
    const trusted = trustedScriptUrl(RECAPTCHA, win);
    expect(win.trustedTypes.isScriptURL(trusted)).to.equal(true);
    expect(() => setSrc(win, trusted)).to.not.throw();
    expect(String(trustedScriptUrl('https://static.geetest.com/v4/gt4.js', win))).to.equal('https://static.geetest.com/v4/gt4.js');
    // A plain string is what the unfixed loader assigned: the page refuses it.
    expect(() => setSrc(win, RECAPTCHA)).to.throw(/requires 'TrustedScriptURL'/);
  });

  it('TT-02: any other script URL is refused, with Trusted Types or without', async () => {
    const win = await enforcingWindow();
    const refused = [
      'https://evil.example/api.js',
      'https://www.google.com/recaptcha/evil.js',
      'https://www.google.com.evil.example/recaptcha/api.js',
      'http://www.google.com/recaptcha/api.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '\u2028javascript:alert(1)',
      '//evil.example/api.js',
    ];
    for (const url of refused) {
      expect(() => trustedScriptUrl(url, win), url).to.throw(TypeError);
      expect(() => trustedScriptUrl(url), `${url} (no enforcement)`).to.throw(TypeError);
    }
  });

  it('TT-02: a script URL the host configured (schema.meta.captchaScripts) may load once allowed, any query', async () => {
    const win = await enforcingWindow();
    const mirror = 'https://captcha-mirror.example/recaptcha/api.js';
    expect(() => trustedScriptUrl(mirror, win)).to.throw(TypeError);
    allowScriptUrls([mirror], win);
    expect(win.trustedTypes.isScriptURL(trustedScriptUrl(`${mirror}?hl=de`, win))).to.equal(true);
    expect(() => trustedScriptUrl('https://captcha-mirror.example/recaptcha/other.js', win)).to.throw(TypeError);
  });

  it("TT-02: the widget's own folder may load (its chunk base), nothing beside it", async () => {
    const win = await enforcingWindow();
    const own = new URL('./chunk.js', new URL('../../../src/domain/trusted-types.ts', import.meta.url)).href;
    expect(String(trustedScriptUrl(own, win))).to.equal(own);
    expect(() => trustedScriptUrl(new URL('/elsewhere.js', location.href).href, win)).to.throw(TypeError);
  });

  it('TT-04: HTML for an inert parse passes as TrustedHTML; a plain string is refused by the page', async () => {
    const win = await enforcingWindow();
    const parser = new (win as unknown as typeof globalThis).DOMParser();
    const html = '<p>Step <b>one</b></p>';
    expect(win.trustedTypes.isHTML(inertHtml(html, win))).to.equal(true);
    expect(parser.parseFromString(inertHtml(html, win), 'text/html').body.textContent).to.equal('Step one');
    expect(() => parser.parseFromString(html, 'text/html')).to.throw(/requires 'TrustedHTML'/);
  });

  it('TT-03: a host that took the name first: no policy and no error; the URL rule still holds', async () => {
    const win = await enforcingWindow();
    win.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createScriptURL: (u: string) => u });
    expect(() => cashierPolicy(win)).to.not.throw();
    expect(cashierPolicy(win)).to.equal(null);
    expect(trustedScriptUrl(RECAPTCHA, win)).to.equal(RECAPTCHA);
    expect(() => trustedScriptUrl('https://evil.example/api.js', win)).to.throw(TypeError);
  });

  it('TT-03: a page whose CSP does not list the policy: no policy and no error', async () => {
    const win = await enforcingWindow('some-other-policy');
    expect(cashierPolicy(win)).to.equal(null);
    expect(inertHtml('<b>x</b>', win)).to.equal('<b>x</b>');
  });

  it('TT-05: without Trusted Types (a window lacking the factory) the calls hand back plain strings', () => {
    const bare = { location: window.location } as unknown as typeof globalThis;
    expect(cashierPolicy(bare)).to.equal(null);
    expect(trustedScriptUrl(RECAPTCHA, bare)).to.equal(RECAPTCHA);
    expect(inertHtml('<i>x</i>', bare)).to.equal('<i>x</i>');
    expect(() => trustedScriptUrl('https://evil.example/x.js', bare)).to.throw(TypeError);
  });
});
