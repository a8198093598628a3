import { expect } from '@open-wc/testing';
import DOMPurify from 'dompurify';
import { INSTRUCTION_TAGS, sanitizeInstructionHtml } from '../../../src/ui/sanitize-html.ts';

/** The sanitised fragment, serialised for assertions. */
function clean(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeInstructionHtml(html));
  return box.innerHTML;
}
/** The first link of the sanitised fragment. */
function link(html: string): HTMLAnchorElement {
  const box = document.createElement('div');
  box.append(sanitizeInstructionHtml(html));
  const a = box.querySelector('a');
  if (!a) throw new Error(`no link left in ${box.innerHTML}`);
  return a;
}

const REJECTED_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x61;script:alert(1)',
  'jav&#97;script:alert(1)',
  '&#106;avascript&colon;alert(1)',
  'jav&amp;#x61;script:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/phish',
  '/relative/path',
  'https://bank.example@evil.example/',
];

describe('sanitizeInstructionHtml', () => {
  it('UNI-06: keeps the allowed formatting, lists and text', () => {
    const html = '<h3>Pay</h3><ol><li><b>Open</b> your <em>bank</em> app</li><li>Enter <code>12345</code><br><small>fee 0</small></li></ol><p dir="rtl" lang="ar">نص</p>';
    expect(clean(html)).to.equal(html);
    expect(INSTRUCTION_TAGS).to.include.members(['p', 'a', 'ol', 'li', 'code']);
  });

  it('UNI-06: removes <script> with its text, event handlers and style attributes', () => {
    expect(clean('<p>a<script>window.__pwned = 1</script>b</p>')).to.equal('<p>ab</p>');
    expect(clean('<p onclick="alert(1)" onmouseover="x()" style="background:url(https://t.example/p)">x</p>')).to.equal('<p>x</p>');
    expect(clean('<div class="c" id="nodeName" data-x="1" aria-hidden="true">x</div>')).to.equal('<div>x</div>');
  });

  it('UNI-06: drops images (with onerror), styles, forms, frames, SVG and MathML', async () => {
    const marker = window as { __pwned?: number };
    delete marker.__pwned;
    const out = clean(
      '<img src="x" onerror="window.__pwned=1"><style>p{color:red}</style><form action="https://evil.example"><input name="card"><button>Pay</button></form>' +
        '<iframe src="https://evil.example"></iframe><object data="x"></object><svg><script>window.__pwned=1</script><a href="javascript:1">s</a></svg><math><mi>m</mi></math><p>ok</p>',
    );
    const box = document.createElement('div');
    box.innerHTML = out; // already clean: parsing it again must find nothing dangerous
    expect(box.querySelectorAll('img,style,form,input,button,iframe,object,svg,math,script').length).to.equal(0);
    expect(box.querySelector('p')?.textContent).to.equal('ok');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marker.__pwned).to.equal(undefined);
  });

  it('DOM-35, UNI-06: a link to a rejected scheme (also entity- or percent-obfuscated) loses its href, keeps its text', () => {
    for (const href of REJECTED_HREFS) {
      const a = link(`<a href="${href}" target="_self">Open</a>`);
      expect(a.hasAttribute('href'), href).to.equal(false);
      expect(a.hasAttribute('target'), href).to.equal(false);
      expect(a.hasAttribute('rel'), href).to.equal(false);
      expect(a.textContent).to.equal('Open');
    }
  });

  it('DOM-35, UNI-06: https, tel and messenger links stay, forced to a new tab without opener or referrer', () => {
    const https = link('<a href="https://bank.example/help?x=1&amp;y=2" target="_self" rel="opener">Help</a>');
    expect(https.getAttribute('href')).to.equal('https://bank.example/help?x=1&y=2');
    expect(https.getAttribute('target')).to.equal('_blank');
    expect(https.getAttribute('rel')).to.equal('noopener noreferrer');
    const tel = link('<a href="tel:+15551234567">Call</a>');
    expect(tel.getAttribute('href')).to.equal('tel:+15551234567');
    expect(tel.getAttribute('rel')).to.equal('noopener noreferrer');
    // Allowed by the link guard although DOMPurify's default URI check would drop them.
    expect(link('<a href="tg://resolve?domain=agent">Telegram</a>').getAttribute('href')).to.equal('tg://resolve?domain=agent');
    expect(link('<a href="upi://pay?pa=m@upi&amp;am=10">UPI</a>').getAttribute('href')).to.equal('upi://pay?pa=m@upi&am=10');
  });

  it('href, target and rel live only on links', () => {
    expect(clean('<span href="https://a.example" target="_blank" rel="x">t</span>')).to.equal('<span>t</span>');
  });

  it('its hooks stay on its own DOMPurify instance', () => {
    sanitizeInstructionHtml('<a href="https://a.example">x</a>');
    const box = document.createElement('div');
    box.append(DOMPurify.sanitize('<a href="https://a.example">x</a>', { RETURN_DOM_FRAGMENT: true }));
    expect(box.querySelector('a')?.hasAttribute('target')).to.equal(false);
  });

  it('returns inert nodes, never a string', () => {
    const fragment = sanitizeInstructionHtml('<p>x</p>');
    expect(fragment).to.be.instanceOf(DocumentFragment);
    expect(sanitizeInstructionHtml('').childNodes.length).to.equal(0);
  });
});
