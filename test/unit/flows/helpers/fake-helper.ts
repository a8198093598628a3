/** A fake helper-window opener: records opened windows, their redirects and whether they were closed. */
import type { RedirectRequest } from '../../../../src/domain/after-create.ts';
import type { HelperWindow, OpenHelper } from '../../../../src/stores/deposit/helper-window.ts';

export interface FakeHelper extends HelperWindow {
  url: string;
  redirects: RedirectRequest[];
  closed: boolean;
}

export interface FakeOpener {
  open: OpenHelper;
  opened: FakeHelper[];
  /** null: the browser blocks windows; true/false: what `ready` resolves to. */
  mode: 'ready' | 'never-ready' | 'blocked';
}

export function fakeOpener(mode: FakeOpener['mode'] = 'ready'): FakeOpener {
  const opener: FakeOpener = {
    mode,
    opened: [],
    open: (url) => {
      if (opener.mode === 'blocked') return null;
      const helper: FakeHelper = {
        url,
        redirects: [],
        closed: false,
        ready: Promise.resolve(opener.mode === 'ready'),
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
