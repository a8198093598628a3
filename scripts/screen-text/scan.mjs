// The screen-text scanner (issue #21 deliverable 11): reads what a player sees on one screen
// (collect.mjs) and reports what a player must never see there:
//   raw-key     a locale key instead of its text ("error.page.title")
//   raw-code    a currency code where the currency has a name or symbol ("RUB 1,500.00", "QSC")
//   english     English left on a non-English page (words of the widget's own English texts)
//   developer   a developer's message ("Injected failure (503)", "Property x not found", "undefined")
// Brand names, networks and abbreviations in allow.json are never reported.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
// Longest first, so "Google Pay" goes before "Google".
const ALLOWED = [...readJson(join(root, 'scripts/screen-text/allow.json')).names].sort((a, b) => b.length - a.length);

/** Every locale file of one language: the main file and each locale part's. */
function localeTexts(code) {
  const files = [join(root, 'locales', `${code}.json`)];
  for (const entry of readdirSync(join(root, 'locales'), { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(join(root, 'locales', entry.name, `${code}.json`));
  }
  return Object.assign({}, ...files.map((f) => { try { return readJson(f); } catch { return {}; } }));
}

const en = localeTexts('en');
const KEYS = new Set(Object.keys(en));
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g;
/** Words of three letters or more that the widget's own English uses: English text, not a name. */
const ENGLISH_WORDS = new Set(Object.values(en).flatMap((t) => (String(t).replace(/\{\{[^}]*\}\}/g, ' ').match(LATIN_WORD) ?? []).filter((w) => w.length >= 3).map((w) => w.toLowerCase())));
/**
 * Codes a player must not read: a currency whose narrow symbol names it alone (₽, ₹, ₦…), the symbol
 * owners USD ($) and JPY (¥), and the sweepstake coin (its names are Gold and Sweep Coins). A code
 * whose symbol several currencies share ("CAD 10.00") or that has none ("UZS") is how the widget tells
 * them apart (decision AMOUNT-DISPLAY), and is allowed.
 */
const CURRENCY_CODES = (() => {
  const symbolOf = (code) => new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? code;
  const holders = new Map();
  for (const code of Intl.supportedValuesOf('currency')) holders.set(symbolOf(code), [...(holders.get(symbolOf(code)) ?? []), code]);
  const named = Intl.supportedValuesOf('currency').filter((code) => symbolOf(code) !== code && holders.get(symbolOf(code)).length === 1);
  return new Set([...named, 'USD', 'JPY', 'QSC', 'QGC']);
})();
const DEVELOPER = [
  /\binjected failure\b/i,
  /\bproperty \w+ not found\b/i,
  /\b(undefined|NaN|null)\b/,
  /\[object \w+\]/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|Exception)\b/,
  /\bServer\.(HTTP|Socket)\b/,
  /\bErrorCode\b/,
  /\bstatus (code )?\d{3}\b/i,
  /\((4|5)\d\d\)/,
  /\bHTTP \d{3}\b/,
  /\b(Internal Server Error|Bad Request|Unauthorized|Service Unavailable|Gateway Timeout)\b/i,
  /\bFailed to fetch\b/i,
  /\bUnexpected token\b/,
  /\b(ECONNRESET|ECONNREFUSED|ETIMEDOUT)\b/,
  /\bbanking\.[a-z]+/i,
];
/** A dotted name shaped like our keys: two dots or more, lower camel segments. */
const KEY_SHAPE = /\b[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+){2,}\b/g;

/** The text with allowed names, URLs and e-mail addresses taken out. */
function withoutNames(text) {
  let rest = text.replace(/\b(https?:\/\/|www\.)\S+/g, ' ').replace(/\S+@\S+\.\S+/g, ' ');
  for (const name of ALLOWED) rest = rest.split(name).join(' ');
  return rest;
}

/**
 * Findings for one screen. `texts` is collect.mjs's output; `locale` the page's language prefix
 * (`en`, `ar`, `ru`…). Returns `{ kind, text, detail }[]`; an empty array is a clean screen.
 */
export function scanScreenText(texts, { locale }) {
  const findings = [];
  const own = locale === 'en' ? null : localeTexts(locale);
  /** Latin words the language's own translations use (loan words, product names): not English left over. */
  const ownWords = own ? new Set(Object.values(own).flatMap((t) => String(t).match(LATIN_WORD) ?? []).map((w) => w.toLowerCase())) : new Set();
  const names = locale === 'en' ? null : new Intl.DisplayNames(locale, { type: 'currency' });
  for (const { text } of texts) {
    const report = (kind, detail) => findings.push({ kind, text, detail });
    if (KEYS.has(text.trim())) report('raw-key', text.trim());
    else for (const m of text.match(KEY_SHAPE) ?? []) if (KEYS.has(m) || /\.[a-z]+[A-Z]/.test(m)) report('raw-key', m);
    for (const pattern of DEVELOPER) {
      const m = text.match(pattern);
      if (m) report('developer', m[0]);
    }
    const rest = withoutNames(text);
    for (const code of rest.match(/\b[A-Z]{3}\b/g) ?? []) {
      if (!CURRENCY_CODES.has(code)) continue;
      // A code beside its own name ("Russian ruble (RUB)") names the currency: that is allowed.
      const name = (names ?? new Intl.DisplayNames('en', { type: 'currency' })).of(code);
      if (name && name !== code && text.toLowerCase().includes(name.toLowerCase())) continue;
      report('raw-code', code);
    }
    if (own) {
      const english = (rest.match(LATIN_WORD) ?? []).filter((w) => w.length >= 3 && !/^[A-Z0-9]+$/.test(w) && ENGLISH_WORDS.has(w.toLowerCase()) && !ownWords.has(w.toLowerCase()));
      if (english.length) report('english', english.join(' '));
    }
  }
  return findings;
}

/** One line per finding, for logs: `ar-redirect  english  "Card number"  → Card number`. */
export function formatFindings(screen, findings) {
  return findings.map((f) => `${screen}  ${f.kind}  ${JSON.stringify(f.text)}  → ${f.detail}`).join('\n');
}
