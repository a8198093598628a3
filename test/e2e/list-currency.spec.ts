// Issue #24, decision LIST-T1, as an integrator sees it: the sandbox's plain host page
// (/host.html) with a token only, no `currency`. The first visit cannot know the player's
// currency, so its list is asked for twice (the fallback USD, then the answer's RUB, HOST-31);
// a reload, or the host opening the cashier again in the same tab, asks once. Counted with the
// sandbox's call log (GET /sandbox/calls), never by time.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const authorised = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function methodsRequests(request: APIRequestContext, token: string): Promise<number> {
  const calls = (await (await request.get('/sandbox/calls', authorised(token))).json()) as Array<{ call: string }>;
  return calls.filter((c) => c.call === 'methods-payment-v5').length;
}

/** The list is on screen in the player's currency once its RUB-only method shows. */
async function listShown(page: Page): Promise<void> {
  await expect(page.locator('payment-cashier').getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible({ timeout: 15_000 });
}

test('LIST-T1: a token-only host page asks for the list twice on the first visit, once after a reload and on the next page in the tab', async ({ page, request }) => {
  const { token } = (await (await request.post('/sandbox/tokens', { data: { country: 'RU' } })).json()) as { token: string };
  const url = `/host.html?${new URLSearchParams({ token, locale: 'en' })}`;

  await page.goto(url);
  await listShown(page);
  await expect.poll(() => methodsRequests(request, token)).toBe(2);

  await page.reload();
  await listShown(page);
  // The answer came in RUB as asked: nothing reloads the list after it is shown.
  await page.waitForLoadState('networkidle');
  expect(await methodsRequests(request, token)).toBe(3);

  // The host's next page in the same tab (a casino opening its cashier again).
  await page.goto(`${url}&route=%2F`);
  await listShown(page);
  await page.waitForLoadState('networkidle');
  expect(await methodsRequests(request, token)).toBe(4);
  // What the tab keeps is the currency code alone.
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual(expect.objectContaining({ 'payment-cashier:player-currency': 'RUB' }));
  expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage })))).not.toContain(token);
});
