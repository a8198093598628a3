/**
 * The sanitiser for server HTML (UNI-06: the unified form's instruction steps), in its own lazy
 * chunk with DOMPurify (~8 KB gzip). Our choices for the open allow-list (UNI-11, decision in
 * docs/decisions.md):
 *  - text formatting, lists and links only: no images (tracking pixels, onerror), no forms,
 *    frames, scripts, styles, SVG or MathML, and no style/class/id/data-* attributes;
 *  - every href passes the link guard (safeLink, DOM-35); a link that fails keeps its text and
 *    loses the href; a kept one opens in a new tab without opener or referrer, so the host page
 *    is never navigated away nor reachable from the provider's page.
 * Hooks are global on a DOMPurify instance, so this module has its own instance: the guard never
 * leaks into another user of DOMPurify on the host page or in the widget.
 * Under Trusted Types DOMPurify parses through the widget's one policy (TRUSTED_TYPES_POLICY,
 * decision TT-04), so it never creates its own `dompurify` policy.
 */
import DOMPurify, { type Config } from 'dompurify';
import { cashierPolicy } from '../domain/trusted-types.ts';
import { ALLOWED_LINK_SCHEMES, safeLink } from '../domain/link-guard.ts';

/** The tags instruction HTML may keep. */
export const INSTRUCTION_TAGS: readonly string[] = Object.freeze([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'div', 'h3', 'h4', 'small', 'code',
]);
/** The attributes it may keep (href and target/rel only on links, see the hook). */
export const INSTRUCTION_ATTRIBUTES: readonly string[] = Object.freeze(['href', 'target', 'rel', 'dir', 'lang']);

/**
 * DOMPurify's own URI check, narrowed to the link guard's schemes: a first gate before safeLink
 * (its default also lets `tg:` or `upi:` fail, which the guard allows, and relative links pass).
 */
const URI_PATTERN = new RegExp(`^(?:${ALLOWED_LINK_SCHEMES.map((s) => s.slice(0, -1).replace(/[.+-]/g, '\\$&')).join('|')}):`, 'i');

const LINK_ONLY = ['href', 'target', 'rel'];

/** Runs after DOMPurify has checked an element's attributes: the link guard and the new-tab rule. */
function guardLinks(node: Node): void {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  const href = element.localName === 'a' ? element.getAttribute('href') : null;
  const safe = href === null ? null : safeLink(href);
  if (safe === null) {
    for (const name of LINK_ONLY) element.removeAttribute(name);
    return;
  }
  element.setAttribute('href', safe);
  element.setAttribute('target', '_blank');
  element.setAttribute('rel', 'noopener noreferrer');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  // Without a working DOM DOMPurify hands the input back unsanitised: refuse instead.
  if (!own.isSupported) throw new Error('HTML sanitiser not supported here');
  own.addHook('afterSanitizeAttributes', guardLinks);
  purifier = own;
  return own;
}

/**
 * Sanitises instruction HTML from the server into inert DOM nodes to append (never a string for
 * innerHTML). Throws only where the sanitiser cannot run; callers then show plain text.
 */
export function sanitizeInstructionHtml(html: string): DocumentFragment {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...INSTRUCTION_TAGS],
    ALLOWED_ATTR: [...INSTRUCTION_ATTRIBUTES],
    ALLOWED_URI_REGEXP: URI_PATTERN,
    // DOMPurify checks every other attribute value against the URI pattern too; dir and lang are
    // plain words ("rtl", "ar") that a browser cannot turn into a request.
    ADD_URI_SAFE_ATTR: ['dir', 'lang'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
    // null where Trusted Types are absent or our policy was refused: DOMPurify then makes no policy.
    TRUSTED_TYPES_POLICY: cashierPolicy() as Config['TRUSTED_TYPES_POLICY'],
  });
}
