import { expect } from '@open-wc/testing';
import { helperPageUrl, openHelperWindow } from '../../../../src/stores/deposit/helper-window.ts';
import type { OpenerHost } from '../../../../src/stores/deposit/helper-window.ts';
import {
  $formHelper,
  browserPerformer,
  buildHiddenForm,
  performRedirect,
  startFormHelper,
} from '../../../../src/flows/form/form-helper.ts';
import type { HelperPageHost, RedirectPerformer } from '../../../../src/flows/form/form-helper.ts';
import { $localRedirect } from '../../../../src/stores/deposit/local-redirect.ts';
import { testScope } from '../../scope.ts';

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

function fakeTimers() {
  const pending = new Map<number, () => void>();
  let seq = 0;
  return {
    set: (fn: () => void) => (pending.set(++seq, fn), seq),
    clear: (id: unknown) => pending.delete(id as number),
    fireAll: () => [...pending.values()].forEach((fn) => fn()),
    size: () => pending.size,
  };
}

function fakeOpenerHost(blocked = false) {
  const listeners = new Set<Listener>();
  const posted: Array<{ message: unknown; origin: string }> = [];
  const child = { closed: false, postMessage: (message: unknown, origin: string) => posted.push({ message, origin }), close: () => (child.closed = true) };
  const opened: string[] = [];
  const host: OpenerHost = {
    open: (url) => (opened.push(url), blocked ? null : child),
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
    location: { href: 'https://casino.test/cashier', origin: 'https://casino.test' },
  };
  const emit = (event: { source: unknown; origin: string; data: unknown }) => [...listeners].forEach((l) => l(event));
  return { host, child, posted, opened, emit, listeners };
}

describe('helper window (opener side)', () => {
  const url = 'https://cdn.test/w/iframe.html?route=%2Fform';

  it('CREATE-10: the helper URL is the widget iframe page in /form mode with the opener origin and locale', () => {
    expect(helperPageUrl('https://cdn.test/w/', 'https://casino.test', 'de-DE', 'https://casino.test/x')).to.equal(
      'https://cdn.test/w/iframe.html?route=%2Fform&hostOrigin=https%3A%2F%2Fcasino.test&locale=de-DE',
    );
    expect(helperPageUrl('', 'https://casino.test', undefined, 'https://casino.test/app/page')).to.equal(
      'https://casino.test/app/iframe.html?route=%2Fform&hostOrigin=https%3A%2F%2Fcasino.test',
    );
  });

  it('CREATE-03: a blocked window gives null', () => {
    const f = fakeOpenerHost(true);
    expect(openHelperWindow(url, f.host, fakeTimers())).to.equal(null);
    expect(f.opened).to.deep.equal([url]);
  });

  it('CREATE-08: ready resolves only on the ready message from that window and origin', async () => {
    const f = fakeOpenerHost();
    const timers = fakeTimers();
    const helper = openHelperWindow(url, f.host, timers)!;
    let ready: boolean | undefined;
    void helper.ready.then((v) => (ready = v));
    f.emit({ source: {}, origin: 'https://cdn.test', data: { source: 'payment-cashier-form', type: 'ready' } });
    f.emit({ source: f.child, origin: 'https://evil.test', data: { source: 'payment-cashier-form', type: 'ready' } });
    f.emit({ source: f.child, origin: 'https://cdn.test', data: { type: 'ready' } });
    await Promise.resolve();
    expect(ready).to.equal(undefined);
    f.emit({ source: f.child, origin: 'https://cdn.test', data: { source: 'payment-cashier-form', type: 'ready' } });
    expect(await helper.ready).to.equal(true);
    expect(f.listeners.size).to.equal(0);
    expect(timers.size()).to.equal(0);
  });

  it('CREATE-10: without ready before the time-out, ready is false', async () => {
    const f = fakeOpenerHost();
    const timers = fakeTimers();
    const helper = openHelperWindow(url, f.host, timers)!;
    timers.fireAll();
    expect(await helper.ready).to.equal(false);
  });

  it('CREATE-10: a window still open at the time-out is silent (its page is missing: the host hears the URL); one the player closed is not', async () => {
    const open = fakeOpenerHost();
    const timers = fakeTimers();
    const silent = openHelperWindow(url, open.host, timers)!;
    timers.fireAll();
    expect([await silent.ready, silent.silent, silent.url]).to.deep.equal([false, true, url]);

    const closed = fakeOpenerHost();
    const later = fakeTimers();
    const left = openHelperWindow(url, closed.host, later)!;
    closed.child.close();
    later.fireAll();
    expect([await left.ready, left.silent]).to.deep.equal([false, false]);
  });

  it('CREATE-09: the redirect message is posted to the helper origin only', () => {
    const f = fakeOpenerHost();
    const helper = openHelperWindow(url, f.host, fakeTimers())!;
    helper.redirect({ url: 'https://psp.test', method: 'GET', fields: {} });
    expect(f.posted).to.deep.equal([
      { message: { source: 'payment-cashier', type: 'redirect', url: 'https://psp.test', method: 'GET', fields: {} }, origin: 'https://cdn.test' },
    ]);
    helper.close();
    expect(f.child.closed).to.equal(true);
  });
});

