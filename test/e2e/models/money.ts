// Every amount a player reads on the widget, parsed back into value + currency, so a test can hold
// the screen against the wire (models/wire.ts). Reads the en-US page (money truth is about values
// and currencies; the formats of other languages are the formatter's unit tests and the
// screen-text scan). An amount is a number with a currency symbol or code beside it: "$4.99",
// "₽1,500.00", "RUB 1,500.00", "0.0125 BTC", "34.00 QSC".
import { expect, type Page } from '@playwright/test';
import { collectScreenText } from '../../../scripts/screen-text/collect.mjs';

export interface Money {
  value: number;
  /** The currencies the symbol or code can stand for ("$" is USD and other dollars). */
  currencies: string[];
  /** The text it was read from. */
  text: string;
}

/** A number that stands on its own (not the tail of an id such as "IN1013MWY9XBFA"). */
const NUMBER = String.raw`(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\w,]|\.\d)`;
/** "$4.99", "CA$10.00", "₽1,500.00", "RUB 1,500.00" */
const PREFIXED = new RegExp(String.raw`(?<sym>[A-Z]{3}|[A-Z]{0,2}[^\s\d.,()%+\-–:=/A-Za-z\u0600-\u06FF]{1,2})\s?(?<num>${NUMBER})`, 'g');
/** "0.0125 BTC", "34.00 QSC", "5,000 Gold Coins" is not money (no code) */
const SUFFIXED = new RegExp(String.raw`(?<num>${NUMBER})\s?(?<code>[A-Z]{3,5})\b`, 'g');

/** Symbol (en-US `symbol` and `narrowSymbol`) and code → the currencies it can name. */
const SYMBOLS = (() => {
  const map = new Map<string, Set<string>>();
  const add = (key: string, code: string) => map.set(key, (map.get(key) ?? new Set()).add(code));
  for (const code of Intl.supportedValuesOf('currency')) {
    add(code, code);
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay }).formatToParts(1).find((p) => p.type === 'currency');
      if (part) add(part.value, code);
    }
  }
  return map;
})();

const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** The amounts in one text. */
export function readMoney(text: string): Money[] {
  const found: Money[] = [];
  /** Where each prefixed amount's number starts: a code after it ("1,500.00 RUB") is the same amount. */
  const taken = new Set<number>();
  for (const m of text.matchAll(PREFIXED)) {
    const currencies = SYMBOLS.get(m.groups!.sym!);
    if (!currencies) continue;
    taken.add(m.index! + m[0].length - m.groups!.num!.length);
    found.push({ value: toNumber(m.groups!.num!), currencies: [...currencies], text });
  }
  for (const m of text.matchAll(SUFFIXED)) {
    if (!taken.has(m.index!)) found.push({ value: toNumber(m.groups!.num!), currencies: [m.groups!.code!], text });
  }
  return found;
}

/** Every amount the widget shows now. */
export async function moneyOnScreen(page: Page): Promise<Money[]> {
  const texts = await page.evaluate(collectScreenText);
  return texts.flatMap(({ text }) => readMoney(text));
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const describe = (money: Money[]) => money.map((m) => `${m.value} ${m.currencies.slice(0, 3).join('|')} in ${JSON.stringify(m.text)}`).join('; ');

/** Waits until the screen shows `value` in `currency`. */
export async function expectAmountShown(page: Page, value: number, currency: string) {
  await expect
    .poll(async () => (await moneyOnScreen(page)).some((m) => same(m.value, value) && m.currencies.includes(currency)), {
      message: `${value} ${currency} on screen (it shows: ${describe(await moneyOnScreen(page))})`,
    })
    .toBe(true);
}

/** Every amount on screen is one of `allowed` ([value, currency]); nothing else is shown as money. */
export async function expectOnlyAmounts(page: Page, allowed: Array<[number, string]>) {
  const shown = await moneyOnScreen(page);
  const stray = shown.filter((m) => !allowed.some(([value, currency]) => same(m.value, value) && m.currencies.includes(currency)));
  expect(stray, `amounts on screen that the wire does not carry: ${describe(stray)} (allowed: ${JSON.stringify(allowed)})`).toEqual([]);
}
