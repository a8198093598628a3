import { expect } from '@open-wc/testing';
import { runGeetestSlider } from '../../../../../src/stores/deposit/captcha/geetest-slider.ts';
import type { SliderTimers } from '../../../../../src/stores/deposit/captcha/geetest-slider.ts';
import { runInvisibleCheck } from '../../../../../src/stores/deposit/captcha/recaptcha-invisible.ts';
import { runScoreCheck } from '../../../../../src/stores/deposit/captcha/recaptcha-score.ts';
import { sliderResult } from '../../../../../src/stores/deposit/captcha/slider-result.ts';
import { captchaError, captchaErrorKind } from '../../../../../src/stores/deposit/captcha/captcha-error.ts';
import { resetScriptLoads } from '../../../../../src/stores/deposit/captcha/load-script.ts';
import { CashierError } from '../../../../../src/transport/errors.ts';
import { allowScriptUrls } from '../../../../../src/domain/trusted-types.ts';

type Fake = { mode: string; configs: Array<Record<string, unknown>>; shown: number; destroyed: number; result: unknown };
type TestWindow = Window & { __fakeGeetest?: Fake; initGeetest4?: unknown; grecaptcha?: unknown };
const w = window as TestWindow;

const FAKE_GT4 = '/test/unit/fixtures/fake-gt4.js';
const EMPTY = '/test/unit/fixtures/empty-script.js';
const MISSING = '/test/unit/fixtures/no-such-script.js';
// The fixtures play the providers' scripts: the host configures them, as schema.meta would (TT-02).
allowScriptUrls([FAKE_GT4, EMPTY, MISSING]);
const OUTPUT = { captcha_id: 'gt-1', lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

async function kindOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return 'resolved';
  } catch (error: unknown) {
    return captchaErrorKind(error) ?? (error instanceof CashierError ? error.message : String(error));
  }
}

function cleanScripts(): void {
  resetScriptLoads();
  document.head.querySelectorAll('script[src*="/test/unit/fixtures/"]').forEach((s) => s.remove());
  delete w.initGeetest4;
  delete w.grecaptcha;
}

describe('captcha providers: the slider (GeeTest v4)', () => {
  beforeEach(() => {
    cleanScripts();
    w.__fakeGeetest = { mode: 'pass', configs: [], shown: 0, destroyed: 0, result: OUTPUT };
  });
  afterEach(cleanScripts);

  const settings = (scripts: string[] = [FAKE_GT4]) => ({ captchaId: 'gt-1', language: 'rus', scripts });

  it('CAPTCHA-03/CAPTCHA-05: loads the first script that loads (fallbacks in order), binds, and shows the slider in the chosen language', async () => {
    const result = await runGeetestSlider(settings([MISSING, FAKE_GT4]));
    expect(result).to.deep.equal(OUTPUT);
    expect(w.__fakeGeetest!.configs).to.deep.equal([{ captchaId: 'gt-1', product: 'bind', language: 'rus', timeout: 30_000 }]);
    expect(w.__fakeGeetest!.shown).to.equal(1);
    expect(w.__fakeGeetest!.destroyed).to.equal(1);
  });

  it('CAPTCHA-14: no script loads → script load failure; a script without initGeetest4 → script load failure', async () => {
    expect(await kindOf(runGeetestSlider(settings([MISSING])))).to.equal('script');
    expect(await kindOf(runGeetestSlider(settings([EMPTY])))).to.equal('script');
  });

  it('CAPTCHA-14: closing the slider is "closed"; a GeeTest network code is "network"; any other code "unknown"', async () => {
    w.__fakeGeetest!.mode = 'close';
    expect(await kindOf(runGeetestSlider(settings()))).to.equal('closed');
    w.__fakeGeetest!.mode = 'network';
    expect(await kindOf(runGeetestSlider(settings()))).to.equal('network');
    w.__fakeGeetest!.mode = 'unknown';
    expect(await kindOf(runGeetestSlider(settings()))).to.equal('unknown');
  });

  it('CAPTCHA-04: a slider not ready in 30 s fails as a network failure (retried by the caller)', async () => {
    w.__fakeGeetest!.mode = 'never';
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const fake: SliderTimers = { set: (fn, ms) => timers.push({ fn, ms }), clear: () => undefined };
    const run = runGeetestSlider(settings(), window, fake);
    await new Promise((r) => setTimeout(r, 50));
    expect(timers.map((t) => t.ms)).to.deep.equal([30_000]);
    timers[0]!.fn();
    expect(await kindOf(run)).to.equal('network');
    expect(w.__fakeGeetest!.shown).to.equal(0);
  });
});

