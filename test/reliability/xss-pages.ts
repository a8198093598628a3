// The pages the XSS corpus walks (decision XSS-03): each opens, as a player, the pages that render
// a family of server sinks, with every text, HTML and URL of the answers hostile, and names the
// sinks it covered. Navigation is by role and the fixtures' words (the payloads follow the words).
import { expect, type Locator, type Page } from '@playwright/test';
import { expectHostileShown, MARK, type PlayerOptions } from './xss-host.ts';

export interface SinkPage {
  name: string;
  player: PlayerOptions;
  /** The sinks this page renders. */
  sinks: string[];
  walk(page: Page, widget: Locator, batchSize: number): Promise<void>;
}

/** The method list, its tiles named with the payloads (the mark proves the answer was hostile). */
const list = async (widget: Locator) => {
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByRole('button', { name: new RegExp(MARK) }).first()).toBeVisible({ timeout: 15_000 });
};
const open = async (widget: Locator, ...names: RegExp[]) => {
  for (const name of names) await widget.getByRole('button', { name }).first().click();
};
const deposit = async (widget: Locator, amount: string, button = 'Deposit') => {
  await widget.getByRole('textbox', { name: /^Amount/ }).first().fill(amount);
  await widget.getByRole('button', { name: button, exact: true }).click();
};

/** Cross-border SBP: T-Bank in Russia answers a unified form. */
const unifiedForm = async (_page: Page, widget: Locator) => {
  await list(widget);
  await open(widget, /^Cross-border SBP(?!:)/, /^Cross-border SBP: T-Bank/);
  await deposit(widget, '1500');
  await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible({ timeout: 15_000 });
};

export const SINK_PAGES: SinkPage[] = [
  {
    name: 'method list, host schema and bonus banners',
    player: { country: 'US', currency: 'USD', hostileHost: true },
    sinks: ['method names', 'group labels', 'badges', 'method icon URLs', 'bonus titles and subtitles', 'schema fonts', 'schema assets (method icons)'],
    async walk(_page, widget) {
      await list(widget);
    },
  },
  {
    name: 'bonus details',
    player: { country: 'US', currency: 'USD', hostileHost: true },
    sinks: ['bonus details: title, subtitle and games'],
    async walk(_page, widget) {
      await list(widget);
      // The free-spins bonus: its details list the games by name.
      await widget.getByRole('button', { name: 'Details' }).last().click();
      await expect(widget.getByRole('heading', { name: 'Games' })).toBeVisible();
      await expectHostileShown(widget.getByRole('main'));
    },
  },
  {
    name: 'redirect page, visual instruction and video guide',
    player: { country: 'RU', currency: 'RUB' },
    sinks: ['method page heading', 'slide HTML', 'slide images', 'slide alternative texts', 'video guide URL'],
    async walk(page, widget, batchSize) {
      await list(widget);
      await open(widget, /^Bank cards/, /Visa \/ Mastercard/);
      await widget.getByRole('button', { name: 'Visual instruction' }).click();
      const viewport = widget.getByRole('group', { name: / of \d+$/ });
      await expect(viewport).toBeVisible();
      // One slide per payload: walk them all so each one is sanitised and shown.
      await viewport.focus();
      for (let i = 1; i < batchSize; i += 1) await page.keyboard.press('ArrowRight');
      await expect(viewport).toHaveAttribute('aria-label', `${batchSize} of ${batchSize}`);
      await widget.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(widget.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
      // The guide's URL is one of the URL payloads: a refused one hides the button (REDIR-02).
      const video = widget.getByRole('button', { name: 'Video guide' });
      if ((await video.count()) === 0) return;
      await video.click();
      await expect(widget.getByRole('heading', { name: 'Video guide' })).toBeVisible();
    },
  },
  {
    name: 'cash agents',
    player: { country: 'MX', currency: 'MXN' },
    sinks: ['cash messenger links'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /^Cash/, /OXXO cash/);
      await expect(widget.getByRole('heading', { name: /^OXXO cash/ })).toBeVisible();
    },
  },
  {
    name: 'fields: text, phone and dropdowns',
    player: { country: 'TR', currency: 'TRY' },
    sinks: ['field labels and placeholders', 'field option texts', 'validation messages'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /^E-wallets/, /^Skrill/);
      await expect(widget.getByRole('textbox', { name: /^E-mail address/ })).toBeVisible();
      // An empty press shows the validation messages.
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(widget.getByRole('textbox', { name: /^E-mail address/ })).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'eazype pay page',
    player: { country: 'IN', currency: 'INR' },
    sinks: ['pay page QR code', 'pay page link'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /EazyPe UPI QR/);
      await deposit(widget, '500');
      await expect(widget.getByRole('heading', { name: /^EazyPe UPI QR/ })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'India invoice',
    player: { country: 'IN', currency: 'INR' },
    sinks: ['India invoice details', 'India requisites'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /UPI and Indian banks/, /IMPS bank transfer/);
      await widget.getByRole('textbox', { name: /^Amount/ }).fill('1500');
      await widget.getByRole('textbox', { name: /^IFSC code/ }).fill('HDFC0001234');
      await widget.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(widget.getByRole('heading', { name: 'Pay the invoice' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'unified form',
    player: { country: 'RU', currency: 'RUB', scenario: { unifiedInputFields: true, unifiedApp: true } },
    sinks: ['unified requisites', 'unified instruction steps', 'unified app link and QR', 'unified input fields'],
    walk: unifiedForm,
  },
  {
    name: 'unified form, one HTML instruction',
    player: { country: 'RU', currency: 'RUB', scenario: { unifiedInstruction: 'html' } },
    sinks: ['unified instruction text'],
    walk: unifiedForm,
  },
  {
    name: 'peer-to-peer invoice',
    player: { country: 'UZ', currency: 'UZS' },
    sinks: ['p2p card holder, bank and description (decrypted)'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /^Uzcard/);
      await deposit(widget, '150000');
      await expect(widget.getByText('Kapitalbank', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'host-to-host card',
    player: { country: 'RU', currency: 'RUB', scenario: { outcomeDelayMs: 60_000 } },
    sinks: ['h2h card holder'],
    async walk(_page, widget) {
      await list(widget);
      await open(widget, /YooMoney/);
      await deposit(widget, '500');
      await expect(widget.getByText('SANDBOX LLC', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'withdrawal fields',
    player: { country: 'NG', currency: 'NGN', route: '/withdrawal' },
    sinks: ['withdrawal method names', 'withdrawal field labels', 'withdrawal bank names'],
    async walk(_page, widget) {
      await expect(widget.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible({ timeout: 15_000 });
      await expectHostileShown(widget);
      await widget.getByRole('button', { name: /Nigerian banks/ }).click();
      await expect(widget.getByRole('heading', { name: /^Choose your bank/ })).toBeVisible();
      await widget.getByRole('searchbox', { name: /^Search for your bank/ }).fill('gt');
      await widget.getByRole('button', { name: /^GTBank/ }).click();
      await expect(widget.getByRole('textbox', { name: /^Account number \(NUBAN\)/ })).toBeVisible();
    },
  },
];
