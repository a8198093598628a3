/**
 * Rebuilds xss-corpus.json from the public sources it vendors (issue #25, decision XSS-01):
 *   node test/reliability/corpus/build-corpus.mjs <DOMPurify git dir> <CheatSheetSeries git dir> <sanitize-url git dir>
 * Each argument is a git directory (a clone or a bare mirror); the files are read at its HEAD with
 * `git show`, and the commits read are written into the corpus so a rebuild says what it took.
 * Kept beside the corpus so the corpus can be refreshed rather than hand-edited.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [purifyDir, owaspDir, sanitizeUrlDir] = process.argv.slice(2);
if (!sanitizeUrlDir) throw new Error('usage: build-corpus.mjs <DOMPurify> <CheatSheetSeries> <sanitize-url> (git dirs)');

const git = (dir, ...args) => execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const show = (dir, path) => git(dir, 'show', `HEAD:${path}`);
const head = (dir) => git(dir, 'rev-parse', 'HEAD').trim();

/** The sentinel: a literal `alert(` also calls `__xssHit` (the spec hooks alert/confirm/prompt too). */
const withSentinel = (s) => s.replace(/\balert\s*\(/g, '__xssHit(');

// DOMPurify's own fixtures: every `payload`.
const purifySource = show(purifyDir, 'test/fixtures/expect.mjs').replace(/^\s*export default\s*/, 'return ');
const purify = new Function(purifySource)().map((f) => f.payload).filter((p) => typeof p === 'string' && p.trim() !== '');

// OWASP XSS Filter Evasion: every fenced code block, whole (a block is one payload).
const owaspText = show(owaspDir, 'cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md');
const owasp = [...owaspText.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1].trim().replace(/\\([<>])/g, '$1')).filter(Boolean);

// URL payloads: the strings of sanitize-url's tests (its CVE history), then our own variants.
const suTests = show(sanitizeUrlDir, 'src/__tests__/index.test.ts');
const suStrings = [...suTests.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
  .map((m) => { try { return JSON.parse(`"${m[1]}"`); } catch { return undefined; } })
  .filter((s) => typeof s === 'string' && /script|data|&#|%|:/i.test(s) && !/^https?:\/\/[a-z.]+\/?$/i.test(s));

const JS = 'javascript:alert(1)';
const variants = [
  JS, 'JaVaScRiPt:alert(1)', 'JAVASCRIPT:alert(1)', '\u2028javascript:alert(1)', '\u2029javascript:alert(1)',
  'java\tscript:alert(1)', 'java\nscript:alert(1)', 'java\rscript:alert(1)', 'jav\u0000ascript:alert(1)',
  ' javascript:alert(1)', '\u0001javascript:alert(1)', '\u001fjavascript:alert(1)', '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)', '\u200bjavascript:alert(1)', '\u3000javascript:alert(1)', '\x0cjavascript:alert(1)',
  '&#106;avascript:alert(1)', '&#x6A;avascript:alert(1)', '&#0000106avascript:alert(1)', 'javascript&colon;alert(1)',
  'javascript&#58;alert(1)', 'javascript&#x3a;alert(1)', 'java&Tab;script:alert(1)', 'java&NewLine;script:alert(1)',
  '%6Aavascript:alert(1)', 'javascript%3Aalert(1)', 'javascript:%61lert(1)', 'javascript://%0aalert(1)',
  'javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>', 'jav&#x09;ascript:alert(1)',
  'vbscript:msgbox(1)', 'VBScript:msgbox(1)', 'livescript:alert(1)', 'mocha:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:,alert(1)',
  'data:application/javascript,alert(1)', 'blob:https://evil.example/0b9f9a3c', 'file:///etc/passwd', 'FILE://c:/windows/win.ini',
  'about:blank', 'chrome://settings', 'view-source:https://evil.example', 'filesystem:https://evil.example/temporary/x',
  'jar:https://evil.example/x.jar!/', 'ms-its:mhtml:file://C:/x.mht!https://evil.example', 'intent://evil#Intent;scheme=javascript;end',
  '//evil.example/x', '\\\\evil.example/x', '/\\evil.example/x', '\\/evil.example/x', '///evil.example/x',
  'https://bank.example@evil.example/', 'https://user:pass@evil.example/', ' //evil.example', '\t//evil.example',
];

const dedupe = (list) => [...new Set(list)];
const corpus = {
  sources: [
    { name: 'DOMPurify test/fixtures/expect.mjs (payload of every fixture)', repository: 'https://github.com/cure53/DOMPurify', commit: head(purifyDir), licence: 'Apache-2.0 OR MPL-2.0' },
    { name: 'OWASP Cheat Sheet Series, cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md (every code block)', repository: 'https://github.com/OWASP/CheatSheetSeries', commit: head(owaspDir), licence: 'CC-BY-SA-4.0' },
    { name: '@braintree/sanitize-url src/__tests__/index.test.ts (its URL strings)', repository: 'https://github.com/braintree/sanitize-url', commit: head(sanitizeUrlDir), licence: 'MIT' },
    { name: 'payment-cashier: URL variants in the spirit of sanitize-url CVE history', licence: 'same as this repository' },
  ],
  sentinel: 'A literal alert( is rewritten to __xssHit( (the spec also hooks alert, confirm, prompt and print)',
  html: dedupe([...purify, ...owasp].map(withSentinel)),
  url: dedupe([...suStrings, ...variants].map(withSentinel)),
};
writeFileSync(new URL('./xss-corpus.json', import.meta.url), `${JSON.stringify(corpus, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`html ${corpus.html.length}, url ${corpus.url.length}`);
