// Issue #21 "Sweepstake mode never says money": the pack title's counts in a right-to-left sentence,
// sweep coin amounts by name (never the QSC code), and the complete page's texts after a pack purchase.
import { expect } from '@open-wc/testing';
import { sweepstakeBox } from '../../../demo/server/fixtures/sweepstake.ts';
import { formatAmount } from '../../../src/i18n/format-amount.ts';
import { boxCoinsText } from '../../../src/ui/sweepstake-order.tsx';
import { formatSweepCoins, sweepAmountFormatter } from '../../../src/ui/sweep-coins.ts';
import { sweepPurchaseText } from '../../../src/flows/complete/sweep-purchase.ts';

const FSI = '\u2068';
const PDI = '\u2069';
/** The templates as the locales hold them, interpolated the way i18next does. */
const TEMPLATES: Record<string, string> = {
  'crypto.sweep.coins:ar': '{{gc}} Gold Coins + {{sc}} Sweep Coins مجانًا',
  'crypto.sweep.coins:en': '{{gc}} Gold Coins + {{sc}} Sweep Coins free',
  'sweep.coins.amount:en': '{{amount}} Sweep Coins',
  'sweep.complete.processed.title:en': 'Purchase successful',
  'sweep.complete.processed.hint:en': 'Your coins have been added to your balance',
};
const tFor = (language: string) => (key: string, options: Record<string, unknown> = {}): string =>
  (TEMPLATES[`${key}:${language}`] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
const en = (amount: number, currency: string): string => formatAmount(amount, currency, 'en');

describe('sweepstake texts (issue #21)', () => {
  const pack = sweepstakeBox(103, 19.99, 25000, 20);

  it('SWEEP-09, I18N-02: an Arabic pack title isolates each count, so both stay with their coin names', () => {
    const text = boxCoinsText(pack, tFor('ar'), 'ar');
    expect(text).to.equal(`${FSI}25,000${PDI} Gold Coins + ${FSI}20${PDI} Sweep Coins مجانًا`);
  });

  it('SWEEP-09: an English pack title carries no invisible marks', () => {
    expect(boxCoinsText(pack, tFor('en'), 'en')).to.equal('25,000 Gold Coins + 20 Sweep Coins free');
  });

  it('a sweep coin amount is named, never shown as QSC; fiat stays as formatAmount writes it', () => {
    expect(formatSweepCoins(34, tFor('en'), en)).to.equal('34.00 Sweep Coins');
    const format = sweepAmountFormatter(tFor('en'), en);
    expect(format(1, 'QSC')).to.equal('1.00 Sweep Coins');
    expect(format(1, 'qsc')).to.equal('1.00 Sweep Coins');
    expect(format(24, 'USD')).to.equal('$24.00');
  });

  it('SWEEP-01: after a pack purchase the complete page names the coins, and its success texts speak of coins', () => {
    expect(sweepPurchaseText(pack, 'processed', tFor('en'), 'en')).to.deep.equal({
      detail: '25,000 Gold Coins + 20 Sweep Coins free',
      title: 'Purchase successful',
      hint: 'Your coins have been added to your balance',
    });
    // Waiting, processing and declined speak of the payment (what the pack is bought with): only the detail changes.
    expect(sweepPurchaseText(pack, 'waiting', tFor('en'), 'en')).to.deep.equal({ detail: '25,000 Gold Coins + 20 Sweep Coins free' });
  });
});
