// REDIR-05, decision REDIR-09, DOM-36: what the eazype and pix pages show from the create answer.
import { expect } from '@open-wc/testing';
import { payPageData, QR_MAX_LENGTH } from '../../../src/domain/pay-page.ts';

const answer = (data: Record<string, unknown>) => ({ apiResponse: { pageId: 'pix', data } });

describe('pay page data (REDIR-05, decision REDIR-09)', () => {
  it('REDIR-05: a QR code, a pay link, or both — whichever the answer carries', () => {
    expect(payPageData(answer({ qrCode: '000201…' }))).to.deep.equal({ qrCode: '000201…', payLink: null, rejectedScheme: null });
    expect(payPageData(answer({ payLink: 'https://pay.test/1' }))).to.deep.equal({ qrCode: null, payLink: 'https://pay.test/1', rejectedScheme: null });
    expect(payPageData(answer({ qrCode: 'upi://pay?pa=x', payLink: 'upi://pay?pa=x' }))).to.deep.equal({
      qrCode: 'upi://pay?pa=x',
      payLink: 'upi://pay?pa=x',
      rejectedScheme: null,
    });
  });

  it('REDIR-05, DOM-36: a pay link the guard refuses is not given out; its scheme is, for the host report', () => {
    expect(payPageData(answer({ qrCode: 'abc', payLink: 'javascript:alert(1)' }))).to.deep.equal({ qrCode: 'abc', payLink: null, rejectedScheme: 'javascript' });
  });

  it('REDIR-05: empty, non-text or oversized values count as absent; no answer gives nothing', () => {
    expect(payPageData(answer({ qrCode: '  ', payLink: 42 }))).to.deep.equal({ qrCode: null, payLink: null, rejectedScheme: null });
    expect(payPageData(answer({ qrCode: 'x'.repeat(QR_MAX_LENGTH + 1) })).qrCode).to.equal(null);
    expect(payPageData(undefined)).to.deep.equal({ qrCode: null, payLink: null, rejectedScheme: null });
  });
});
