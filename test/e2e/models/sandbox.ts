// The sandbox's test API (docs/sandbox.md) for the player of the page's latest token: switches,
// and what arrived at the backend. Record tokens with `Playground.recordIssuedTokens()` before
// the playground opens.
import { expect, type Page } from '@playwright/test';

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
      const list: Array<{ call: string }> = await (await page.request.get('/sandbox/calls', { headers: headers() })).json();
      return list.map((c) => c.call);
    },
    async withdrawals(): Promise<Array<Record<string, unknown>>> {
      return (await page.request.get('/sandbox/withdrawals', { headers: headers() })).json();
    },
    async settle(id: number, outcome: 'processed' | 'mistaked' = 'processed') {
      expect((await page.request.post(`/sandbox/deposits/${id}/settle`, { headers: headers(), data: { outcome } })).ok()).toBe(true);
    },
  };
}
