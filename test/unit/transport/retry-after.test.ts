// Decision REL-10: a server's Retry-After (RFC 9110 §10.2.3) holds the next request of its call back, capped.
import { expect } from '@open-wc/testing';
import { CashierError } from '../../../src/transport/errors.ts';
import { parseRetryAfter, rememberRetryAfter, RETRY_AFTER_CAP_MS, waitBefore, withRetryAfter } from '../../../src/transport/retry-after.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('transport/retry-after', () => {
  it('REL-10: reads delay-seconds and HTTP-dates; an absent, malformed, negative or past value asks nothing', () => {
    expect(parseRetryAfter('8', NOW)).to.equal(8_000);
    expect(parseRetryAfter(' 2 ', NOW)).to.equal(2_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:20 GMT', NOW)).to.equal(20_000);
    for (const value of [null, undefined, '', '0', '-5', '1.5', 'soon', 'Fri, 27 Nov 2026 11:59:00 GMT']) expect(parseRetryAfter(value, NOW), String(value)).to.equal(undefined);
  });

  it('REL-10: the wait is capped at 60 s, so a wrong header cannot freeze a waiting page', () => {
    expect(RETRY_AFTER_CAP_MS).to.equal(60_000);
    expect(parseRetryAfter('61', NOW)).to.equal(60_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 12:00:00 GMT', NOW)).to.equal(60_000);
  });

  it('REL-10: a remembered Retry-After holds its own call only, until it has passed', () => {
    const notBefore = new Map<string, number>();
    rememberRetryAfter(notBefore, 'deposit-status', withRetryAfter(new CashierError('http', { status: 503 }), '12', NOW), NOW);
    rememberRetryAfter(notBefore, 'deposit-create', new CashierError('http', { status: 503 }), NOW);
    expect(waitBefore(notBefore, 'deposit-status', NOW + 2_000)).to.equal(10_000);
    expect(waitBefore(notBefore, 'deposit-status', NOW + 12_000)).to.equal(0);
    expect(waitBefore(notBefore, 'deposit-create', NOW)).to.equal(0);
    expect(waitBefore(undefined, 'deposit-status', NOW)).to.equal(0);
  });
});
