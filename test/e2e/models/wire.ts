// What the widget said to the banking backend and what it heard back, read from the wire the way a
// proxy between them would see it: socket.io frames (`42["request",…]`, `42["response",…]`, pushes)
// and HTTP calls under /api/BANKING/. Tests compare it with the screen ("money truth"), never with
// the widget's internals.
import { expect, type Page, type WebSocket } from '@playwright/test';

export interface WireCall {
  call: string;
  transport: 'socket' | 'http';
  payload: Record<string, unknown>;
  /** The answer's data (socket `data`, HTTP body); undefined until it arrives. */
  answer?: unknown;
  status?: number;
}

export interface WirePush {
  event: string;
  data: Record<string, unknown>;
}

/** A socket.io v4 event frame `42["name",payload]` (no namespace, no ack id), else null. */
function socketEvent(frame: string | Buffer): [string, unknown] | null {
  const text = String(frame);
  if (!text.startsWith('42[')) return null;
  try {
    const [name, payload] = JSON.parse(text.slice(2)) as [string, unknown];
    return [name, payload];
  } catch {
    return null;
  }
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
/** Pushes may come bare or wrapped as `{ data: {…} }` (docs/protocol.md, STATUS-18). */
const unwrap = (value: unknown): Record<string, unknown> => {
  const record = asRecord(value);
  return 'data' in record && Object.keys(record).length === 1 ? asRecord(record.data) : record;
};

/** docs/protocol.md "deposit-status words": the words that end a deposit. */
const FINAL_WORDS = /^\s*(PAYED|DECLINED|CANCELED|AUTO_CANCELED)\s*$/i;

export class Wire {
  readonly calls: WireCall[] = [];
  readonly pushes: WirePush[] = [];

  /** Starts recording; call before the playground opens. */
  constructor(page: Page) {
    page.on('websocket', (ws) => this.watchSocket(ws));
    page.on('request', (request) => {
      const match = /\/api\/BANKING\/([\w-]+)/.exec(new URL(request.url()).pathname);
      if (!match) return;
      const query = Object.fromEntries(new URL(request.url()).searchParams);
      const entry: WireCall = { call: match[1], transport: 'http', payload: request.method() === 'GET' ? query : asRecord(request.postDataJSON()) };
      this.calls.push(entry);
      void request
        .response()
        .then(async (response) => {
          if (!response) return;
          entry.status = response.status();
          entry.answer = await response.json().catch(() => null);
        })
        .catch(() => undefined);
    });
  }

  private watchSocket(ws: WebSocket) {
    const byId = new Map<string, WireCall>();
    ws.on('framesent', ({ payload }) => {
      const event = socketEvent(payload);
      if (event?.[0] !== 'request') return;
      const request = asRecord(event[1]);
      const entry: WireCall = { call: String(request.type), transport: 'socket', payload: asRecord(request.data) };
      byId.set(String(request.id), entry);
      this.calls.push(entry);
    });
    ws.on('framereceived', ({ payload }) => {
      const event = socketEvent(payload);
      if (!event) return;
      if (event[0] === 'response') {
        const response = asRecord(event[1]);
        const entry = byId.get(String(response.id));
        if (entry) {
          entry.status = typeof response.status === 'number' ? response.status : 200;
          entry.answer = response.data ?? null;
        }
      } else this.pushes.push({ event: event[0], data: unwrap(event[1]) });
    });
  }

  /** The last call of that name once it has been answered (waits up to `timeout`). */
  async answered(call: string, timeout = 15_000): Promise<WireCall> {
    let found: WireCall | undefined;
    await expect
      .poll(() => {
        found = [...this.calls].reverse().find((c) => c.call === call && c.answer !== undefined);
        return found !== undefined;
      }, { message: `${call} answered on the wire`, timeout })
      .toBe(true);
    return found!;
  }

  /** Every call of that name so far. */
  all(call: string): WireCall[] {
    return this.calls.filter((c) => c.call === call);
  }

  /**
   * The final status as the widget learnt it: the last `deposit.status` push with status 1 or 2, or
   * (over HTTP) the last `deposit-status` answer with a final word, its transaction data beside `word`.
   */
  async finalStatus(timeout = 20_000): Promise<Record<string, unknown>> {
    let found: Record<string, unknown> | undefined;
    await expect
      .poll(() => {
        const pushed = [...this.pushes].reverse().find((p) => p.event === 'deposit.status' && (p.data.status === 1 || p.data.status === 2));
        const polled = [...this.calls].reverse().find((c) => c.call === 'deposit-status' && FINAL_WORDS.test(String(asRecord(c.answer).status)));
        found = pushed?.data ?? (polled ? { ...asRecord(asRecord(polled.answer).data), word: asRecord(polled.answer).status } : undefined);
        return found !== undefined;
      }, { message: 'a final deposit status on the wire', timeout })
      .toBe(true);
    return found!;
  }
}
