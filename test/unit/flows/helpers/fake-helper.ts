/** A fake helper-window opener: records opened windows, their redirects and whether they were closed. */
import type { RedirectRequest } from '../../../../src/domain/after-create.ts';
import type { HelperWindow, OpenHelper } from '../../../../src/stores/deposit/helper-window.ts';
import type { GeetestResultMessage } from '../../../../src/domain/window-messages.ts';

/** What a fake window's slider answers (decision CAPTCHA-17): the output, null, or an error kind. */
export type FakeSliderAnswer = Pick<GeetestResultMessage, 'result' | 'error'>;

export interface FakeHelper extends HelperWindow {
  url: string;
  redirects: RedirectRequest[];
  closed: boolean;
  /** The initGeetest settings this window was sent. */
  sliders: Array<{ captchaId: string; language: string; scripts: readonly string[] }>;
}

export interface FakeOpener {
  open: OpenHelper;
  opened: FakeHelper[];
  /** blocked: the browser blocks windows; never-ready: the player closed it first; silent: its page never answered. */
  mode: 'ready' | 'never-ready' | 'silent' | 'blocked';
  /** The answers the windows' sliders give, in order (the last one repeats). */
  sliderAnswers: FakeSliderAnswer[];
}

export function fakeOpener(mode: FakeOpener['mode'] = 'ready'): FakeOpener {
  const opener: FakeOpener = {
    mode,
    opened: [],
    sliderAnswers: [{ error: 'unknown' }],
    open: (url) => {
      if (opener.mode === 'blocked') return null;
      const helper: FakeHelper = {
        url,
        redirects: [],
        closed: false,
        sliders: [],
        slider: (settings) => {
          helper.sliders.push(settings);
          const answer = opener.sliderAnswers.length > 1 ? opener.sliderAnswers.shift()! : opener.sliderAnswers[0]!;
          return Promise.resolve({ source: 'payment-cashier-form', type: 'geetestResult', ...answer });
        },
        ready: Promise.resolve(opener.mode === 'ready'),
        silent: opener.mode === 'silent',
        redirect: (request) => helper.redirects.push(request),
        close: () => {
          helper.closed = true;
        },
      };
      opener.opened.push(helper);
      return helper;
    },
  };
  return opener;
}
