/**
 * The widget's one Trusted Types policy, `payment-cashier` (decisions TT-01…TT-05). Under a host
 * CSP with `require-trusted-types-for 'script'` every TT sink the widget writes takes a value made
 * here: the captcha loaders' `script.src` and the HTML that is parsed into inert documents
 * (DOMPurify's parse, the plain-text fallback). Where `trustedTypes` does not exist the same calls
 * hand back plain strings.
 * - Created lazily, once per window, and kept on the window under a registered symbol, so every
 *   element of the page (and another copy of the bundle) reuses it: a CSP that names the policy
 *   without 'allow-duplicates' refuses a second createPolicy of the same name.
 * - A host that took the name first, or a CSP that does not list it, leaves no policy (null): the
 *   widget then hands plain strings to the sinks, which the host's own default policy may accept.
 * - Script URLs: only the scripts the widget loads (exact origin and path, any query): the
 *   providers' default captcha scripts, the ones the host configured (allowScriptUrls), and the
 *   widget's own folder. Anything else throws, so no server string can become a script; the
 *   rule holds in browsers without Trusted Types too.
 * - HTML passes through: its only callers parse it into inert documents (DOMParser) and take
 *   sanitised nodes or text out of them; nothing of ours assigns TrustedHTML to a live element.
 * It lives in src/domain because both its users (src/stores loaders, src/ui sanitiser) may import
 * only domain; it is reached from lazy chunks only, never from the entry.
 */
import { DEFAULT_CAPTCHA_SCRIPTS } from './captcha.ts';

/** The name a host lists in `trusted-types` (docs/security.md). */
export const TRUSTED_TYPES_POLICY_NAME = 'payment-cashier';

/** What a policy makes (TrustedHTML / TrustedScriptURL where the browser has Trusted Types). */
export interface CashierPolicy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}

interface PolicyRecord {
  policy: CashierPolicy | null;
  allow(urls: readonly string[]): void;
  /** The script-URL rule itself, applied with or without Trusted Types (TT-02). */
  checkScriptUrl(url: string): string;
}

type PolicyWindow = typeof globalThis & {
  trustedTypes?: { createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }): CashierPolicy };
};

const RECORD = Symbol.for('payment-cashier.trusted-types');
/** The widget's own folder (its chunks); with the providers' scripts, what may always load. */
const OWN_BASE = new URL('.', import.meta.url).href;
const PROVIDER_SCRIPTS = [...DEFAULT_CAPTCHA_SCRIPTS.geetest, DEFAULT_CAPTCHA_SCRIPTS.recaptcha, DEFAULT_CAPTCHA_SCRIPTS.recaptchaEnterprise];

/** A URL's origin and path (its query and fragment do not choose the script), or null. */
function scriptKey(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? `${parsed.origin}${parsed.pathname}` : null;
  } catch {
    return null;
  }
}

function createRecord(win: PolicyWindow): PolicyRecord {
  const base = win.document?.baseURI ?? win.location?.href ?? OWN_BASE;
  const allowed = new Set<string>();
  const allow = (urls: readonly string[]): void => {
    for (const url of urls) {
      const key = scriptKey(url, base);
      if (key) allowed.add(key);
    }
  };
  allow(PROVIDER_SCRIPTS);
  const createScriptURL = (url: string): string => {
    const key = scriptKey(url, base);
    if (key && (allowed.has(key) || key.startsWith(OWN_BASE))) return url;
    throw new TypeError(`${TRUSTED_TYPES_POLICY_NAME}: script URL refused`);
  };
  let policy: CashierPolicy | null = null;
  try {
    policy = win.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (html) => html, createScriptURL }) ?? null;
  } catch {
    policy = null; // the name is taken or not allowed by the page's CSP: plain strings (TT-03)
  }
  return Object.freeze({ policy, allow, checkScriptUrl: createScriptURL });
}

function recordOf(win: PolicyWindow): PolicyRecord {
  const holder = win as PolicyWindow & { [RECORD]?: PolicyRecord };
  const known = holder[RECORD];
  if (known) return known;
  const record = createRecord(win);
  Object.defineProperty(holder, RECORD, { value: record });
  return record;
}

/** The window's policy, created on first use; null where Trusted Types are absent or refused. */
export function cashierPolicy(win: typeof globalThis = globalThis): CashierPolicy | null {
  return recordOf(win).policy;
}

/** Adds the script URLs the host configured (schema.meta.captchaScripts) to what may load. */
export function allowScriptUrls(urls: readonly string[], win: typeof globalThis = globalThis): void {
  recordOf(win).allow(urls);
}

/**
 * `url` for a script's `src`: trusted where a policy exists, else the checked string. The rule
 * holds in every browser, Trusted Types or not, so a refused URL is refused everywhere (TT-02).
 */
export function trustedScriptUrl(url: string, win: typeof globalThis = globalThis): string {
  const { policy, checkScriptUrl } = recordOf(win);
  return (policy ? policy.createScriptURL(url) : checkScriptUrl(url)) as string;
}

/** `html` for an inert parse (DOMParser): trusted where a policy exists, else as given. */
export function inertHtml(html: string, win: typeof globalThis = globalThis): string {
  const policy = cashierPolicy(win);
  return (policy ? policy.createHTML(html) : html) as string;
}
