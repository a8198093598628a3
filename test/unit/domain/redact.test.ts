import { expect } from '@open-wc/testing';
import { REDACTED, redactSecrets, redactText } from '../../../src/domain/redact.ts';

const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwbGF5ZXIifQ.c2lnbmF0dXJl';

describe('domain/redact', () => {
  it('REL-04: secret fields are blanked by name whatever their value; the rest of the record stays readable', () => {
    const out = redactSecrets(
      { token: 'short', Authorization: 'Bearer x', idempotencyKey: 'k1', card: { iv: 'a', tag: 'b', data: 'c' }, cvv: '123', sessionId: 's', amount: 1234, currency: 'RUB', depositId: 77, nothing: null },
      [],
    );
    expect(out).to.deep.equal({ token: REDACTED, Authorization: REDACTED, idempotencyKey: REDACTED, card: REDACTED, cvv: REDACTED, sessionId: REDACTED, amount: 1234, currency: 'RUB', depositId: 77, nothing: null });
  });

  it('REL-04: the current token is redacted by value wherever it appears, nested, in arrays and inside longer text', () => {
    const out = redactSecrets({ note: `renewed ${TOKEN}!`, list: [{ url: `https://x.test/?t=${TOKEN}` }] }, [TOKEN, 'abc']);
    expect(JSON.stringify(out)).not.to.include(TOKEN);
    expect(out).to.deep.equal({ note: `renewed ${REDACTED}!`, list: [{ url: `https://x.test/?t=${REDACTED}` }] });
    // A short "secret" would blank innocent text: only real token lengths count.
    expect(redactText('abc def', ['abc'])).to.equal('abc def');
  });

  it('REL-04: JWT-shaped strings and Luhn-valid card numbers are redacted; other long numbers are kept', () => {
    expect(redactText(`bearer ${JWT} end`, [])).to.equal(`bearer ${REDACTED} end`);
    expect(redactText('card 4111 1111 1111 1111 paid', [])).to.equal(`card ${REDACTED} paid`);
    expect(redactText('card 4111-1111-1111-1111', [])).to.equal(`card ${REDACTED}`);
    expect(redactText('order 4111111111111112', [])).to.equal('order 4111111111111112');
    expect(redactText('amount 1234', [])).to.equal('amount 1234');
  });

  it('REL-04: errors become their redacted text; cycles and deep values end without throwing', () => {
    expect(redactSecrets(new Error(`bad ${TOKEN}`), [TOKEN])).to.equal(`Error: bad ${REDACTED}`);
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(redactSecrets(loop, [])).to.deep.equal({ a: 1, self: '[cycle]' });
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(redactSecrets(deep, []))).to.include('[…]');
  });
});
