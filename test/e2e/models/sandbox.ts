// The sandbox's test API (docs/sandbox.md) for the player of the page's latest token: switches,
// and what arrived at the backend. Record tokens with `Playground.recordIssuedTokens()` before
// the playground opens.
import { expect, type Page } from '@playwright/test';
import { Playground } from './playground.ts';

export interface SandboxDeposit {
  method: string;
  state: string;
  data: { depositId: number; amount: number; currency: string };
  fields: Record<string, string>;
  bonus?: { isActivatedBonus: boolean; bonusId?: number };
}

export function sandboxOf(page: Page, token: () => string | undefined) {
  const headers = () => ({ authorization: `Bearer ${token()}` });
  return {
    async scenario(body: Record<string, unknown>) {
      expect((await page.request.put('/sandbox/scenario', { headers: headers(), data: body })).ok()).toBe(true);
    },
    async deposits(): Promise<SandboxDeposit[]> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },
    async calls(): Promise<string[]> {
      return (await this.callLog()).map((c) => c.call);
    },
    /** The call log with each call's outcome (status, or 'network'). */
    async callLog(): Promise<Array<{ call: string; outcome: number | string }>> {
      return (await page.request.get('/sandbox/calls', { headers: headers() })).json();
    },
    /** Cuts the player's open sockets as a network drop would (POST /sandbox/sockets/drop). */
    async dropSockets() {
      expect((await page.request.post('/sandbox/sockets/drop', { headers: headers() })).ok()).toBe(true);
    },
    async withdrawals(): Promise<Array<Record<string, unknown>>> {
      return (await page.request.get('/sandbox/withdrawals', { headers: headers() })).json();
    },
    async settle(id: number, outcome: 'processed' | 'mistaked' = 'processed') {
      expect((await page.request.post(`/sandbox/deposits/${id}/settle`, { headers: headers(), data: { outcome } })).ok()).toBe(true);
    },
  };
}

/** A fresh sandbox player on the playground's method list, with the sandbox of its token. */
export async function playerOnList(page: Page, options: Parameters<Playground['openWith']>[0]) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith(options);
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  return { pg, widget, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

/**
 * The window a Deposit press opens, once it shows the provider's page. A test that ended while the
 * helper window was still on its way there made Chromium's Target.closeTarget wait ~110 s at
 * teardown (a CDP quirk: "Tearing down context exceeded the test timeout"), so a press that opens
 * one waits for it even when the test does not look at it.
 */
export async function providerWindow(popup: Promise<Page>): Promise<Page> {
  const window = await popup;
  await window.waitForURL(/\/sandbox\/provider\//);
  return window;
}
