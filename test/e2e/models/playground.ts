// Page object for the integrator playground: what an integrator sees and clicks. Everything is
// found by role and visible name, so a test reads like the steps in docs/playground.md.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export type EmbedMode = 'Custom element' | 'Iframe fallback' | 'Native web view';
export type HostMessageButton =
  | 'bonus-list-updated'
  | 'bonus-list-fetched (success)'
  | 'bonus-list-fetched (failure)'
  | 'close'
  | 'onGoBack'
  | 'onSwipeBack';

/** The captcha doubles' behaviours (option values of the playground's Captcha fieldset). */
export interface CaptchaOptions {
  /** GeeTest slider: `fail` fails the first Verify; `network` errors N inits; `fallback` breaks only the first script URL. */
  slider?: 'pass' | 'fail' | 'network' | 'unknown' | 'noload' | 'fallback';
  /** How many initGeetest4 calls of the page get the network error (`slider: 'network'`; default 3). */
  sliderNetworkErrors?: number;
  /** reCAPTCHA invisible check. */
  invisible?: 'pass' | 'challenge' | 'expire' | 'error' | 'noload';
  /** reCAPTCHA Enterprise score check. */
  score?: 'pass' | 'noenterprise' | 'error' | 'noload';
}

/** Handshake settings a playground link can carry (and `configure` can pick). */
export interface LinkOptions {
  locale?: string;
  transport?: 'socket' | 'http';
  viewType?: 'main' | 'sweep';
  geo?: string;
  currency?: string;
  route?: string;
  /** schema.meta.isCryptoBonusAvailable (the "Crypto bonus available" box). */
  cryptoBonus?: boolean;
  /** The captcha doubles' switch (schema.meta.captchaScripts; docs/playground.md "Captcha"). */
  captcha?: CaptchaOptions;
  /** Adds an experiment row. */
  experiment?: { key: string; group: string };
}

const MODE_KEYS: Record<EmbedMode, 'element' | 'iframe' | 'native'> = {
  'Custom element': 'element',
  'Iframe fallback': 'iframe',
  'Native web view': 'native',
};

export class Playground {
  constructor(readonly page: Page) {}

