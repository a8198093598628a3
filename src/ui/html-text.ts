/**
 * The words of an HTML snippet without its markup, for when the sanitiser is not in yet or cannot
 * load (instruction-html.tsx): the user still reads the steps, one block per line.
 * DOMParser builds an inert document (no scripts run, nothing is fetched), and only text is
 * taken out of it, so nothing of the markup ever reaches the page. Under Trusted Types the parse
 * takes the widget's policy's HTML (decision TT-04): the inert parse is a sink all the same.
 */
import { inertHtml } from '../domain/trusted-types.ts';

/** Elements whose text is not content (code, styles, titles, form values, foreign markup). */
const NOT_TEXT = 'head,script,style,template,noscript,iframe,object,embed,textarea,select,svg,math';
/** Elements that start a new line when rendered. */
const BLOCKS = 'p,div,li,ul,ol,h1,h2,h3,h4,h5,h6,tr,blockquote,pre,section,article,header,footer';

/** Plain text of `html`: line breaks between blocks, runs of spaces collapsed, '' if it cannot be parsed. */
export function htmlToPlainText(html: string): string {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(inertHtml(html), 'text/html');
  } catch {
    return ''; // e.g. a host page that enforces Trusted Types without listing our policy
  }
  for (const node of doc.querySelectorAll(NOT_TEXT)) node.remove();
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.querySelectorAll(BLOCKS)) {
    block.before('\n');
    block.after('\n');
  }
  return (doc.body?.textContent ?? '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
