/**
 * The sweepstake order info and disclaimer (flows §2 "crypto list", "Crypto address page";
 * SWEEP-02..05, SWEEP-08/09, SWEEP-11, CRYPTO-05): what the selected box gives — gold coins plus
 * sweep coins free (SWEEP-09, decision SWEEP-10) — its price, and the four disclaimer sentences.
 */
import type { SweepstakeBox } from '../domain/promo-entities.ts';
import { bidiIsolate } from '../i18n/bidi-isolate.ts';
import { formatCount } from '../i18n/format-amount.ts';
import { isRtl } from '../i18n/locale.ts';
import { useT } from '../i18n/react.tsx';
import { SweepstakeDisclaimer } from './sweepstake-disclaimer.tsx';

const sum = (values: Array<number | undefined>): number => values.reduce<number>((total, v) => total + (typeof v === 'number' && Number.isFinite(v) ? v : 0), 0);

/**
 * SWEEP-08, decision SWEEP-10: the box's own gcAmount and scAmount; without them, the main amounts
 * of its currenciesList are the gold coins and the free amounts the sweep coins.
 */
export function boxCoins(box: SweepstakeBox): { gc: number; sc: number } {
  const list = box.currenciesList ?? [];
  return { gc: box.gcAmount ?? sum(list.map((c) => c.main)), sc: box.scAmount ?? sum(list.map((c) => c.free)) };
}

/**
 * Decision SWEEP-10: the price in the player's language (Intl, through formatAmount) from `price` and
 * `priceCurrencyCode`; the server's `formattedPrice` only when those are missing.
 */
export function boxPrice(box: SweepstakeBox, formatAmount: (amount: number, currency: string) => string): string | undefined {
  if (typeof box.price === 'number' && Number.isFinite(box.price) && box.priceCurrencyCode) return formatAmount(box.price, box.priceCurrencyCode);
  return box.formattedPrice;
}

/**
 * SWEEP-09: "25,000 Gold Coins + 20 Sweep Coins free" — what the pack gives, as the pack list, the
 * order box and the complete page say it. In a right-to-left language each count is bidi-isolated
 * (I18N-02), so the counts stay with their coin names instead of trading places around the "+"; a
 * left-to-right sentence needs no marks (and its accessible name stays free of them).
 */
export function boxCoinsText(box: SweepstakeBox, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  const { gc, sc } = boxCoins(box);
  // Latin digits, like the price beside it (decision AMOUNT-DISPLAY, DOM-14).
  const part = (n: number): string => (isRtl(language) ? bidiIsolate(formatCount(n, language)) : formatCount(n, language));
  return t('crypto.sweep.coins', { gc: part(gc), sc: part(sc) });
}

export function SweepstakeOrder({ box }: { box: SweepstakeBox }) {
  const { t, language, formatAmount } = useT();
  const price = boxPrice(box, formatAmount);
  return (
    <section className="cashier-sweep-order" aria-label={t('crypto.sweep.title')}>
      <p className="cashier-sweep-order__coins">{boxCoinsText(box, t, language)}</p>
      {price !== undefined ? <p className="cashier-sweep-order__price">{t('crypto.sweep.price', { price })}</p> : null}
      <SweepstakeDisclaimer />
    </section>
  );
}
