import { expect } from '@open-wc/testing';
import { CURRENCIES } from '../../../src/domain/currencies.ts';

describe('domain/currency icons', () => {
  it('DOM-01/DOM-02: every table currency has icons/{CODE}.svg with role="img" and a <title> naming it', async () => {
    const missing: string[] = [];
    for (const info of Object.values(CURRENCIES)) {
      const res = await fetch(`/icons/${info.code}.svg`);
      const text = res.ok ? await res.text() : '';
      const ok =
        text.startsWith('<svg') &&
        text.includes('role="img"') &&
        text.includes(`<title>`) &&
        text.includes(`(${info.code})</title>`) &&
        text.includes('viewBox="0 0 32 32"');
      if (!ok) missing.push(info.code);
    }
    expect(missing.join(',')).to.equal('');
  });

  it('DOM-04: crypto icons carry the ring, fiat icons do not', async () => {
    const btc = await (await fetch('/icons/BTC.svg')).text();
    const usd = await (await fetch('/icons/USD.svg')).text();
    expect(btc.includes('stroke="#FFF"')).to.equal(true);
    expect(usd.includes('stroke="#FFF"')).to.equal(false);
  });
});
