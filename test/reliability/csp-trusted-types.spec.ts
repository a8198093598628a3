// Reliability suite, part "strict CSP with Trusted Types" (issue #25 deliverables 5 and 7,
// decisions TT-01…TT-07): the playground served at /strict-csp/ under a bank-grade host policy — a
// nonce on its scripts, 'strict-dynamic', no 'unsafe-inline' or 'unsafe-eval',
// `require-trusted-types-for 'script'` and `trusted-types payment-cashier` — with the widget's own
// pages (iframe fallback, helper window) under the same policy (docs/sandbox.md, docs/security.md).
// A player walks the main flows there in the element and iframe modes while every
// `securitypolicyviolation` (any document, shadow trees included: the event is composed) and every
// CSP or Trusted Types console error of the browser context is collected. Figures: violations and
// console errors per mode (0), flows walked per mode. Slice: 3 flows per mode, each transport at
// least once; full: every flow over both transports.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Playground } from '../e2e/models/playground.ts';
import { sandboxOf } from '../e2e/models/sandbox.ts';
import { withdrawToGtBank } from '../e2e/models/withdrawal.ts';
import { recordFigure, SCALE } from './figures.ts';

type Mode = 'element' | 'iframe';
type Transport = 'socket' | 'http';
type Sandbox = ReturnType<typeof sandboxOf>;
interface Walk {
  pg: Playground;
  mode: Mode;
  widget: Locator;
  sandbox: Sandbox;
}
interface Flow {
  name: string;
  /** The playground link's handshake values (docs/playground.md "Links"). */
  link: Record<string, string>;
  /** Sandbox switches set before the walk. */
  scenario?: Record<string, unknown>;
  walk(w: Walk): Promise<void>;
}

const PART = 'strict CSP with Trusted Types';
const CSP_CONSOLE = /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScriptURL|TrustedScript\b/i;

const FLOWS: Flow[] = [
  {
    name: 'redirect deposit',
    link: { paymentGeo: 'RU', currency: 'RUB' },
    walk: ({ pg, mode }) => pg.depositSbp('1500', { pay: true, mode }),
  },
  {
    name: 'card-to-card with reCAPTCHA',
    link: { paymentGeo: 'RU', currency: 'RUB', captchaInvisible: 'pass', captchaScore: 'pass' },
    async walk({ widget, sandbox }) {
      await widget.getByRole('button', { name: /^Transfer to card/ }).click();
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(widget.getByRole('button', { name: 'I have paid' })).toBeVisible({ timeout: 15_000 });
      const made = (await sandbox.deposits()) as Array<{ method: string; captcha?: string }>;
      expect(made.map((d) => [d.method, d.captcha])).toEqual([['card-p2p', 'recaptcha']]);
    },
  },
  {
    name: 'p2p invoice with instruction HTML',
    link: { paymentGeo: 'KG', currency: 'KGS' },
    // Real instruction HTML (a list, emphasis, a help link). Hostile HTML is the XSS corpus part's:
    // its inline handlers raise script-src-attr reports from the inert parse (decision TT-07).
    scenario: { unifiedInstruction: 'html' },
    async walk({ widget }) {
      await widget.getByRole('button', { name: /^Transfer to card/ }).click();
      await widget.getByRole('button', { name: /^MBank/ }).click();
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      const instruction = widget.getByRole('region', { name: 'How to pay' });
      // Parsed and sanitised through the policy (DOMPurify): its formatting and its link stay.
      await expect(instruction.locator('b')).toHaveText('SBP transfer');
      await expect(instruction.locator('strong')).toHaveText('exact amount');
      await expect(instruction.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
      await expect(widget.getByRole('button', { name: 'I have paid' })).toBeVisible();
    },
  },
  {
    name: 'unified form',
    link: { paymentGeo: 'RU', currency: 'RUB' },
    scenario: { unifiedInputFields: true, outcomeDelayMs: 500 },
    async walk({ widget }) {
      await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
      await widget.getByRole('button', { name: /^Cross-border SBP: T-Bank/ }).click();
      await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(widget.getByRole('region', { name: 'How to pay' }).getByRole('listitem')).toHaveCount(3);
      await widget.getByRole('textbox', { name: 'Payer name as in the bank app' }).fill('Ivan Petrov');
      await widget.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
      await widget.getByRole('button', { name: 'I have paid' }).click();
      await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'crypto address',
    link: { paymentGeo: 'US', currency: 'USD' },
    scenario: { outcomeDelayMs: 120_000 },
    async walk({ widget, sandbox }) {
      await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
      await widget.getByRole('searchbox', { name: 'Search payment method' }).fill('tether');
      await widget.getByRole('button', { name: /^Tether USDT/ }).click();
      await expect(widget.locator('.cashier-crypto__address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      await expect(widget.getByRole('img', { name: 'QR code of your Tether USDT deposit address' }).locator('path')).toHaveAttribute('d', /.+/);
      const [made] = await sandbox.deposits();
      await sandbox.settle(made!.data.depositId);
      await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'withdrawal',
    link: { paymentGeo: 'NG', currency: 'NGN', route: '/withdrawal' },
    async walk({ widget, sandbox }) {
      await withdrawToGtBank(widget);
      await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
      await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
      expect(await sandbox.withdrawals()).toHaveLength(1);
    },
  },
];

/** The slice: three flows per mode, each transport at least once per mode; full: every flow, both transports. */
const SLICE: Record<Mode, Array<[string, Transport]>> = {
  element: [['redirect deposit', 'socket'], ['card-to-card with reCAPTCHA', 'http'], ['p2p invoice with instruction HTML', 'socket']],
  iframe: [['redirect deposit', 'http'], ['card-to-card with reCAPTCHA', 'socket'], ['unified form', 'http']],
};
const runs = (mode: Mode): Array<[Flow, Transport]> =>
  SCALE === 'full'
    ? FLOWS.flatMap((f) => (['socket', 'http'] as const).map((t): [Flow, Transport] => [f, t]))
    : SLICE[mode].map(([name, t]) => [FLOWS.find((f) => f.name === name)!, t]);

/** Collects every CSP violation and CSP/Trusted Types console error of the context (popups and frames too). */
async function watchViolations(context: BrowserContext): Promise<{ events: string[]; console: string[]; widgetPages: string[] }> {
  const seen = { events: [] as string[], console: [] as string[], widgetPages: [] as string[] };
  // The widget's own pages (iframe fallback, helper window) and the policy each was served with.
  context.on('response', (response) => {
    if (/\/widget\/[^?]*\.html/.test(response.url())) seen.widgetPages.push(`${response.headers()['content-security-policy'] ?? 'none'}`);
  });
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => void seen.events.push(`${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
    addEventListener('securitypolicyviolation', (e) => void report(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`.trim()), true);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) seen.console.push(message.text());
  });
  context.on('weberror', (error) => {
    if (CSP_CONSOLE.test(String(error.error()))) seen.console.push(String(error.error()));
  });
  return seen;
}

/**
 * Proves a document enforces Trusted Types and that the watch sees it: one refused `innerHTML`
 * string must raise exactly one violation. The probe's own reports are then forgotten.
 */
async function probeEnforcement(target: Page | ReturnType<Page['frame']>, seen: { events: string[]; console: string[] }) {
  const before = seen.events.length;
  const outcome = await target!.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>probe</b>';
      return 'taken';
    } catch {
      return 'refused';
    }
  });
  expect(outcome).toBe('refused');
  await expect.poll(() => seen.events.length).toBe(before + 1);
  seen.events.splice(before);
  seen.console.splice(0);
}

