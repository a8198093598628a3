// The playground's captcha switch (issue #14; docs/sandbox.md "Captcha test doubles",
// docs/playground.md): the host always hands the widget captcha ids, site keys and script URLs in
// schema.meta. The URLs point at the sandbox's test doubles, their behaviour in the URL query.

/** The ids and keys the playground passes; the doubles accept any non-empty value. */
export const CAPTCHA_IDS = {
  geetestCaptchaId: 'sandbox-geetest',
  recaptchaSiteKey: 'sandbox-recaptcha-invisible',
  recaptchaEnterpriseSiteKey: 'sandbox-recaptcha-score',
};

const SLIDER = ['pass', 'fail', 'network', 'unknown', 'noload', 'fallback'];
const INVISIBLE = ['pass', 'challenge', 'expire', 'error', 'noload'];
const SCORE = ['pass', 'noenterprise', 'error', 'noload'];
const DEFAULT_NETWORK_ERRORS = 3;

const pick = (value, allowed) => (allowed.includes(value) ? value : allowed[0]);

/** The switch as the Handshake form shows it (FormData of #config). */
export function readCaptcha(data) {
  const n = Number(data.get('captchaSliderNetworkErrors'));
  return {
    slider: pick(String(data.get('captchaSlider') ?? ''), SLIDER),
    sliderNetworkErrors: Number.isInteger(n) && n >= 0 ? n : DEFAULT_NETWORK_ERRORS,
    invisible: pick(String(data.get('captchaInvisible') ?? ''), INVISIBLE),
    score: pick(String(data.get('captchaScore') ?? ''), SCORE),
  };
}

const url = (origin, path, query) => `${origin}/sandbox/captcha/${path}?${new URLSearchParams(query)}`;

/** schema.meta's captcha part for the switch: ids, keys and the doubles' URLs. */
export function captchaMeta(captcha, origin = location.origin) {
  const gt4 = (query) => url(origin, 'geetest/gt4.js', query);
  const geetest =
    captcha.slider === 'fallback'
      ? [gt4({ mode: 'noload' }), gt4({ mode: 'pass' })] // only the first URL fails: the widget falls back
      : captcha.slider === 'network'
        ? [gt4({ mode: 'network', failures: String(captcha.sliderNetworkErrors) })]
        : captcha.slider === 'fail'
          ? [gt4({ mode: 'fail', failures: '1' })]
          : [gt4({ mode: captcha.slider })];
  return {
    ...CAPTCHA_IDS,
    captchaScripts: {
      geetest,
      recaptcha: url(origin, 'recaptcha/api.js', { mode: captcha.invisible }),
      recaptchaEnterprise: url(origin, 'recaptcha/enterprise.js', { mode: captcha.score }),
    },
  };
}

/** The playground's whole schema.meta: the crypto bonus flag (when ticked) and the captcha part. */
export const hostMeta = ({ cryptoBonus, captcha }, origin = location.origin) => ({
  ...(cryptoBonus ? { isCryptoBonusAvailable: true } : {}),
  ...captchaMeta(captcha, origin),
});
