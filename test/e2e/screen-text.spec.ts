// Issue #21 deliverable 11, the short slice of the screen-text scan in `npm test` (the whole scan runs
// over every screenshot job: `npm run screenshots`). In en, ar and ru a player walks the main screens
// and none shows a locale key, a currency code where the currency has a symbol or name, English on an
// ar or ru page, or a developer's message (scripts/screen-text/scan.mjs).
import { expect, test, type Page } from '@playwright/test';
import { collectScreenText } from '../../scripts/screen-text/collect.mjs';
import { formatFindings, scanScreenText } from '../../scripts/screen-text/scan.mjs';
import { Playground } from './models/playground.ts';
import { sandboxOf } from './models/sandbox.ts';

/** Scans what the widget shows now; returns the findings as lines (empty when clean). */
async function scan(page: Page, locale: string, screen: string): Promise<string[]> {
  const texts = await page.evaluate(collectScreenText);
  expect(texts.length, `${screen}: the widget shows text`).toBeGreaterThan(0);
  const findings = scanScreenText(texts, { locale });
  return findings.length ? [formatFindings(`${locale}-${screen}`, findings)] : [];
}

for (const locale of ['en', 'ar', 'ru'] as const) {
  test(`I18N-01: the method list, a payment page, a success page and the error page in ${locale} show no key, raw code, stray English or developer message`, async ({ page }) => {
    test.setTimeout(60_000);
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ locale: locale === 'en' ? 'en-US' : locale, geo: 'RU', currency: 'RUB' });
    const widget = pg.widget();
    const findings: string[] = [];
    await expect(widget.locator('[data-method]').first()).toBeVisible();
    findings.push(...(await scan(page, locale, 'method-list')));

    await widget.locator('[data-method="sbp"]').click();
    await widget.getByRole('textbox').first().fill('1500');
    findings.push(...(await scan(page, locale, 'redirect')));

    const popup = page.waitForEvent('popup');
    await widget.locator('form button[type="submit"]').first().click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await expect(widget.locator('[data-status="processed"]')).toBeVisible({ timeout: 15_000 });
    findings.push(...(await scan(page, locale, 'complete-processed')));

    // A backend failure: the list reloads for another region and the methods call keeps failing
    // (503 past its retries); the error page speaks to the player, the injected text goes to the host.
    await pg.apply();
    await sandboxOf(page, () => tokens.at(-1)).scenario({ failures: [{ call: 'methods-payment-v5', kind: 'socket-status', status: 503, times: 10 }] });
    await widget.locator('.cashier-region-card button').click();
    await widget.getByRole('searchbox').fill(new Intl.DisplayNames(locale, { type: 'region' }).of('KZ')!.slice(0, 4));
    await widget.locator('.cashier-region button').first().click();
    await expect(pg.logEntry(/← widget Error/).first()).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByRole('main').getByRole('heading')).toBeVisible({ timeout: 20_000 });
    findings.push(...(await scan(page, locale, 'error')));

    expect(findings, findings.join('\n')).toEqual([]);
  });
}