const POLICY_PARTS = ["script-src 'nonce-", "'strict-dynamic'", "require-trusted-types-for 'script'", 'trusted-types payment-cashier'];

for (const mode of ['element', 'iframe'] as const) {
  test.describe(`TT-06, TT-07: strict CSP with Trusted Types, ${mode} mode`, () => {
    test.describe.configure({ mode: 'serial' });
    const tally = { violations: 0, console: 0, started: 0, walked: 0 };

    test.afterAll(() => {
      const figures = [
        { name: `violations (${mode} mode)`, value: tally.violations, expected: '0', ok: tally.violations === 0 },
        { name: `CSP / Trusted Types console errors (${mode} mode)`, value: tally.console, expected: '0', ok: tally.console === 0 },
        { name: `flows walked (${mode} mode)`, value: `${tally.walked} of ${tally.started}`, expected: 'every flow started', ok: tally.walked === tally.started },
      ];
      for (const f of figures) recordFigure({ part: PART, ...f });
    });

    for (const [flow, transport] of runs(mode)) {
      test(`TT-01, TT-02, TT-04: ${flow.name} under the strict policy, 0 violations (${mode}, ${transport})`, async ({ page }) => {
        test.setTimeout(90_000);
        tally.started += 1;
        const seen = await watchViolations(page.context());
        const policy = (await page.request.get('/strict-csp/')).headers()['content-security-policy'] ?? '';
        for (const part of POLICY_PARTS) expect(policy).toContain(part);
        expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|allow-duplicates/);

        const pg = new Playground(page);
        const tokens = pg.recordIssuedTokens();
        await pg.open(`strict-csp/?${new URLSearchParams({ transport, ...flow.link })}`);
        if (mode === 'iframe') await pg.useMode('Iframe fallback');
        const sandbox = sandboxOf(page, () => tokens.at(-1));
        if (flow.scenario) await sandbox.scenario(flow.scenario);
        const widget = pg.widget(mode);
        await expect(widget.getByRole('heading', { name: flow.link['route'] ? 'Available to withdraw' : 'Deposit method' })).toBeVisible();
        await probeEnforcement(page, seen);
        if (mode === 'iframe') await probeEnforcement(page.frame({ url: /\/widget\/iframe\.html/ }), seen);

        try {
          await flow.walk({ pg, mode, widget, sandbox });
          await page.waitForTimeout(300); // a late report (a lazy chunk's sink) has the time to arrive
        } finally {
          // A walk that broke (a refused sink can stop a press) still counts what it raised.
          tally.violations += seen.events.length;
          tally.console += seen.console.length;
        }
        expect(seen.events, 'CSP violations').toEqual([]);
        expect(seen.console, 'CSP / Trusted Types console errors').toEqual([]);
        // The iframe fallback and the helper window ran under the host's policy too.
        if (mode === 'iframe' || flow.name === 'redirect deposit') expect(seen.widgetPages.length).toBeGreaterThan(0);
        for (const policy of seen.widgetPages) for (const part of POLICY_PARTS) expect(policy).toContain(part);
        tally.walked += 1;
      });
    }
  });
}
