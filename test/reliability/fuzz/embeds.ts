// The three embeds the fuzz posts into (docs/host-contract.md "Embedding modes"), opened as an
// integrator would in the playground, plus the foreign page: a popup on the other loopback name
// (`localhost` ⇄ `127.0.0.1`), which reaches the host's window through `window.opener` as any page
// the host opened could.
import { expect, type Frame, type Page } from '@playwright/test';
import { Playground } from '../../e2e/models/playground.ts';
import { sandboxOf } from '../../e2e/models/sandbox.ts';

export type Mode = 'element' | 'iframe' | 'native';

export interface Embed {
  pg: Playground;
  sandbox: ReturnType<typeof sandboxOf>;
  /** Every token the sandbox issued to this page (the current one last). */
  tokens: string[];
  /** The frame the widget runs in (the page itself for the element). */
  widgetFrame: Frame;
  /** The widget window's index in the host's `window.frames`, or -1 for the host window itself. */
  frameIndex: number;
}

const MODE_NAMES = { iframe: 'Iframe fallback', native: 'Native web view' } as const;

/** A fresh player on the method list in `mode`. The element gets `host-origin` = its page, so the origin check is live. */
export async function openEmbed(page: Page, mode: Mode, transport: 'socket' | 'http'): Promise<Embed> {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport });
  if (mode !== 'element') await pg.useMode(MODE_NAMES[mode]);
  await expect(pg.widget(mode).getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const sandbox = sandboxOf(page, () => tokens.at(-1));
  let widgetFrame = page.mainFrame();
  let frameIndex = -1;
  if (mode === 'element') {
    await page.evaluate(() => document.querySelector('payment-cashier')?.setAttribute('host-origin', location.origin));
  } else {
    const title = mode === 'iframe' ? 'Payment cashier' : 'Native web view';
    widgetFrame = (await page.locator(`iframe[title="${title}"]`).elementHandle().then((h) => h?.contentFrame()))!;
    frameIndex = await page.evaluate((t) => {
      const win = document.querySelector<HTMLIFrameElement>(`iframe[title="${t}"]`)?.contentWindow;
      return Array.from({ length: window.frames.length }, (_, i) => window.frames[i]).indexOf(win as Window);
    }, title);
    expect(frameIndex).toBeGreaterThanOrEqual(0);
  }
  // The list's analytics batch goes 5 s after its first event: wait for it, so the widget is quiet.
  await expect.poll(async () => (await sandbox.callLog()).some((c) => c.call === 'events'), { timeout: 15_000 }).toBe(true);
  expect(tokens.length).toBeGreaterThan(0);
  return { pg, sandbox, tokens, widgetFrame, frameIndex };
}

/** The other loopback name of the sandbox: a different origin for the browser, the same server. */
export function foreignOriginOf(page: Page): string {
  const own = new URL(page.url());
  return `${own.protocol}//${own.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${own.port}`;
}

/** A blank page on the foreign origin, opened by the host page (so it holds `window.opener`). */
export async function openForeignPopup(page: Page): Promise<Page> {
  const url = `${foreignOriginOf(page)}/fuzz-foreign-page`;
  await page.context().route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>A foreign page</title><p>foreign</p>' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u, 'fuzz-foreign'), url)]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(foreignOriginOf(page));
  return popup;
}
