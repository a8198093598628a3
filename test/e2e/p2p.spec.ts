// Issue #13 deliverables 1–3 as a player: a p2p deposit with a real AES-GCM card over both
// transports (check → create → invoice with the decrypted card → "I paid" → complete), an expiry
// that cancels, a cancel found by polling, the confirmation-id gate, a resumed deposit, and no
// decrypted card number anywhere it must not be (console, storage, host messages, attributes).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** The sandbox's uzcard payee card (demo/server/fixtures/payee-data.ts). */
const UZCARD_NUMBER = '8600120412345678';

/** The playground with a UZ player on the method list. */
async function openUzcard(page: Page, transport: 'socket' | 'http' = 'socket') {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport, geo: 'UZ', currency: 'UZS' });
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  return { pg, widget, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

for (const transport of ['socket', 'http'] as const) {
  test(`P2P-04/P2P-12/P2P-13/P2P-16/P2P-25/P2P-26/P2P-27: a uzcard deposit with a decrypted AES-GCM card, paid and complete (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await openUzcard(page, transport);
    await sandbox.scenario({ outcomeDelayMs: 200 });
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await expect(widget.getByRole('heading', { name: 'Uzcard' })).toBeVisible();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
    const card = widget.locator('[data-requisite="number"] .cashier-requisites__text');
    await expect(card).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expect(widget.getByText('Guaranteed transfer', { exact: false })).toBeVisible();
    await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
    const made = await sandbox.deposits();
    expect(made).toHaveLength(1);
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}

/** A country's p2p method on its base page, Deposit pressed, the invoice on screen. */
async function toInvoice(page: Page, geo: string, currency: string, tile: RegExp, scenario: Record<string, unknown> = {}) {
  const opened = await openUzcardLike(page, geo, currency);
  await opened.sandbox.scenario(scenario);
  await opened.widget.getByRole('button', { name: tile }).click();
  await opened.widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(opened.widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  return opened;
}

async function openUzcardLike(page: Page, geo: string, currency: string) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ geo, currency });
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  return { pg, widget, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

test('P2P-20/P2P-22: when the countdown ends the deposit is cancelled (deposit-cancel) and the paid button goes', async ({ page }) => {
  const { widget, sandbox } = await toInvoice(page, 'UZ', 'UZS', /^Uzcard/, { p2pTimeoutSeconds: 3 });
  await expect(widget.getByText('Time is up. This deposit was cancelled.').first()).toBeVisible({ timeout: 10_000 });
  await expect(widget.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
  await expect.poll(async () => (await sandbox.deposits())[0]?.state).toBe('canceled');
});

test('P2P-18/P2P-19/P2P-24: a deposit cancelled by the operator is found by the 5 s polling and completes as declined', async ({ page }) => {
  // Cancelled 3 s after creation: the invoice is on screen long enough to be seen on a busy machine.
  const { widget } = await toInvoice(page, 'UZ', 'UZS', /^Uzcard/, { p2pCancelAfterMs: 3000 });
  await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 12_000 });
});

test('P2P-32/P2P-33/P2P-34/P2P-35: nagad asks for an 8–10 digit confirmation id; paid stays disabled until it is valid, and deposit-complete carries it', async ({ page }) => {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => frames.push(String(f.payload))));
  const { widget } = await toInvoice(page, 'BD', 'BDT', /^Nagad/, { outcomeDelayMs: 200 });
  const paid = widget.getByRole('button', { name: 'I have paid' });
  const input = widget.getByRole('textbox', { name: 'Confirmation id' });
  await expect(paid).toBeDisabled();
  await input.fill('12345');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByText('Enter a confirmation id of 8 to 10 digits.')).toBeVisible();
  await expect(paid).toBeDisabled();
  await input.fill('1234567890');
  await expect(input).toHaveAttribute('aria-invalid', 'false');
  await paid.click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  const complete = frames.find((f) => f.includes('deposit-complete'));
  expect(complete).toContain('"confirmationId":"1234567890"');
});

test('P2P-12: an open deposit resumes on its invoice (deposit-check); going back and choosing again creates nothing new', async ({ page }) => {
  const { widget, sandbox } = await toInvoice(page, 'UZ', 'UZS', /^Uzcard/);
  const first = await widget.locator('[data-requisite="number"] .cashier-requisites__text').textContent();
  await widget.getByRole('button', { name: 'Back' }).first().click();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  await expect(widget.locator('[data-requisite="number"] .cashier-requisites__text')).toHaveText(first ?? '');
  expect(await sandbox.deposits()).toHaveLength(1);
});

test('P2P-04 secrets: after a p2p deposit the card number is in no console line, storage, host message, DOM event or attribute', async ({ page }) => {
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const text = (v: unknown) => {
      try {
        return JSON.stringify(v) ?? String(v);
      } catch {
        return String(v);
      }
    };
    const post = window.postMessage.bind(window);
    window.postMessage = ((message: unknown, ...rest: unknown[]) => {
      seen.push(text(message));
      return (post as (...a: unknown[]) => void)(message, ...rest);
    }) as typeof window.postMessage;
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      seen.push(`${event.type} ${text((event as CustomEvent).detail)}`);
      return dispatch.call(this, event);
    };
  });
  const { widget } = await toInvoice(page, 'UZ', 'UZS', /^Uzcard/, { outcomeDelayMs: 200 });
  await expect(widget.locator('[data-requisite="number"]')).toBeVisible();
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  const leaks = await page.evaluate(() => {
    const attributes: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const a of el.attributes) attributes.push(a.value);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    // Reading storage here proves the card number is not in it.
    // eslint-disable-next-line no-restricted-globals
    const storage = [localStorage, sessionStorage].map((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`).join('\n'));
    return { attributes: attributes.join('\n'), storage: storage.join('\n'), cookies: document.cookie, seen: (window as unknown as { __seen: string[] }).__seen.join('\n') };
  });
  for (const needle of [UZCARD_NUMBER, UZCARD_NUMBER.replace(/(\d{4})(?=\d)/g, '$1 ')]) {
    expect(consoleLines.join('\n')).not.toContain(needle);
    expect(leaks.attributes).not.toContain(needle);
    expect(leaks.storage).not.toContain(needle);
    expect(leaks.cookies).not.toContain(needle);
    expect(leaks.seen).not.toContain(needle);
  }
  expect(leaks.seen.length, 'the recorder saw the host messages').toBeGreaterThan(0);
});