  /** Opens the playground and waits until the sandbox has issued a player and the widget said Loaded. */
  async open(query = '') {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByRole('heading', { name: /integrator playground/ })).toBeVisible();
    await expect(this.page.locator('body')).toHaveAttribute('data-mount-id', /.+/);
    await expect(this.log.getByText(/← widget Loaded/)).toBeVisible();
  }

  /**
   * Opens the playground already configured through a link (`/?transport=http&paymentGeo=RU…`,
   * docs/playground.md "Links"): one widget mount instead of open, configure and apply.
   */
  async openWith(options: LinkOptions) {
    const query = new URLSearchParams();
    if (options.locale) query.set('locale', options.locale);
    if (options.transport) query.set('transport', options.transport);
    if (options.viewType) query.set('widgetViewType', options.viewType);
    if (options.geo) query.set('paymentGeo', options.geo);
    if (options.currency !== undefined) query.set('currency', options.currency);
    if (options.route !== undefined) query.set('route', options.route);
    if (options.cryptoBonus !== undefined) query.set('cryptoBonus', String(options.cryptoBonus));
    if (options.experiment) query.append('experiment', `${options.experiment.key}:${options.experiment.group}`);
    const c = options.captcha ?? {};
    if (c.slider) query.set('captchaSlider', c.slider);
    if (c.sliderNetworkErrors !== undefined) query.set('captchaSliderNetworkErrors', String(c.sliderNetworkErrors));
    if (c.invisible) query.set('captchaInvisible', c.invisible);
    if (c.score) query.set('captchaScore', c.score);
    await this.open(`?${query}`);
  }

  /** The message log (newest first). */
  get log(): Locator {
    return this.page.getByRole('list', { name: 'Message log' });
  }

  /** A log entry matching `pattern`, e.g. `/← widget onTokenExpired/`. */
  logEntry(pattern: RegExp): Locator {
    return this.log.getByRole('listitem').filter({ hasText: pattern });
  }

  /**
   * Runs `action` and waits until a new widget is mounted and has said Loaded. Remounting the
   * custom element reloads the page (the playground keeps its settings, and the same player gets
   * a fresh token), so this waits for the page's new mount id rather than for a DOM change.
   */
  async remountedBy(action: () => Promise<void>) {
    const mountId = () => this.page.evaluate(() => document.body.dataset['mountId'] ?? '').catch(() => '');
    const before = await mountId();
    await action();
    await expect.poll(mountId, { timeout: 15_000 }).not.toMatch(new RegExp(`^(${before})?$`));
    await expect(this.log.getByText(/← widget Loaded/)).toBeVisible();
  }

  /** Switches the embed mode (the radio remounts the widget at once). */
  async useMode(mode: EmbedMode) {
    const radio = this.page.getByRole('radio', { name: mode });
    if (await radio.isChecked()) await this.apply();
    else await this.remountedBy(() => radio.check());
  }

  /** "Apply and reload widget": remounts the widget with the form's handshake and a fresh log. */
  async apply() {
    await this.page.getByRole('tab', { name: 'Handshake' }).click();
    await this.remountedBy(() => this.page.getByRole('button', { name: 'Apply and reload widget' }).click());
  }

  /** Picks handshake values in the form (not applied until `apply()`). */
  async configure(options: LinkOptions) {
    await this.page.getByRole('tab', { name: 'Handshake' }).click();
    if (options.locale) await this.page.getByRole('combobox', { name: 'Locale' }).selectOption(options.locale);
    if (options.transport) await this.page.getByRole('combobox', { name: 'Transport' }).selectOption(options.transport);
    if (options.viewType) await this.page.getByRole('combobox', { name: 'View type' }).selectOption(options.viewType);
    if (options.geo) await this.page.getByRole('combobox', { name: 'Payment geo' }).selectOption(options.geo);
    if (options.currency !== undefined) await this.page.getByRole('combobox', { name: 'Currency' }).selectOption(options.currency);
    if (options.route !== undefined) await this.page.getByRole('combobox', { name: 'First page (route)' }).selectOption(options.route);
    if (options.cryptoBonus !== undefined) await this.page.getByRole('checkbox', { name: /^Crypto bonus available/ }).setChecked(options.cryptoBonus);
    if (options.experiment) {
      await this.page.getByRole('button', { name: '+ Add experiment' }).click();
      await this.page.getByRole('textbox', { name: 'Key' }).last().fill(options.experiment.key);
      await this.page.getByRole('textbox', { name: 'Group' }).last().fill(options.experiment.group);
    }
    if (options.captcha) await this.configureCaptcha(options.captcha);
  }

  /** Sets the Captcha fieldset's controls (the doubles' behaviour; applied with the handshake). */
  private async configureCaptcha(c: CaptchaOptions) {
    const p = this.page;
    if (c.slider) await p.getByRole('combobox', { name: 'Slider (GeeTest)' }).selectOption(c.slider);
    if (c.sliderNetworkErrors !== undefined) await p.getByRole('spinbutton', { name: 'Slider network errors (N)' }).fill(String(c.sliderNetworkErrors));
    if (c.invisible) await p.getByRole('combobox', { name: 'Invisible check (reCAPTCHA)' }).selectOption(c.invisible);
    if (c.score) await p.getByRole('combobox', { name: 'Score check (reCAPTCHA Enterprise)' }).selectOption(c.score);
  }

  /** Phone (390 × 780) or desktop (up to 1280 × 800) frame. */
  async useFrame(frame: 'Phone' | 'Desktop') {
    await this.page.getByRole('radio', { name: frame, exact: true }).check();
  }

  /** Clicks a host → widget message button ("Send close", "Send bonus-list-fetched (failure)", …). */
  async send(type: HostMessageButton) {
    await this.page.getByRole('button', { name: `Send ${type}`, exact: true }).click();
  }

  /** "Refresh token": a new sandbox token handed to the widget (property, loaded post or the app). */
  async refreshToken() {
    await this.page.getByRole('tab', { name: 'Handshake' }).click();
    await this.page.getByRole('button', { name: 'Refresh token' }).click();
    await expect(this.page.getByRole('list', { name: 'Message log' }).getByText(/sandbox POST \/sandbox\/tokens\/refresh → 201/).first()).toBeVisible();
  }

  /** "New player": a new sandbox player and token (clean scenario), then a remount. */
  async newPlayer() {
    await this.page.getByRole('tab', { name: 'Handshake' }).click();
    await this.remountedBy(() => this.page.getByRole('button', { name: 'New player' }).click());
  }

  /** The Scenario tab's "Active scenario" summary. */
  get scenarioSummary(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Scenario' }).locator('#scenario-summary');
  }

  /** Applies a named preset ("Deposits are declined", "No methods in this region", …) to the current token. */
  async usePreset(label: string) {
    await this.page.getByRole('tab', { name: 'Scenario' }).click();
    await this.page.getByRole('combobox', { name: 'Preset' }).selectOption({ label });
    await expect(this.log.getByText(/sandbox PUT \/sandbox\/scenario → 200/).first()).toBeVisible();
  }

  /** Sets single switches in the Scenario form and applies them (everything else as the form shows it). */
  /** Scenario → Failures: "+ Add failure" for `call` (docs/sandbox.md `failures`), then "Apply scenario". */
  async injectFailure(call: string, kind: 'http' | 'socket-status' | 'network', status: number) {
    const p = this.page;
    await p.getByRole('tab', { name: 'Scenario' }).click();
    await p.getByRole('button', { name: '+ Add failure' }).click();
    const row = p.locator('.pg-failure-row').last();
    await row.getByRole('combobox', { name: 'Call' }).selectOption(call);
    await row.getByRole('combobox', { name: 'Kind' }).selectOption(kind);
    await row.getByRole('spinbutton', { name: 'Status' }).fill(String(status));
    await p.getByRole('button', { name: 'Apply scenario' }).click();
    await expect(this.log.getByText(/sandbox PUT \/sandbox\/scenario → 200/).first()).toBeVisible();
  }

  async setScenario(options: {
    unauthorizedOnce?: string;
    disconnectCall?: string;
    captchaRequiredOnce?: boolean;
    emptyMethods?: boolean;
    directGeo?: boolean;
    depositOutcome?: 'processed' | 'mistaked' | 'pending';
    outcomeDelayMs?: number;
    pushes?: 'normal' | 'duplicate' | 'out-of-order';
    bonusesExpired?: boolean;
  }) {
    const p = this.page;
    await p.getByRole('tab', { name: 'Scenario' }).click();
    if (options.unauthorizedOnce !== undefined) await p.getByRole('combobox', { name: '401 once on call' }).selectOption(options.unauthorizedOnce);
    if (options.disconnectCall !== undefined) await p.getByRole('combobox', { name: 'Disconnect on call' }).selectOption(options.disconnectCall);
    if (options.captchaRequiredOnce !== undefined) await p.getByRole('checkbox', { name: /captcha_required once/ }).setChecked(options.captchaRequiredOnce);
    if (options.emptyMethods !== undefined) await p.getByRole('checkbox', { name: 'Empty methods' }).setChecked(options.emptyMethods);
    if (options.directGeo !== undefined) await p.getByRole('checkbox', { name: 'Direct geo' }).setChecked(options.directGeo);
    if (options.depositOutcome) await p.getByRole('combobox', { name: 'Deposit outcome' }).selectOption(options.depositOutcome);
    if (options.outcomeDelayMs !== undefined) await p.getByRole('spinbutton', { name: 'Outcome delay (ms)' }).fill(String(options.outcomeDelayMs));
    if (options.pushes) await p.getByRole('combobox', { name: 'Status pushes' }).selectOption(options.pushes);
    if (options.bonusesExpired !== undefined) await p.getByRole('checkbox', { name: 'Every issued bonus has expired' }).setChecked(options.bonusesExpired);
    await p.getByRole('button', { name: 'Apply scenario' }).click();
    await expect(this.log.getByText(/sandbox PUT \/sandbox\/scenario → 200/).first()).toBeVisible();
  }

  /** "Reset scenario": the token's switches back to the defaults. */
  async resetScenario() {
    await this.page.getByRole('tab', { name: 'Scenario' }).click();
    await this.page.getByRole('button', { name: 'Reset scenario' }).click();
    await expect(this.scenarioSummary).toContainText('Default: everything normal');
  }

  /** The copy-paste snippet for the current mode. */
  get snippet(): Locator {
    return this.page.getByLabel('Snippet');
  }

  /** The frame the widget lives in for the iframe and native modes. */
  frame(mode: 'iframe' | 'native'): FrameLocator {
    return this.page.frameLocator(mode === 'iframe' ? 'iframe[title="Payment cashier"]' : 'iframe[title="Native web view"]');
  }

  /**
   * Starts recording every token the sandbox issues to this page (new player, refresh), read from
   * the network answers, so a test can prove none of them shows up anywhere. Call before `open()`.
   */
  recordIssuedTokens(): string[] {
    const tokens: string[] = [];
    this.page.on('response', (response) => {
      if (!/\/sandbox\/tokens(\/refresh)?$/.test(new URL(response.url()).pathname) || response.request().method() !== 'POST') return;
      response
        .json()
        .then((body: { token?: unknown }) => {
          if (typeof body.token === 'string' && body.token !== '') tokens.push(body.token);
        })
        .catch(() => undefined);
    });
    return tokens;
  }

  /** Everything the page shows or holds as markup: the document, every frame and the widget's shadow roots. */
  async allMarkup(): Promise<string> {
    const parts = [await this.page.content()];
    for (const frame of this.page.frames()) {
      parts.push(await frame.content().catch(() => ''));
      parts.push(
        await frame
          .evaluate(() => [...document.querySelectorAll('payment-cashier')].map((el) => `${el.outerHTML}${el.shadowRoot?.innerHTML ?? ''}`).join('\n'))
          .catch(() => ''),
      );
    }
    return parts.join('\n');
  }

  /**
   * A player's SBP deposit (in the custom element unless `mode` says otherwise): picks SBP, enters
   * `amount`, presses Deposit. `pay` also pays in the provider window and waits for the success page.
   */
  async depositSbp(amount: string, options: { pay?: boolean; mode?: 'element' | 'iframe' } = {}) {
    const widget = this.widget(options.mode);
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill(amount);
    if (!options.pay) return widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    const popup = this.page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  }

  /** The widget's own UI: in the page for the element, inside the frame for the iframe and native modes. */
  widget(mode: 'element' | 'iframe' | 'native' | EmbedMode = 'element'): Locator {
    const key = mode in MODE_KEYS ? MODE_KEYS[mode as EmbedMode] : (mode as 'element' | 'iframe' | 'native');
    return key === 'element' ? this.page.locator('payment-cashier') : this.frame(key).locator('payment-cashier');
  }
}
