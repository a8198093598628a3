/**
 * Sweep coin amounts in words (issue #21: a raw code such as "QSC" never reaches a player): the
 * number formatted for the language, then the coin's name from the `sweep` locale part —
 * "34.00 Sweep Coins", never "34.00 QSC".
 */
import { SWEEP_COIN_CODE, normalizeCurrencyCode } from '../domain/currencies.ts';
import { useT } from '../i18n/react.tsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type FormatAmount = (amount: number, currency: string) => string;

/** "34.00 Sweep Coins" in the player's language. */
export function formatSweepCoins(amount: number, t: Translate, formatAmount: FormatAmount): string {
  // An empty code formats the number alone, with the fiat decimals sweep coins are counted in.
  return t('sweep.coins.amount', { amount: formatAmount(amount, '') });
}

/**
 * A formatAmount for the sweepstake pages: sweep coins by name, every other currency (the fiat a
 * redemption pays out, a coin it pays to) as formatAmount writes it.
 */
export function sweepAmountFormatter(t: Translate, formatAmount: FormatAmount): FormatAmount {
  return (amount, currency) => (normalizeCurrencyCode(currency) === SWEEP_COIN_CODE ? formatSweepCoins(amount, t, formatAmount) : formatAmount(amount, currency));
}

/** useT for the sweepstake pages: its formatAmount names sweep coins instead of showing their code. */
export function useSweepT(): ReturnType<typeof useT> {
  const i18n = useT();
  return { ...i18n, formatAmount: sweepAmountFormatter(i18n.t, i18n.formatAmount) };
}
