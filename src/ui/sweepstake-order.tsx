/**
 * The sweepstake order info and disclaimer (flows §2 "crypto list", "Crypto address page";
 * SWEEP-02..05, SWEEP-08/09, SWEEP-11, CRYPTO-05): what the selected box gives — gold coins plus
 * sweep coins free (SWEEP-09, decision SWEEP-10) — its price, and the four disclaimer sentences.
 */
import type { SweepstakeBox } from '../domain/promo-entities.ts';
import { formatCount } from '../i18n/format-amount.ts';
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

export function SweepstakeOrder({ box }: { box: SweepstakeBox }) {
  const { t, language, formatAmount } = useT();
  const { gc, sc } = boxCoins(box);
  const price = boxPrice(box, formatAmount);
  return (
    <section className="cashier-sweep-order" aria-label={t('crypto.sweep.title')}>
      <p className="cashier-sweep-order__coins">{t('crypto.sweep.coins', { gc: formatCount(gc, language), sc: formatCount(sc, language) })}</p>
      {price !== undefined ? <p className="cashier-sweep-order__price">{t('crypto.sweep.price', { price })}</p> : null}
      <SweepstakeDisclaimer />
    </section>
  );
}