describe('helper page (/form side)', () => {
  beforeEach(() => {
    $formHelper(testScope()).set('waiting');
    $localRedirect(testScope()).set(null);
  });

  function recorder(): RedirectPerformer & { log: string[] } {
    const log: string[] = [];
    return { log, navigate: (u) => log.push(`GET ${u}`), post: (a, f) => log.push(`POST ${a} ${JSON.stringify(f)}`) };
  }

  function pageHost(opener: object | null) {
    const listeners = new Set<Listener>();
    const host: HelperPageHost = {
      opener: opener as HelperPageHost['opener'],
      pageUrl: 'https://widget.test/iframe.html?route=/form',
      addEventListener: (_t, l) => listeners.add(l),
      removeEventListener: (_t, l) => listeners.delete(l),
    };
    return { host, emit: (e: { source: unknown; origin: string; data: unknown }) => [...listeners].forEach((l) => l(e)), listeners };
  }

  it('REDIR-10: the hidden form has the action, POST method and one hidden input per field', () => {
    const form = buildHiddenForm(document, 'https://psp.test/post', { sig: 'a&b', amount: '10' });
    expect(form.method).to.equal('post');
    expect(form.action).to.equal('https://psp.test/post');
    expect(form.hidden).to.equal(true);
    expect([...form.querySelectorAll('input')].map((i) => `${i.type}:${i.name}=${i.value}`)).to.deep.equal(['hidden:sig=a&b', 'hidden:amount=10']);
  });

  it('CREATE-08: posts ready to the opener with its explicit origin, then follows its GET redirect', () => {
    const posted: Array<{ message: unknown; origin: string }> = [];
    const opener = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
    const page = pageHost(opener);
    const perf = recorder();
    startFormHelper(testScope(), page.host, 'https://casino.test', perf);
    expect(posted).to.deep.equal([{ message: { source: 'payment-cashier-form', type: 'ready' }, origin: 'https://casino.test' }]);
    page.emit({ source: opener, origin: 'https://evil.test', data: { source: 'payment-cashier', type: 'redirect', url: 'https://x.test', method: 'GET' } });
    page.emit({ source: {}, origin: 'https://casino.test', data: { source: 'payment-cashier', type: 'redirect', url: 'https://x.test', method: 'GET' } });
    expect(perf.log).to.deep.equal([]);
    page.emit({ source: opener, origin: 'https://casino.test', data: { source: 'payment-cashier', type: 'redirect', url: 'https://psp.test/pay?o=1', method: 'GET', fields: {} } });
    expect(perf.log).to.deep.equal(['GET https://psp.test/pay?o=1']);
    expect($formHelper(testScope()).get()).to.equal('redirecting');
    expect(page.listeners.size).to.equal(0);
  });

  it('REL-01: the helper cuts its opener before it goes to a provider on another origin, by GET and by POST (no reverse tabnabbing)', () => {
    const events: string[] = [];
    const fakeDoc = (): { doc: Document; win: { opener: unknown } } => {
      const win = {
        opener: { postMessage: () => undefined } as unknown,
        location: { href: 'https://cdn.test/w/iframe.html?route=%2Fform', origin: 'https://cdn.test', assign: (url: string) => events.push(`assign ${url} opener=${String(win.opener)}`) },
      };
      const doc = {
        defaultView: win,
        createElement: (tag: string) => {
          const element = document.createElement(tag);
          if (element instanceof HTMLFormElement) element.submit = () => events.push(`submit ${element.action} opener=${String(win.opener)}`);
          return element;
        },
        body: { append: () => undefined },
      } as unknown as Document;
      return { doc, win };
    };
    const get = fakeDoc();
    browserPerformer(get.doc).navigate('https://psp.test/pay');
    const post = fakeDoc();
    browserPerformer(post.doc).post('https://psp.test/post', { a: '1' });
    expect(events).to.deep.equal(['assign https://psp.test/pay opener=null', 'submit https://psp.test/post opener=null']);
    expect([get.win.opener, post.win.opener]).to.deep.equal([null, null]);
    // A page on the helper's own origin (the widget's own files) keeps it: it could change the widget anyway.
    const own = fakeDoc();
    browserPerformer(own.doc).navigate('/w/own-pay');
    expect(own.win.opener).to.not.equal(null);
  });

  it('REDIR-10: a POST redirect posts the hidden form with the string fields', () => {
    const opener = { postMessage: () => undefined };
    const page = pageHost(opener);
    const perf = recorder();
    startFormHelper(testScope(), page.host, 'https://casino.test', perf);
    page.emit({ source: opener, origin: 'https://casino.test', data: { source: 'payment-cashier', type: 'redirect', url: 'https://psp.test/post', method: 'POST', fields: { a: '1', bad: 2 } } });
    expect(perf.log).to.deep.equal(['POST https://psp.test/post {"a":"1"}']);
  });

  it('DOM-35: a javascript: URL is not followed and the page says it failed', () => {
    const perf = recorder();
    expect(performRedirect(testScope(), { url: 'javascript:alert(1)', method: 'GET', fields: {} }, perf)).to.equal(false);
    expect(perf.log).to.deep.equal([]);
    expect($formHelper(testScope()).get()).to.equal('failed');
  });

  it('CREATE-04: a local redirect (native web view) runs at once; without an opener the page fails', () => {
    const perf = recorder();
    $localRedirect(testScope()).set({ url: 'https://psp.test/post', method: 'POST', fields: { k: 'v' } });
    startFormHelper(testScope(), pageHost(null).host, undefined, perf);
    expect(perf.log).to.deep.equal(['POST https://psp.test/post {"k":"v"}']);
    expect($localRedirect(testScope()).get()).to.equal(null);
    startFormHelper(testScope(), pageHost(null).host, 'https://casino.test', perf);
    expect($formHelper(testScope()).get()).to.equal('failed');
  });
});