/** The sandbox's test API for the player of the latest token. */
function sandboxOf(page: Page, token: () => string | undefined) {
  const headers = () => ({ authorization: `Bearer ${token()}` });
  return {
    async scenario(body: Record<string, unknown>) {
      expect((await page.request.put('/sandbox/scenario', { headers: headers(), data: body })).ok()).toBe(true);
    },
    async deposits(): Promise<Array<{ data: { depositId: number }; method: string; state: string }>> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },

  };
}

test('LIST-30, LIST-14: a player in Russia changes the region to Kazakhstan, picks Kaspi, sees the card to pay to and confirms the payment', async ({ page }) => {
  const { widget, sandbox } = await openUzcardLike(page, 'RU', 'KZT');
  await sandbox.scenario({ outcomeDelayMs: 200 });
  await widget.getByRole('button', { name: 'Change' }).click();
  await expect(widget.getByRole('heading', { name: 'Region' })).toBeVisible();
  await widget.getByRole('searchbox', { name: 'Search country' }).fill('Kazakh');
  await widget.getByRole('button', { name: /^Kazakhstan/ }).click();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await widget.getByRole('button', { name: /^Kaspi transfer/ }).click();
  await expect(widget.getByRole('heading', { name: 'Kaspi transfer' })).toBeVisible();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  await expect(widget.locator('[data-requisite="number"] .cashier-requisites__text')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  expect((await sandbox.deposits()).map((d) => d.method)).toEqual(['kaspi_p2p']);
});

test('P2P-23/P2P-24: a p2p answer without its card is reported to the host (onInvalidP2PResponse) and the player sees an error, not an empty invoice', async ({ page }) => {
  const { pg, widget, sandbox } = await openUzcardLike(page, 'UZ', 'UZS');
  await sandbox.scenario({ p2pMalformed: true });
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.getByRole('alert').filter({ hasText: 'The payment provider' })).toBeVisible();
  await expect(pg.logEntry(/onInvalidP2PResponse/).first()).toBeVisible();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toHaveCount(0);
  await expect(widget.getByRole('heading', { name: 'Uzcard' })).toBeVisible();
});
