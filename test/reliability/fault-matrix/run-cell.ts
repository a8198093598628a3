// One fault-matrix cell (issue #25, FAULT-02): a fresh player in its own browser context, the fault
// armed, the flow played as a player, then what the cell measured. Busy screens are sampled all
// along, so a spinner that outlasts 35 s is caught even while the player is still waiting on it.
import type { Browser, Locator } from '@playwright/test';
import { extraDeposits, extraWithdrawals, retryBreaches, type LogEntry } from './checks.ts';
import { FLOWS, openFlow, type Played } from './flows.ts';
import type { Cell } from './table.ts';

/** Issue #25: no screen may stay busy longer than this. */
export const BUSY_LIMIT_MS = 35_000;
const SAMPLE_MS = 1_000;

export interface CellResult {
  id: string;
  transport: Cell['transport'];
  finished: boolean;
  duplicates: number;
  /** The longest stretch a busy screen was on, in ms. */
  longestBusyMs: number;
  /** |401 answers − onTokenExpired messages|. */
  tokenExpiredMismatch: number;
  lostInput: string[];
  retryBreaches: string[];
  /** The armed fault met its call (else the cell proved nothing: counted as not run). */
  fired: boolean;
  /** The cell could not run at all (the page never opened): counted, never silently passed. */
  error?: string;
}

/**
 * A busy screen: something says aria-busy, or a spinner with nothing the player can act on in the
 * page itself (the header's Close does not count: it leaves, it does not go on).
 */
async function busyNow(widget: Locator): Promise<boolean> {
  const [ariaBusy, spinners, actionable] = await Promise.all([
    widget.locator('[aria-busy="true"]:visible').count(),
    widget.locator('.cashier-spinner:visible').count(),
    widget.locator('main').locator('button:visible:enabled, input:visible:enabled, a:visible').count(),
  ]);
  return ariaBusy > 0 || (spinners > 0 && actionable === 0);
}

/** Samples the busy state until stopped; resolves the longest busy stretch. */
function watchBusy(widget: Locator) {
  let stopped = false;
  let since: number | null = null;
  let longest = 0;
  const loop = (async () => {
    while (!stopped) {
      const busy = await busyNow(widget).catch(() => false);
      const now = Date.now();
      if (busy) since ??= now;
      else since = null;
      if (since !== null) longest = Math.max(longest, now - since);
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  return {
    busy: () => since !== null,
    stop: async () => {
      stopped = true;
      await loop;
      return longest;
    },
  };
}

/** Did the armed switches meet their call? Counted switches are (partly) spent; a push mode needs a deposit to push. */
function fired(armed: Record<string, unknown>, left: Record<string, unknown>, call: string, deposited: boolean): boolean {
  return Object.keys(armed).every((key) => {
    if (key === 'pushes') return deposited;
    if (key === 'failures') {
      // At least one of its counts spent (a flow that stops after the first failure leaves the rest).
      const armedTimes = (armed.failures as Array<{ times?: number }>)[0]?.times ?? 1;
      const rest = ((left.failures as Array<{ call: string; times: number }> | undefined) ?? []).find((f) => f.call === call);
      return !rest || rest.times < armedTimes;
    }
    if (key === 'socketRefused') {
      // Its call met (a `fromCall` is cleared when it arrives) and at least one handshake refused.
      const rest = left.socketRefused as { times: number; fromCall?: string } | undefined;
      return rest?.fromCall === undefined && (rest?.times ?? 0) < (armed.socketRefused as { times: number }).times;
    }
    return left[key] === undefined;
  });
}

export async function runCell(browser: Browser, baseURL: string, cell: Cell): Promise<CellResult> {
  const context = await browser.newContext({ baseURL });
  const result: CellResult = { id: cell.id, transport: cell.transport, finished: false, fired: false, duplicates: 0, longestBusyMs: 0, tokenExpiredMismatch: 0, lostInput: [], retryBreaches: [] };
  try {
    const page = await context.newPage();
    const { at, kind, transport } = cell;
    const pending = at.flow === 'withdrawal' && at.variant === 'cancel' ? { withdrawalOutcome: 'pending' } : {};
    const armed = kind.arm(at.call, transport);
    const opened = await openFlow(page, at.flow, transport, { outcomeDelayMs: 300, ...pending, ...armed });
    const watch = watchBusy(opened.widget);
    const played: Played = { finished: false, presses: [], typed: [] };
    await FLOWS[at.flow].play(opened, played, at.variant ?? 'pay');
    // The screen has BUSY_LIMIT_MS to settle after the player stops.
    const settleBy = Date.now() + BUSY_LIMIT_MS;
    while (watch.busy() && Date.now() < settleBy) await page.waitForTimeout(SAMPLE_MS);
    result.longestBusyMs = await watch.stop();
    result.finished = played.finished;
    const { sandbox, pg, widget } = opened;
    const deposits = await sandbox.deposits();
    result.duplicates = at.flow === 'withdrawal' ? extraWithdrawals(await sandbox.withdrawals()) : extraDeposits(deposits);
    const left = (await (await page.request.get('/sandbox/scenario', { headers: { authorization: `Bearer ${opened.token()}` } })).json()) as Record<string, unknown>;
    result.fired = fired(armed, left, at.call, deposits.length > 0);
    const log = (await sandbox.callLog()) as LogEntry[];
    const unauthorized = log.filter((e) => e.outcome === 401).length;
    result.tokenExpiredMismatch = Math.abs(unauthorized - (await pg.logEntry(/← widget onTokenExpired/).count()));
    const retryAfterS = (armed.failures as Array<{ retryAfter?: number }> | undefined)?.[0]?.retryAfter ?? 0;
    result.retryBreaches = retryBreaches(log, played.presses, retryAfterS * 1000);
    // Nothing the player typed lost: a form they are back on still holds it (a finished flow's new form may be empty).
    if (!played.finished) {
      for (const { label, value } of played.typed) {
        const box = widget.getByRole('textbox', { name: label, exact: true });
        if ((await box.isVisible()) && (await box.inputValue()) !== value) result.lostInput.push(`${label}: "${await box.inputValue()}" (typed "${value}")`);
      }
    }
  } catch (error) {
    result.error = String(error).split('\n')[0];
  } finally {
    await context.close();
  }
  return result;
}

/** Runs `cells` with at most `concurrency` at once (each in its own context); `onResult` hears each as it ends. */
export async function runCells(browser: Browser, baseURL: string, cells: Cell[], concurrency: number, onResult: (r: CellResult) => void): Promise<CellResult[]> {
  const results: CellResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cells.length) {
      const cell = cells[next++]!;
      const result = await runCell(browser, baseURL, cell);
      results.push(result);
      onResult(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cells.length) }, worker));
  return results;
}