describe('captcha providers: the slider retries (CAPTCHA-15/16)', () => {
  const network = () => Promise.reject(captchaError('network'));

  it('CAPTCHA-15: a network failure is retried up to 3 times, 500 ms × the attempt apart', async () => {
    const sleeps: number[] = [];
    let runs = 0;
    const out = await sliderResult({
      run: () => (++runs <= 3 ? network() : Promise.resolve(OUTPUT)),
      sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
      log: () => undefined,
    });
    expect(runs).to.equal(4);
    expect(sleeps).to.deep.equal([500, 1000, 1500]);
    expect(out).to.deep.equal({ lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' });
  });

  it('CAPTCHA-16: after the 3 retries the result is null and logged (the caller sends captchaBypass)', async () => {
    const sleeps: number[] = [];
    const logs: string[] = [];
    const out = await sliderResult({ run: network, sleep: (ms) => (sleeps.push(ms), Promise.resolve()), log: (m) => logs.push(m) });
    expect(out).to.equal(null);
    expect(sleeps).to.deep.equal([500, 1000, 1500]);
    expect(logs).to.have.length(1);
    expect(logs[0]).to.contain('captchaBypass');
  });

  it('CAPTCHA-14: closed, unknown and script failures are not retried', async () => {
    for (const kind of ['closed', 'unknown', 'script'] as const) {
      let runs = 0;
      const result = await kindOf(sliderResult({ run: () => (runs++, Promise.reject(captchaError(kind))), sleep: () => Promise.resolve(), log: () => undefined }));
      expect(result, kind).to.equal(kind);
      expect(runs, kind).to.equal(1);
    }
  });

  it("flows §8: a slider that ends without its four fields is 'Geetest result is empty'", async () => {
    const result = await kindOf(sliderResult({ run: () => Promise.resolve(false), sleep: () => Promise.resolve(), log: () => undefined }));
    expect(result).to.equal('Geetest result is empty');
  });
});

describe('captcha providers: the invisible check and the score (reCAPTCHA)', () => {
  type Params = Record<string, (token?: string) => void>;
  let rendered: Array<{ sitekey: unknown; size: unknown }>;
  let onExecute: (params: Params) => void;

  function installGrecaptcha(): void {
    let params: Params = {};
    rendered = [];
    w.grecaptcha = {
      render: (_el: HTMLElement, p: Params & { sitekey: unknown; size: unknown }) => {
        rendered.push({ sitekey: p.sitekey, size: p.size });
        params = p;
        return rendered.length - 1;
      },
      execute: () => setTimeout(() => onExecute(params), 0),
      reset: () => undefined,
    };
  }
  beforeEach(() => {
    cleanScripts();
    installGrecaptcha();
  });
  afterEach(() => {
    cleanScripts();
    document.querySelectorAll('[data-test-challenge]').forEach((e) => e.remove());
  });

  const settings = (siteKey: string | undefined = 'site-inv') => ({ siteKey, scriptUrl: MISSING, language: 'de' });

  it('CAPTCHA-01: renders an invisible widget with the site key, executes it and resolves with its token', async () => {
    onExecute = (p) => p['callback']!('tok-1');
    expect(await runInvisibleCheck(settings('site-a'))).to.equal('tok-1');
    expect(rendered).to.deep.equal([{ sitekey: 'site-a', size: 'invisible' }]);
  });

  it('CAPTCHA-12: sitekey required, expired token, unknown error, script loading failed', async () => {
    onExecute = (p) => p['callback']!('t');
    expect(await kindOf(runInvisibleCheck(settings('')))).to.equal('sitekeyRequired');
    onExecute = (p) => p['expired-callback']!();
    expect(await kindOf(runInvisibleCheck(settings('site-b')))).to.equal('expired');
    onExecute = (p) => p['error-callback']!();
    expect(await kindOf(runInvisibleCheck(settings('site-c')))).to.equal('unknown');
    delete w.grecaptcha;
    expect(await kindOf(runInvisibleCheck(settings('site-d')))).to.equal('script');
  });

  it('CAPTCHA-12: the player closing the challenge (its box hidden, no token) is "closed by user"', async () => {
    onExecute = () => {
      // reCAPTCHA's challenge: a box holding a backdrop and a frame holding the bframe iframe.
      const box = document.createElement('div');
      box.dataset['testChallenge'] = '';
      box.style.visibility = 'visible';
      const frame = document.createElement('div');
      const iframe = document.createElement('iframe');
      iframe.src = 'about:blank#/recaptcha/api2/bframe';
      frame.append(iframe);
      box.append(document.createElement('div'), frame);
      document.body.append(box);
      setTimeout(() => (box.style.visibility = 'hidden'), 10);
    };
    expect(await kindOf(runInvisibleCheck(settings('site-e')))).to.equal('closed');
    expect(document.activeElement === document.body || !document.activeElement?.closest('[data-test-challenge]')).to.equal(true);
  });

  it('CAPTCHA-02: the score check executes the action p2pUserScore with its site key', async () => {
    const calls: unknown[] = [];
    w.grecaptcha = { enterprise: { ready: (cb: () => void) => cb(), execute: (key: string, o: unknown) => (calls.push([key, o]), Promise.resolve('score-tok')) } };
    expect(await runScoreCheck({ siteKey: 'site-score', scriptUrl: EMPTY })).to.equal('score-tok');
    expect(calls).to.deep.equal([['site-score', { action: 'p2pUserScore' }]]);
  });

  it('CAPTCHA-12: the score check without an enterprise client, without a site key, without its script, or failing', async () => {
    delete w.grecaptcha;
    expect(await kindOf(runScoreCheck({ siteKey: 'k', scriptUrl: EMPTY }))).to.equal('noEnterprise');
    expect(await kindOf(runScoreCheck({ siteKey: undefined, scriptUrl: EMPTY }))).to.equal('sitekeyRequired');
    expect(await kindOf(runScoreCheck({ siteKey: 'k', scriptUrl: MISSING }))).to.equal('script');
    w.grecaptcha = { enterprise: { ready: (cb: () => void) => cb(), execute: () => Promise.reject(new Error('x')) } };
    expect(await kindOf(runScoreCheck({ siteKey: 'k', scriptUrl: `${EMPTY}?again` }))).to.equal('unknown');
  });
});
