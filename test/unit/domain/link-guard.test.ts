import { expect } from '@open-wc/testing';
import { ALLOWED_LINK_SCHEMES, isSafeLink, safeLink } from '../../../src/domain/link-guard.ts';

const BASE = { base: 'https://cashier.example/deposit/' };

const allowed: Array<[string, string]> = [
  ['https://pay.example.com/checkout?id=1&x=2', 'https://pay.example.com/checkout?id=1&x=2'],
  ['HTTPS://PAY.EXAMPLE.COM/a', 'https://pay.example.com/a'],
  ['  https://pay.example.com/  ', 'https://pay.example.com/'],
  ['http://pay.example.com', 'http://pay.example.com/'],
  ['mailto:support@example.com', 'mailto:support@example.com'],
  ['tel:+15551234567', 'tel:+15551234567'],
  ['tg://resolve?domain=cash_agent', 'tg://resolve?domain=cash_agent'],
  ['https://t.me/cash_agent', 'https://t.me/cash_agent'],
  ['whatsapp://send?phone=123', 'whatsapp://send?phone=123'],
  ['viber://chat?number=123', 'viber://chat?number=123'],
  ['upi://pay?pa=merchant@upi&am=10', 'upi://pay?pa=merchant@upi&am=10'],
  ['phonepe://pay?pa=m@ybl', 'phonepe://pay?pa=m@ybl'],
  ['paytmmp://pay?pa=m@paytm', 'paytmmp://pay?pa=m@paytm'],
  ['tez://upi/pay?pa=m@okaxis', 'tez://upi/pay?pa=m@okaxis'],
  ['https://pay.example.com/?q=javascript:alert(1)', 'https://pay.example.com/?q=javascript:alert(1)'],
  ['https://pay.example.com/a\tb', 'https://pay.example.com/ab'],
  ['https:pay.example.com', 'https://pay.example.com/'],
];

const rejected: string[] = [
  // DOM-35: the spec's schemes
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'blob:https://evil.example/uuid',
  'about:blank',
  'chrome://settings',
  // obfuscated: case, whitespace, controls, embedded tabs and newlines
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\r\nscript:alert(1)',
  'javascript\t:alert(1)',
  ' \n DATA:text/html;base64,PHNjcmlwdD4=',
  'java\u200Bscript:alert(1)',
  'java\u0000script:alert(1)',
  // HTML entities and percent-encoding
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%256Aavascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  // protocol-relative and backslash tricks
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  // other schemes outside the allow-list
  'vbscript:msgbox(1)',
  'intent://scan/#Intent;scheme=zxing;end',
  'ftp://files.example.com',
  'ws://socket.example.com',
  'chrome-extension://abc/page.html',
  'view-source:https://example.com',
  'filesystem:https://example.com/temporary/x',
  // credentials, hostless, empty, relative without base
  'https://bank.example@evil.example/',
  'https://user:pass@evil.example/',
  '',
  '   ',
  '/relative/path',
  'relative/path',
  '?q=1',
];

describe('domain/link-guard', () => {
  for (const [input, expected] of allowed) {
    it(`DOM-35: allows ${JSON.stringify(input)}`, () => {
      expect(safeLink(input)).to.equal(expected);
      expect(isSafeLink(input)).to.equal(true);
    });
  }

  for (const input of rejected) {
    it(`DOM-35/DOM-36: rejects ${JSON.stringify(input)}`, () => {
      expect(safeLink(input)).to.equal(null);
      expect(isSafeLink(input)).to.equal(false);
    });
  }

  it('DOM-35: the allow-list holds none of the rejected schemes', () => {
    for (const s of ['javascript:', 'data:', 'file:', 'blob:', 'about:', 'chrome:']) {
      expect(ALLOWED_LINK_SCHEMES).to.not.include(s);
    }
  });

  it('DOM-36: relative links resolve against an http(s) base, same origin only', () => {
    expect(safeLink('/pay?x=1', BASE)).to.equal('https://cashier.example/pay?x=1');
    expect(safeLink('next', BASE)).to.equal('https://cashier.example/deposit/next');
    expect(safeLink('/\\evil.example', BASE)).to.equal(null);
    expect(safeLink('//evil.example', BASE)).to.equal(null);
    expect(safeLink('&#106;avascript:alert(1)', BASE)).to.equal(null);
    expect(safeLink('/x', { base: 'javascript:alert(1)' })).to.equal(null);
    expect(safeLink('/x', { base: 'not a url' })).to.equal(null);
  });

  it('DOM-35: absolute links ignore the base', () => {
    expect(safeLink('https://other.example/', BASE)).to.equal('https://other.example/');
    expect(safeLink('javascript:alert(1)', BASE)).to.equal(null);
  });

  it('DOM-35: non-strings are rejected', () => {
    expect(safeLink(undefined as unknown as string)).to.equal(null);
    expect(safeLink({ toString: () => 'https://x.example' } as unknown as string)).to.equal(null);
  });
});
