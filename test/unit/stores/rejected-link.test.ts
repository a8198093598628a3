// Decision DOM-36 / issue #10 item 7: the one shared report of a rejected link — `Error` to the
// host with the scheme only; an accepted link is returned and reports nothing.
import { expect } from '@open-wc/testing';
import { linkScheme } from '../../../src/domain/link-guard.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { REJECTED_LINK_MESSAGE, guardLink, reportRejectedLinkScheme } from '../../../src/stores/rejected-link.ts';
import { testScope } from '../scope.ts';

describe('rejected links (DOM-36)', () => {
  let seen: OutboundMessage[];
  let off: () => void;
  beforeEach(() => {
    seen = [];
    off = onHostMessage(testScope(), (m) => seen.push(m));
  });
  afterEach(() => off());

  it('DOM-36: a rejected link returns null and reports Error with its scheme only, never the URL', () => {
    expect(guardLink(testScope(), 'javascript:alert(document.cookie)//token=secret')).to.equal(null);
    expect(seen).to.deep.equal([{ messageType: 'Error', payload: { message: REJECTED_LINK_MESSAGE, scheme: 'javascript' } }]);
    expect(JSON.stringify(seen)).to.not.contain('secret');
  });

  it('DOM-36: an allowed messenger link is returned and nothing is reported', () => {
    expect(guardLink(testScope(), 'tg://resolve?domain=cash_agent')).to.equal('tg://resolve?domain=cash_agent');
    expect(guardLink(testScope(), 'https://wa.me/15550001111')).to.equal('https://wa.me/15550001111');
    expect(seen).to.deep.equal([]);
  });

  it('DOM-36: a link without a scheme (relative, no base) is reported with an empty scheme', () => {
    expect(guardLink(testScope(), '/pay?token=abc')).to.equal(null);
    expect(seen.map((m) => m.payload)).to.deep.equal([{ message: 'Rejected payment link', scheme: '' }]);
  });

  it('DOM-36: the payment redirect and the other callers report through the same shape', () => {
    reportRejectedLinkScheme(testScope(), linkScheme(' DATA:text/html,<b>x</b>'));
    expect(seen.map((m) => [m.messageType, m.payload])).to.deep.equal([['Error', { message: 'Rejected payment link', scheme: 'data' }]]);
  });
});
