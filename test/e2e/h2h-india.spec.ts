// Issue #13 deliverables 4–5: a player pays a host-to-host invoice (the card to copy, the countdown,
// "I have paid" → the complete page in status accepted) over both transports, and an India invoice
// (the base page's amount and IFSC → deposit-prepare → details with a QR code, the bank name, the UTR
// field → "I have paid" → deposit-complete → the payment succeeds), also over both transports.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`H2H-01..05: a player copies the host-to-host card, pays and lands on the complete page in status accepted (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ geo: 'RU', currency: 'RUB', transport });
    // The sandbox settles h2h deposits on a timer: keep it far so the page shows what "paid" opens.
    await pg.setScenario({ outcomeDelayMs: 60_000 });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /YooMoney/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    // H2H-02: the card, grouped by 4, with a copy button per copyable row.
    await expect(widget.getByText('4100 1188 1234 5678')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Copy Card number' })).toBeVisible();
    await expect(widget.getByText('SANDBOX LLC')).toBeVisible();
    // H2H-05: 30 minutes from created.
    await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^(30:00|29:\d\d)$/);
    await widget.getByRole('button', { name: 'I have paid' }).click();
    // H2H-03: the complete page, in status accepted.
    await expect(widget.getByRole('heading', { name: 'Payment is being processed' })).toBeVisible();
  });
}

for (const transport of ['socket', 'http'] as const) {
  test(`INDIA-01..04: a player prepares an India invoice, pays to its details and says "I have paid" (${transport})`, async ({ page }) => {
    test.setTimeout(45_000);
    const pg = new Playground(page);
    await pg.openWith({ transport, geo: 'IN', currency: 'INR' });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /UPI and Indian banks/ }).click();
    await widget.getByRole('button', { name: /IMPS bank transfer/ }).click();
    await expect(widget.getByRole('heading', { name: 'IMPS bank transfer' })).toBeVisible();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await widget.getByRole('textbox', { name: 'IFSC code' }).fill('HDFC0001234');
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    // INDIA-01/02: the details with the UPI QR code, the bank name, the UTR field.
    await expect(widget.getByRole('heading', { name: 'Pay the invoice' })).toBeVisible();
    await expect(widget.getByRole('img', { name: 'QR code for UPI ID' })).toBeVisible();
    await expect(widget.getByText('sandbox.merchant@upi')).toBeVisible();
    await expect(widget.getByText('HDFC Bank')).toBeVisible();
    // Issue #21: one term — the intro names the field's UTR, explained once, never "payment reference".
    await expect(widget.getByText('then enter the UTR (the 12-digit transaction number your bank shows after the payment) and press “I have paid”', { exact: false })).toBeVisible();
    await expect(widget.getByText('payment reference', { exact: false })).toHaveCount(0);
    const utr = widget.getByRole('textbox', { name: 'UTR (12 digits)' });
    await utr.fill('123456789012');
    await widget.getByRole('button', { name: 'I have paid' }).click();
    // INDIA-04: deposit-complete starts the sandbox's outcome timer; the complete page follows it.
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}
