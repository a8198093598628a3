// The XSS corpus part's lookout (issue #25, decisions XSS-03/04): everything a payload that got
// through would do, counted per browser context — a call of the sentinel (the corpus's payloads call
// `__xssHit`; alert, confirm, prompt and print are rerouted to it), a dialog, a script blocked by
// the page's CSP (the sandbox forbids inline script: a payload that reached the DOM as script shows
// up here even though it could not run), a request to a host outside the sandbox, and a frame that
// navigates to anything but http(s) or about:blank.
import type { BrowserContext, Page } from '@playwright/test';

export interface XssEvents {
  /** Sentinel calls: where they came from. */
  executions: string[];
  dialogs: string[];
  /** `script-src*` violations of the page's CSP (inline script or event handler blocked). */
  scriptViolations: string[];
  /** Handler attributes a sanitiser met while parsing into an inert document (Chrome reports them; nothing ran). */
  inertParses: number;
  /** Other CSP violations whose blocked URL was not http(s): a data:, blob: or javascript: load that got as far as the browser. */
  badLoads: string[];
  /** Requests to hosts outside the sandbox (aborted), except resources the server itself named. */
  foreignRequests: string[];
  /** Frames that went to a scheme outside http(s)/about:blank. */
  badNavigations: string[];
}

/** The hosts the sandbox answers on (both loopback names: the hostile-provider origin is the other one). */
export const sandboxHosts = (baseURL: string): string[] => {
  const { port } = new URL(baseURL);
  return [`127.0.0.1:${port}`, `localhost:${port}`];
};

const SENTINEL_HOOKS = () => {
  const hit = (name: string) => () => (window as unknown as { __xssHit(n: string): void }).__xssHit(name);
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, { value: hit(name), configurable: false, writable: false });
  }
  window.addEventListener(
    'securitypolicyviolation',
    (e) => {
      // Chrome reports a handler attribute as soon as a parser meets it, inert documents included: a
      // sanitiser parsing a payload does. The report comes later, at the element (by then sanitised
      // and perhaps moved into the page) or at the document. Only an element that still carries a
      // handler could run it.
      const first = e.composedPath()[0];
      const armed = first instanceof Element && first.getAttributeNames().some((a) => /^on/i.test(a));
      const inert = e.effectiveDirective === 'script-src-attr' && !armed;
      const what = first instanceof Element ? first.outerHTML.slice(0, 160) : String(first);
      (window as unknown as { __xssCsp(d: string, uri: string, inert: boolean): void }).__xssCsp(e.effectiveDirective, `${e.blockedURI} ${what}`, inert);
    },
    true,
  );
};

/**
 * Starts counting in `context` (call before its first page opens). `sandboxHosts` are the hosts the
 * sandbox answers on; `namedResources(url)` says whether a foreign URL is one the server gave as a
 * resource (an icon, a font: fetching it is the widget doing its job, not a payload getting out).
 */
export async function watchForXss(context: BrowserContext, sandboxHosts: string[], namedResources: (url: string) => boolean): Promise<XssEvents> {
  const events: XssEvents = { executions: [], dialogs: [], scriptViolations: [], inertParses: 0, badLoads: [], foreignRequests: [], badNavigations: [] };
  await context.exposeBinding('__xssHit', ({ frame }, name: string) => void events.executions.push(`${name} in ${frame.url()}`));
  await context.exposeBinding('__xssCsp', ({ frame }, directive: string, uri: string, inert: boolean) => {
    if (inert) events.inertParses += 1;
    else if (/^script-src/.test(directive)) events.scriptViolations.push(`${directive} ${uri} in ${frame.url()}`);
    else if (!/^(inline|eval|wasm-eval|) /.test(uri) && !/^https?:/.test(uri)) events.badLoads.push(`${directive} ${uri}`);
  });
  await context.addInitScript(SENTINEL_HOOKS);
  await context.addInitScript(SHADOW_RECORDER);
  await context.route(
    (url) => !sandboxHosts.includes(url.host),
    (route) => {
      const url = route.request().url();
      if (!namedResources(url)) events.foreignRequests.push(url);
      return route.abort('blockedbyclient');
    },
  );
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      events.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      dialog.dismiss().catch(() => undefined);
    });
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      // chrome-error: the page of a load the route aborted (a foreign host), not a scheme the widget chose.
      if (!/^(https?:|about:blank|about:srcdoc|chrome-error:)/.test(url)) events.badNavigations.push(url);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return events;
}

/** A URL-bearing attribute the widget ever set, and whether a player may follow it. */
export interface UrlAttribute {
  tag: string;
  attr: string;
  value: string;
  /** The scheme the browser resolves it to ('' when it cannot be parsed). */
  scheme: string;
  /** A link the player may follow (a, area) rather than a resource. */
  link: boolean;
}

interface Seen {
  urls: Array<Omit<UrlAttribute, 'scheme'> & { base: string }>;
  handlers: string[];
  scripts: number;
}

/**
 * Records, from the moment the widget attaches its shadow root, every URL-bearing attribute, inline
 * style `url()`, event-handler attribute and script element that ever enters it — also those gone
 * again by the time the page is checked (an icon that failed to load is swapped for its initial).
 */
const SHADOW_RECORDER = () => {
  const URL_ATTRS = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'ping'];
  const seen: Seen = { urls: [], handlers: [], scripts: 0 };
  (window as unknown as { __xssSeen: Seen }).__xssSeen = seen;
  const noteAttr = (el: Element, attr: string) => {
    const value = el.getAttribute(attr);
    if (value === null) return;
    const tag = el.localName;
    if (/^on/i.test(attr)) seen.handlers.push(`${tag}[${attr}]`);
    const link = tag === 'a' || tag === 'area';
    if (URL_ATTRS.includes(attr)) {
      const parts = attr === 'srcset' || attr === 'ping' ? value.split(/,|\s+/).filter((p) => p && !/^\d+(\.\d+)?[wx]$/.test(p)) : [value];
      for (const part of parts) seen.urls.push({ tag, attr, value: part.trim(), link, base: el.baseURI });
    }
    if (attr === 'style') for (const m of value.matchAll(/url\(\s*['"]?([^'")]*)/gi)) seen.urls.push({ tag, attr: 'style url()', value: m[1] ?? '', link: false, base: el.baseURI });
  };
  const noteElement = (el: Element) => {
    if (el.localName === 'script') seen.scripts += 1;
    for (const attr of el.getAttributeNames()) noteAttr(el, attr);
  };
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    noteElement(node);
    for (const inner of node.querySelectorAll('*')) noteElement(inner);
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachShadow(this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    if (this.localName === 'payment-cashier') {
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.attributeName) noteAttr(r.target as Element, r.attributeName);
          for (const added of r.addedNodes) scan(added);
        }
      }).observe(root, { subtree: true, childList: true, attributes: true });
    }
    return root;
  };
};

/** What the recorder saw in the page's widgets, each URL with the scheme the browser resolves it to. */
export async function urlAttributesIn(page: Page): Promise<{ urls: UrlAttribute[]; handlers: string[]; scripts: number }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __xssSeen: Seen }).__xssSeen;
    const scheme = (value: string, base: string): string => {
      try {
        return new URL(value, base).protocol;
      } catch {
        return '';
      }
    };
    return { urls: seen.urls.map(({ base, ...u }) => ({ ...u, scheme: scheme(u.value, base) })), handlers: seen.handlers, scripts: seen.scripts };
  });
}
