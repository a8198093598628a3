// The secrets scan's recorder (decision SECRET-01), an init script in every page and frame of the
// context: every message a window receives (the widget's posts to its host, the helper window's
// to its opener), every CustomEvent's detail (the widget's `cashier:<type>` events), and every
// attribute value ever written, in the document and in every shadow root, at the moment it is set
// (a token put in an attribute and removed at once would still be seen). It observes the browser's
// own APIs; nothing in the widget is touched.
import type { BrowserContext, Frame } from '@playwright/test';

declare global {
  interface Window {
    __secrets: { messages: string[]; events: string[]; attributes: string[] };
  }
}

function install() {
  const text = (v: unknown) => {
    try {
      return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
    } catch {
      return String(v);
    }
  };
  const seen: Window['__secrets'] = { messages: [], events: [], attributes: [] };
  window.__secrets = seen;
  window.addEventListener('message', (e) => seen.messages.push(`${e.origin} ${text(e.data)}`), true);
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event instanceof CustomEvent) seen.events.push(`${event.type} ${text(event.detail)}`);
    return dispatch.call(this, event);
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.attributeName) seen.attributes.push(`${r.attributeName}=${(r.target as Element).getAttribute(r.attributeName) ?? ''}`);
      for (const node of r.addedNodes) if (node instanceof Element) for (const a of node.attributes) seen.attributes.push(`${a.name}=${a.value}`);
    }
  });
  const watch = (root: Node) => observer.observe(root, { attributes: true, childList: true, subtree: true });
  watch(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
}

export async function installSecretsRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript(install);
}

/** What a frame holds now: its recorder's lists, every attribute in its DOM and shadow roots, its storage. */
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
      const rec = window.__secrets ?? { messages: [], events: [], attributes: [] };
      return {
        attributes: [...rec.attributes, ...attributes],
        messages: rec.messages,
        events: rec.events,
        // Reading storage here proves a secret is not in it.
        // eslint-disable-next-line no-restricted-globals
        storage: [...dump(() => localStorage), ...dump(() => sessionStorage)],
        indexedDb,
        cacheStorage,
      };
    })
    .catch(() => ({ attributes: [], messages: [], events: [], storage: [], indexedDb: [], cacheStorage: [] }));
}
