// The XSS corpus part's player: a fresh sandbox player whose answers carry the payloads (the
// `hostileContent` switch, docs/sandbox.md §4), on the plain host page (/host.html) that hands the
// element its token as a casino's server would; the host's own data (bonus texts, schema fonts and
// assets) carries payloads too, set as properties as the host's script would (decision XSS-02).
import { expect, type Locator, type Page } from '@playwright/test';

export interface HostileBatch {
  /** Text and HTML payloads: every text sink gets them all, every per-item list one item each. */
  payloads: string[];
  /** URL payloads: each URL sink takes the next one. */
  urls: string[];
}

export interface PlayerOptions {
  country: string;
  currency: string;
  transport?: 'socket' | 'http';
  route?: string;
  /** More sandbox switches for this page (unified form parts, outcome delays). */
  scenario?: Record<string, unknown>;
  /** The host's own data is hostile too: its bonus list's texts, its schema's fonts and icon folder. */
  hostileHost?: boolean;
  bonusList?: unknown[];
  schema?: Record<string, unknown>;
}

/** A player on /host.html whose every server text, HTML and URL is hostile; returns the widget and the scenario setter. */
export async function hostilePlayer(page: Page, batch: HostileBatch, options: PlayerOptions) {
  const issued = await page.request.post('/sandbox/tokens', { data: { country: options.country, currency: options.currency } });
  expect(issued.ok()).toBe(true);
  const { token } = (await issued.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const scenario = async (body: Record<string, unknown>) => {
    const answer = await page.request.put('/sandbox/scenario', { headers, data: body });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await scenario({ ...options.scenario, hostileContent: batch });
  const query = new URLSearchParams({ token, paymentGeo: options.country, currency: options.currency, transport: options.transport ?? 'socket', locale: 'en' });
  if (options.route) query.set('route', options.route);
  await page.goto(`/host.html?${query}`);
  const widget = page.locator('payment-cashier');
  // The host hands over its own data as properties, as a casino's page script would (too long for the query).
  if (options.bonusList || options.schema) {
    await widget.evaluate((el, data) => Object.assign(el, data), { ...(options.schema ? { schema: options.schema } : {}), ...(options.bonusList ? { bonusList: options.bonusList } : {}) });
  }
  return { widget, scenario, token, headers };
}

/** The words every text payload batch starts with: seeing them proves the payloads reached the page. */
export const MARK = 'XSS-CORPUS-MARK';

/** Waits until the hostile batch shows on the page (the mark, rendered as text). */
export async function expectHostileShown(widget: Locator): Promise<void> {
  await expect(widget.getByText(MARK).first()).toBeAttached({ timeout: 15_000 });
}

/** Appends the batch to a host bonus list's texts, as a compromised bonus service would send them. */
export function hostileBonuses(list: unknown[], joined: string): unknown[] {
  const walk = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return ['title', 'subtitle', 'nameEn'].includes(key) ? `${value} ${joined}` : value;
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    // A localized text under title/subtitle: every language.
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v, /^[a-z]{2}$/.test(k) ? key : k)]));
  };
  return walk(list) as unknown[];
}
