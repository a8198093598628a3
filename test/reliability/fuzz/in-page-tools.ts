// The host-message fuzz's tools in every page and frame of the test's browser context (an init
// script, so the foreign-origin popup has them too). They play the host and a foreign page: they
// build the generated messages from their JSON text, post them, and record what the widget's
// window received and what the widget sent out. Nothing here reaches into the widget.
import type { BrowserContext } from '@playwright/test';
import type { FuzzMessage } from './host-message-arbitraries.ts';

export interface FuzzRecord {
  /** Message events the window received, by origin (the widget's and the native app's own posts aside). */
  received: Record<string, number>;
  /** Everything the widget sent: posts with its source mark (or the native app's relay) and its DOM events, as text. */
  out: string[];
}

declare global {
  interface Window {
    __fz: FuzzRecord & {
      build(message: FuzzMessage): unknown;
      /** Posts `messages` to `target` (`targetOrigin` '*' from a foreign page, the own origin otherwise). */
      post(target: Window, messages: FuzzMessage[], targetOrigin: string): number;
      /** Dispatches each message as a `host:<type>` event on the page's `<payment-cashier>`. */
      dispatch(messages: FuzzMessage[]): number;
      /** Starts recording the widget's `cashier:<type>` DOM events (the list comes from the widget's folder). */
      watchEvents(): Promise<number>;
    };
  }
}

function install() {
  const text = (v: unknown) => {
    try {
      return typeof v === 'string' ? v : (JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x)) ?? String(v));
    } catch {
      return String(v);
    }
  };
  const deep = (n: number) => {
    let v: unknown = 'bottom';
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { payload: v };
    return v;
  };
  const specials: Record<string, (t: Record<string, unknown>) => unknown> = {
    NaN: () => NaN,
    Infinity: () => Infinity,
    '-Infinity': () => -Infinity,
    '-0': () => -0,
    undefined: () => undefined,
    date: () => new Date(NaN),
    regexp: () => /(a+)+$/,
    map: () => new Map<unknown, unknown>([['token', 'x'], [{}, []]]),
    set: () => new Set([1, 'loaded']),
    arraybuffer: () => new ArrayBuffer(16),
    error: () => new TypeError('fuzz'),
    typed: () => new Float64Array([NaN, Infinity]),
    bigint: (t) => BigInt(String(t['v'])),
    huge: (t) => 'A'.repeat(Number(t['n'])),
    deep: (t) => deep(Number(t['n'])),
  };
  const revive = (_key: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const t = value as Record<string, unknown>;
      const make = typeof t['$fz'] === 'string' ? specials[t['$fz']] : undefined;
      if (make) return make(t);
    }
    return value;
  };
  const build = (m: FuzzMessage): unknown => (m.channel === 'string' ? m.text : JSON.parse(m.text, revive));
  const record: Window['__fz'] = {
    received: {},
    out: [],
    build,
    post(target, messages, targetOrigin) {
      for (const m of messages) target.postMessage(build(m), targetOrigin);
      return messages.length;
    },
    dispatch(messages) {
      const el = document.querySelector('payment-cashier');
      if (!el) return 0;
      for (const m of messages) el.dispatchEvent(new CustomEvent(`host:${m.eventType ?? 'loaded'}`, { detail: build(m) }));
      return messages.length;
    },
    async watchEvents() {
      const url = '/widget/host-messages.js';
      const { OUTBOUND_MESSAGES } = (await import(/* @vite-ignore */ url)) as { OUTBOUND_MESSAGES: string[] };
      for (const type of OUTBOUND_MESSAGES)
        window.addEventListener(`cashier:${type}`, (e) => record.out.push(`event ${type} ${text((e as CustomEvent).detail)}`), true);
      return OUTBOUND_MESSAGES.length;
    },
  };
  window.__fz = record;
  window.addEventListener(
    'message',
    (e) => {
      // A foreign message's data is never read here either: reading a deeply nested one crashes the tab (FUZZ-03).
      if (e.origin !== location.origin) {
        record.received[e.origin] = (record.received[e.origin] ?? 0) + 1;
        return;
      }
      const data = text(e.data);
      if (data.includes('"source":"payment-cashier"') || data.includes('"source":"pc-native-app"')) record.out.push(`post ${data}`);
      else record.received[e.origin] = (record.received[e.origin] ?? 0) + 1;
    },
    true,
  );
}

/** Installs the tools in every page and frame the context opens from now on. */
export async function installFuzzTools(context: BrowserContext): Promise<void> {
  await context.addInitScript(install);
}
