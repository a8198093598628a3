// The three flows of the fault matrix (issue #25, decision FAULT-02), played as a player would: by
// role, label and visible text. A fault may stop a flow anywhere, so every step waits for its goal
// OR a way out the player would take (an error page's Refresh / Try again), presses that once, and
// goes on; a step whose goal never comes ends the play. The checks (checks.ts) run afterwards.
import { expect, type Locator, type Page } from '@playwright/test';
import { Playground, type LinkOptions } from '../../e2e/models/playground.ts';
import { sandboxOf } from '../../e2e/models/sandbox.ts';

export type Transport = 'socket' | 'http';
export type FlowName = 'deposit' | 'p2p' | 'withdrawal';

/** What the player typed, to find again if they are back on the form (nothing typed lost). */
export interface Typed {
  label: string;
  value: string;
}

export interface Played {
  /** The player reached the flow's happy end. */
  finished: boolean;
  /** When the player pressed or typed anything: a call sent after it may be its own, so the retry checks split attempts there. */
  presses: number[];
  typed: Typed[];
}

export interface Opened {
  pg: Playground;
  widget: Locator;
  sandbox: ReturnType<typeof sandboxOf>;
  /** The player's latest token (a 401 cell renews it). */
  token(): string | undefined;
}

/** How long one step may take: past a 30 s timeout, its retry and the error page. */
const STEP_MS = 45_000;

/** An error page's way out, as the player sees it. */
const wayOut = (widget: Locator): Locator => widget.getByRole('button', { name: /^(Refresh|Try again|Retry)$/ });
/** The page asks the player to press again (a renewed session; a request it could not confirm). */
const againNotice = (widget: Locator): Locator => widget.getByText(/Press “[^”]+” again|Press the button again/);

/** Which of `options` shows first within `ms` (null: none did). */
async function firstOf(options: Record<string, Locator | undefined>, ms = STEP_MS): Promise<string | null> {
  const shown = Object.entries(options).flatMap(([key, l]) => (l ? [l.first().waitFor({ state: 'visible', timeout: ms }).then(() => key)] : []));
  return Promise.any(shown).catch(() => null);
}

