// The secrets scan's recorder (decisions SECRET-01, SECRET-05), an init script in every page and frame
// of the context. What a window hears is streamed to the test as it happens, so a window that
// navigates or closes (the helper window going to the provider, the native web view sent to the
// provider's page) loses none of it: every message a window receives (with its origin and whether its
// parent sent it), every call of the native bridge (`PaymentCashierBridge.postMessage`), every CustomEvent's
// detail (`cashier:*`, `host:*`) and every attribute value ever written, in the document and in every
// shadow root, at the moment it is set. It observes the browser's own APIs; nothing in the widget is
// touched. What a frame holds at the end (attributes, storage) is read by `frameSurfaces`.
import type { BrowserContext, Frame } from '@playwright/test';

/** A message a window received: `at` is the receiving frame's URL, `embedded` whether it has a parent frame. */
export interface Received {
  at: string;
  embedded: boolean;
  origin: string;
  fromParent: boolean;
  text: string;
}

export interface Heard {
  received: Received[];
  /** What the widget handed the native app's bridge. */
  bridge: string[];
  events: string[];
  attributes: string[];
}

type Kind = 'received' | 'bridge' | 'events' | 'attributes';
const BINDING = '__secretsHeard';

function install() {
  type Send = (kind: Kind, entry: unknown) => void;
  const w = window as unknown as Record<string, unknown>;
  const text = (v: unknown) => {
    try {
      return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
    } catch {
      return String(v);
    }
  };
  // The binding may come after this script: hold what is heard until it is there.
  const queue: Array<[Kind, unknown]> = [];
  const send: Send = (kind, entry) => {
    queue.push([kind, entry]);
    const binding = w['__secretsHeard'] as Send | undefined;
    if (typeof binding === 'function') for (const [k, e] of queue.splice(0)) void binding(k, e);
  };
  // A frame's initial blank document can hand its window to the real one: hook each window once.
  if (!w['__secretsHooked']) {
    w['__secretsHooked'] = true;
    window.addEventListener('message', (e) => send('received', { origin: e.origin, fromParent: window.parent !== window && e.source === window.parent, text: text(e.data) }), true);
    // `postMessage` itself is left alone: a wrapper in the receiver's realm would make every message
    // look sent by the receiver (`event.source`), and the widget's and the host's source checks fail.
    // The native app installs its bridge later, as a real web view's injected script would.
    let bridge: unknown;
    Object.defineProperty(window, 'PaymentCashierBridge', {
      configurable: true,
      get: () => bridge,
      set(value: { postMessage?: (json: string) => void } | undefined) {
        const own = value?.postMessage;
        bridge = typeof own === 'function' ? { ...value, postMessage: (json: string) => (send('bridge', text(json)), own.call(value, json)) } : value;
      },
    });
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event instanceof CustomEvent) send('events', `${event.type} ${text(event.detail)}`);
      return dispatch.call(this, event);
    };
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      watch(root);
      return root;
    };
  }
  function watch(root: Node) {
    observer.observe(root, { attributes: true, childList: true, subtree: true });
  }
  const observer = new MutationObserver((records) => {
    const set: string[] = [];
    for (const r of records) {
      if (r.type === 'attributes' && r.attributeName) set.push(`${r.attributeName}=${(r.target as Element).getAttribute(r.attributeName) ?? ''}`);
      for (const node of r.addedNodes) if (node instanceof Element) for (const a of node.attributes) set.push(`${a.name}=${a.value}`);
    }
    if (set.length) send('attributes', set);
  });
  watch(document);
}

/** Installs the recorder in every page and frame of `context`; the returned lists fill as windows hear things. */
export async function installSecretsRecorder(context: BrowserContext): Promise<Heard> {
  const heard: Heard = { received: [], bridge: [], events: [], attributes: [] };
  await context.exposeBinding(BINDING, ({ frame }, kind: Kind, entry: unknown) => {
    const at = frame.url();
    if (kind === 'received') heard.received.push({ at, embedded: frame.parentFrame() !== null, ...(entry as Omit<Received, 'at' | 'embedded'>) });
    else if (kind === 'attributes') heard.attributes.push(...(entry as string[]));
    else heard[kind].push(entry as string);
  });
  await context.addInitScript(install);
  return heard;
}

/** What a frame holds now: every attribute in its DOM and shadow roots, its storage. */
export async function frameSurfaces(frame: Frame) {
  return frame
    .evaluate(async () => {
      const attributes: string[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          for (const a of el.attributes) attributes.push(`${a.name}=${a.value}`);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      const dump = (read: () => Storage) => {
        try {
          const s = read();
          return Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
        } catch {
          return []; // an opaque origin has no storage
        }
      };
      const indexedDb: string[] = [];
      for (const info of (await indexedDB.databases?.()) ?? []) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((ok, fail) => Object.assign(indexedDB.open(info.name!), { onsuccess(this: IDBRequest<IDBDatabase>) { ok(this.result); }, onerror: fail }));
        for (const store of db.objectStoreNames) {
          const all = await new Promise<unknown[]>((ok) => Object.assign(db.transaction(store).objectStore(store).getAll(), { onsuccess(this: IDBRequest<unknown[]>) { ok(this.result); } }));
          indexedDb.push(`${info.name}/${store} ${JSON.stringify(all)}`);
        }
        db.close();
      }
      const cacheStorage: string[] = [];
      for (const name of (await caches?.keys().catch(() => [])) ?? []) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) cacheStorage.push(`${name} ${request.url} ${await (await cache.match(request))?.text()}`);
      }
      return {
        attributes,
        // Reading storage here proves a secret is not in it.
        // eslint-disable-next-line no-restricted-globals
        storage: [...dump(() => localStorage), ...dump(() => sessionStorage)],
        indexedDb,
        cacheStorage,
      };
    })
    .catch(() => ({ attributes: [], storage: [], indexedDb: [], cacheStorage: [] }));
}
