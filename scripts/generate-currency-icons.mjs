#!/usr/bin/env node
// Draws icons/{CODE}.svg for every currency of src/domain/currency-table.ts, titled with the names of
// src/domain/currency-names.ts (shell §3: icons are
// fetched as icons/{currency}.svg). Re-runnable: it bundles the TS table with esbuild in memory,
// imports it, and rewrites every icon; `--check` only reports missing or stale files (for CI).
// Usage: node scripts/generate-currency-icons.mjs [--check]
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'icons');

async function loadModule(file) {
  const result = await build({
    entryPoints: [join(root, file)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Brand colours where a coin has a well-known one; everything else gets a colour from its code.
const BRAND = {
  BTC: '#F7931A', ETH: '#627EEA', LTC: '#345D9D', USDT: '#26A17B', TRX: '#EB0029', XMR: '#F26822',
  BCH: '#0AC18E', DASH: '#008CE7', NEO: '#00AF92', DOGE: '#BA9F33', ZEC: '#C69C2D', XRP: '#23292F',
  XLM: '#14B6E7', BNB: '#C99400', USDC: '#2775CA', TON: '#0098EA', BONUS: '#8E44AD', QSC: '#1E9E5A',
};

/** A stable hue from the code (FNV-1a), with saturation/lightness dark enough for white text. */
function colourFor(code) {
  if (BRAND[code]) return BRAND[code];
  let h = 0x811c9dc5;
  for (const ch of code) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hslToHex(h % 360, 55 + (h >> 9) % 20, 34 + (h >> 17) % 8);
}

function hslToHex(h, s, l) {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Icons are drawn with system fonts, so only characters that common fonts carry are used:
 * Latin, Greek, Cyrillic and the older currency signs (U+20A0–U+20BA, plus ₽). Newer or script-specific signs
 * (₼ ₾ ₿ ֏ ৳ ៛ रू) are missing from many fonts and would render as boxes; those icons show the code.
 */
const renderable = (ch) => {
  const cp = ch.codePointAt(0);
  return (cp >= 0x20 && cp <= 0x24f) || (cp >= 0x370 && cp <= 0x4ff) || (cp >= 0x20a0 && cp <= 0x20ba) || cp === 0x20bd;
};

/**
 * Short symbols are drawn large; long ones fall back to the code, and so does a symbol several
 * currencies share ($, kr, ¥), except for USD's own "$", so each icon tells its currency apart.
 */
function glyph(code, symbol, shared) {
  const chars = [...symbol];
  if ((shared && code !== 'USD') || !chars.every(renderable)) return { text: code, size: code.length > 3 ? 8 : 10 };
  if (chars.length === 1) return { text: symbol, size: 17 };
  if (chars.length === 2) return { text: symbol, size: 13 };
  if (chars.length === 3 && symbol !== code) return { text: symbol, size: 10 };
  return { text: code, size: code.length > 3 ? 8 : 10 };
}

function svg([code, symbol, name], crypto, shared) {
  const { text, size } = glyph(code, symbol, shared);
  const ring = crypto
    ? '<circle cx="16" cy="16" r="13.75" fill="none" stroke="#FFF" stroke-opacity=".6" stroke-width="1.5"/>'
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img">` +
    `<title>${esc(`${name} (${code})`)}</title>` +
    `<circle cx="16" cy="16" r="16" fill="${colourFor(code)}"/>${ring}` +
    `<text x="16" y="16" dy=".35em" text-anchor="middle" fill="#FFF" font-size="${size}" font-weight="700" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">${esc(text)}</text></svg>\n`
  );
}

const { FIAT_ROWS, CRYPTO_ROWS, SPECIAL_ROWS } = await loadModule('src/domain/currency-table.ts');
const { CURRENCY_NAMES } = await loadModule('src/domain/currency-names.ts');
// Rows as [code, symbol, name]: the table's two columns and the name kept apart from the entry.
const named = ([code, symbol]) => [code, symbol, CURRENCY_NAMES[code] ?? code];
const rows = [...FIAT_ROWS.map((r) => [named(r), false]), ...SPECIAL_ROWS.map((r) => [named(r), false]), ...CRYPTO_ROWS.map((r) => [named(r), true])];
const symbolCount = new Map();
for (const [[, symbol]] of rows) symbolCount.set(symbol, (symbolCount.get(symbol) ?? 0) + 1);
const check = process.argv.includes('--check');
mkdirSync(outDir, { recursive: true });

const problems = [];
for (const [row, crypto] of rows) {
  const file = join(outDir, `${row[0]}.svg`);
  const want = svg(row, crypto, symbolCount.get(row[1]) > 1);
  if (!check) writeFileSync(file, want);
  else {
    let have = null;
    try { have = readFileSync(file, 'utf8'); } catch { /* missing */ }
    if (have !== want) problems.push(`${row[0]}.svg ${have === null ? 'missing' : 'stale'}`);
  }
}
const known = new Set(rows.map(([r]) => `${r[0]}.svg`));
const extra = readdirSync(outDir).filter((f) => f.endsWith('.svg') && !known.has(f));

if (check) {
  if (problems.length || extra.length) {
    console.error(`Currency icons out of date (run node scripts/generate-currency-icons.mjs):\n  ${[...problems, ...extra.map((f) => `${f} not in the table`)].join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Currency icons up to date (${rows.length}).`);
} else {
  console.log(`Wrote ${rows.length} icons to icons/.${extra.length ? ` Not in the table (left alone): ${extra.join(', ')}` : ''}`);
}
