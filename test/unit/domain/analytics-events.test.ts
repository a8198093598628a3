import { expect } from '@open-wc/testing';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_TEXT_MAX,
  buildEventValue,
  eventAllowedOn,
  methodSelectedEvent,
  methodsShownEvent,
  methodType,
  requestErrorFacts,
} from '../../../src/domain/analytics-events.ts';

describe('analytics events (domain)', () => {
  it('AN-01: deposit events only on deposit routes, withdrawal events only on withdrawal routes, errors on both', () => {
    expect(eventAllowedOn('deposit_submit', 'deposit')).to.equal(true);
    expect(eventAllowedOn('deposit_submit', 'withdrawal')).to.equal(false);
    expect(eventAllowedOn('withdrawal_methods_shown', 'withdrawal')).to.equal(true);
    expect(eventAllowedOn('withdrawal_methods_shown', 'deposit')).to.equal(false);
    for (const kind of ['deposit', 'withdrawal'] as const) {
      expect(eventAllowedOn('error', kind), kind).to.equal(true);
      expect(eventAllowedOn('regex_error', kind), kind).to.equal(true);
    }
    expect(methodsShownEvent('withdrawal')).to.equal('withdrawal_methods_shown');
    expect(methodSelectedEvent('deposit')).to.equal('deposit_method_selected');
  });

  it('AN-01: every event name but error and regex_error starts with the one transaction kind it is sent on', () => {
    for (const name of ANALYTICS_EVENT_NAMES) {
      if (name === 'error' || name === 'regex_error') continue;
      const kind = name.startsWith('withdrawal_') ? 'withdrawal' : 'deposit';
      expect(name.startsWith(`${kind}_`), name).to.equal(true);
      expect(eventAllowedOn(name, kind), name).to.equal(true);
      expect(eventAllowedOn(name, kind === 'deposit' ? 'withdrawal' : 'deposit'), name).to.equal(false);
    }
  });

  it('AN-02: every event carries currency, deposit_method, method_type, payment_region and submit_amount', () => {
    const value = buildEventValue({ kind: 'deposit', currency: 'USD', paymentRegion: 'DE', method: { name: 'visa' }, submitAmount: 150 }, { status: 'processed' });
    expect(value).to.deep.equal({ status: 'processed', currency: 'USD', deposit_method: 'visa', method_type: 'fiat', payment_region: 'DE', submit_amount: 150 });
  });

  it('AN-02: withdrawal_method on a withdrawal route; null where the event concerns no method or amount', () => {
    const value = buildEventValue({ kind: 'withdrawal', currency: 'EUR', paymentRegion: 'BR' });
    expect(value).to.deep.equal({ currency: 'EUR', withdrawal_method: null, method_type: 'default', payment_region: 'BR', submit_amount: null });
    expect(value).to.not.have.property('deposit_method');
  });

  it('AN-02: an event\'s own facts cannot overwrite the five fields', () => {
    const value = buildEventValue({ kind: 'deposit', currency: 'USD', paymentRegion: 'DE' }, { currency: 'XXX', method_type: 'crypto' });
    expect(value['currency']).to.equal('USD');
    expect(value['method_type']).to.equal('default');
  });

  it('AN-05: method_type is crypto for a crypto-category method, fiat for any other method, default without a method', () => {
    expect(methodType({ category: 'crypto' })).to.equal('crypto');
    expect(methodType({ category: ' Crypto ' })).to.equal('crypto');
    expect(methodType({ category: 'cards' })).to.equal('fiat');
    expect(methodType({})).to.equal('fiat');
    expect(methodType(undefined)).to.equal('default');
  });

  it('AN-03: a request error gives the server code (else the failure kind), the text cut to 200 characters, the call and status', () => {
    expect(requestErrorFacts('deposit-create', { code: 'http', serverCode: 'banking.amountLimit', message: 'Amount too big', status: 400 })).to.deep.equal({
      call: 'deposit-create', code: 'banking.amountLimit', text: 'Amount too big', status: 400,
    });
    expect(requestErrorFacts('methods-payment-v5', { code: 'network', message: 'Network connection failed' })).to.deep.equal({
      call: 'methods-payment-v5', code: 'network', text: 'Network connection failed', status: null,
    });
    expect(requestErrorFacts('deposit-create', new Error('x'.repeat(500)))['text']).to.have.length(ANALYTICS_TEXT_MAX);
    expect(requestErrorFacts('deposit-create', 'boom')).to.deep.equal({ call: 'deposit-create', code: 'unknown', text: 'boom', status: null });
  });

  it('AN-05: docs/analytics.md lists every event name of the catalogue, and no other', async () => {
    const doc = await (await fetch('/docs/analytics.md')).text();
    const catalogue = doc.slice(doc.indexOf('## The catalogue'));
    const listed = [...catalogue.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed).to.deep.equal(ANALYTICS_EVENT_NAMES);
  });
});