/** Presses `button` once it is enabled (a disabled press is a no-op for the player), noting when. */
async function press(button: Locator, played: Played): Promise<boolean> {
  try {
    await expect(button).toBeEnabled({ timeout: STEP_MS });
    played.presses.push(Date.now());
    await button.click();
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for `goal`, as a player would: a way out (Refresh, Try again) is pressed once; with a
 * `button`, a page asking to press again gets it pressed again (twice at most), and so does the
 * button when a way out led back to it. Every such press is noted (the retry checks split there).
 */
async function reach(widget: Locator, goal: Locator, played: Played, button?: Locator): Promise<boolean> {
  let outs = 0;
  let agains = 0;
  for (let round = 0; round < 5; round += 1) {
    const next = await firstOf({ goal, again: button && againNotice(widget), out: wayOut(widget), button: outs > 0 ? button : undefined });
    if (next === 'goal') return true;
    if (next === 'out' && outs < 1) {
      outs += 1;
      played.presses.push(Date.now());
      await wayOut(widget).first().click().catch(() => undefined);
    } else if ((next === 'again' || next === 'button') && button && agains < 2) {
      agains += 1;
      if (!(await press(button, played))) return false;
    } else return false;
  }
  return false;
}

/** Presses `button`, then waits for `goal` (see `reach`). */
async function pressFor(widget: Locator, played: Played, button: Locator, goal: Locator): Promise<boolean> {
  return (await press(button, played)) && reach(widget, goal, played, button);
}

export interface FlowSpec {
  /** The playground link of a player of this flow. */
  link: Omit<LinkOptions, 'transport'>;
  /** Plays the flow; `variant` picks the branch a call needs (the cancels). */
  play(opened: Opened, played: Played, variant: 'pay' | 'cancel'): Promise<void>;
}

const paidEnd = (widget: Locator): Locator => widget.getByRole('heading', { name: /^Payment (successful|declined)$/ });

async function playDeposit({ pg, widget }: Opened, played: Played): Promise<void> {
  const tile = widget.getByRole('button', { name: /SBP \(Faster Payments\)/ });
  if (!(await reach(widget, tile, played))) return;
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  if (!(await pressFor(widget, played, tile, amount))) return;
  // Typing is the player's own act too: the amount's new session-start (CREATE-02) is no retry.
  played.presses.push(Date.now());
  await amount.fill('1234');
  played.typed.push({ label: 'Amount', value: '1234' });
  const deposit = widget.getByRole('button', { name: 'Deposit', exact: true });
  // Each press opens the provider's window; the player pays in the one that shows Pay.
  for (let round = 0; round < 3; round += 1) {
    const popup = pg.page.waitForEvent('popup', { timeout: STEP_MS }).catch(() => null);
    if (!(await press(deposit, played))) return;
    const provider = await popup;
    const pay = provider?.getByRole('button', { name: 'Pay' });
    const next = await firstOf({ pay, again: againNotice(widget), out: wayOut(widget) });
    if (next === 'pay') {
      if (!(await pay!.click().then(() => true, () => false))) return;
      played.finished = await reach(widget, paidEnd(widget), played);
      return;
    }
    if (next === 'out') {
      played.presses.push(Date.now());
      await wayOut(widget).first().click().catch(() => undefined);
      if ((await firstOf({ deposit })) !== 'deposit') return;
    } else if (next !== 'again') return;
    played.presses.push(Date.now());
  }
}

async function playP2p({ widget }: Opened, played: Played, variant: 'pay' | 'cancel'): Promise<void> {
  const tile = widget.getByRole('button', { name: /^Uzcard/ });
  if (!(await reach(widget, tile, played))) return;
  if (!(await pressFor(widget, played, tile, widget.getByRole('heading', { name: 'Uzcard' })))) return;
  if (!(await pressFor(widget, played, widget.getByRole('button', { name: 'Deposit' }), widget.getByRole('heading', { name: /^Transfer / })))) return;
  if (variant === 'cancel') {
    if (!(await press(widget.getByRole('button', { name: 'Cancel deposit' }), played))) return;
    const cancelled = widget.getByRole('alert').filter({ hasText: 'The deposit is cancelled.' });
    played.finished = await pressFor(widget, played, widget.getByRole('button', { name: 'Yes, cancel the deposit' }), cancelled);
    return;
  }
  played.finished = await pressFor(widget, played, widget.getByRole('button', { name: 'I have paid' }), paidEnd(widget));
}

async function playWithdrawal({ widget }: Opened, played: Played, variant: 'pay' | 'cancel'): Promise<void> {
  const tile = widget.getByRole('button', { name: /Nigerian banks/ });
  if (!(await reach(widget, tile, played))) return;
  if (!(await pressFor(widget, played, tile, widget.getByRole('button', { name: 'GTBank' })))) return;
  const amount = widget.getByRole('textbox', { name: 'Amount to withdraw' });
  if (!(await pressFor(widget, played, widget.getByRole('button', { name: 'GTBank' }), amount))) return;
  await amount.fill('25000');
  await widget.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456789');
  played.typed.push({ label: 'Amount to withdraw', value: '25000' }, { label: 'Account number (NUBAN)', value: '0123456789' });
  const review = widget.getByRole('heading', { name: 'Check your withdrawal' });
  if (!(await pressFor(widget, played, widget.getByRole('button', { name: 'Continue', exact: true }), review))) return;
  const requested = widget.getByRole('heading', { name: 'Withdrawal requested' });
  if (!(await pressFor(widget, played, widget.getByRole('button', { name: 'Confirm withdrawal' }), requested))) return;
  if (variant === 'pay') {
    played.finished = true;
    return;
  }
  const item = widget.locator('.cashier-wd-pending__item').first();
  const cancelItem = item.getByRole('button', { name: /Cancel the withdrawal of/ });
  if (!(await pressFor(widget, played, widget.getByRole('button', { name: 'Back to withdrawals' }), cancelItem))) return;
  if (!(await press(cancelItem, played))) return;
  const cancelled = widget.getByRole('status').filter({ hasText: /was cancelled\./ });
  played.finished = await pressFor(widget, played, widget.getByRole('button', { name: 'Yes, cancel' }), cancelled);
}

export const FLOWS: Record<FlowName, FlowSpec> = {
  deposit: { link: {}, play: (o, p) => playDeposit(o, p) },
  p2p: { link: { geo: 'UZ', currency: 'UZS' }, play: playP2p },
  withdrawal: { link: { geo: 'NG', currency: 'NGN', route: '/withdrawal' }, play: playWithdrawal },
};

/**
 * Opens a fresh player of `flow` with `scenario` armed on the player's token the moment the sandbox
 * issues it, before the widget mounts: the first screen's calls (the method lists) meet the fault
 * too. (Remounting to arm them later would not do: the playground reloads with a fresh token, and
 * carries over only the scenario it last read.) The first screen may itself be the fault's victim,
 * so no heading is waited for here, only the widget's Loaded.
 */
export async function openFlow(page: Page, flow: FlowName, transport: Transport, scenario: Record<string, unknown>): Promise<Opened> {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await page.route('**/sandbox/tokens', async (route) => {
    const response = await route.fetch();
    const { token } = (await response.json()) as { token?: string };
    if (token) expect((await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${token}` }, data: scenario })).ok()).toBe(true);
    await route.fulfill({ response });
  });
  try {
    await pg.openWith({ ...FLOWS[flow].link, transport });
  } catch {
    // A fault at load may delay the widget's Loaded past the usual wait.
    await expect(pg.logEntry(/← widget Loaded/).first()).toBeVisible({ timeout: STEP_MS });
  }
  await page.unroute('**/sandbox/tokens');
  return { pg, widget: pg.widget(), sandbox: sandboxOf(page, () => tokens.at(-1)), token: () => tokens.at(-1) };
}
