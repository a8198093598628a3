/** Bonus and sweepstake box entities (flows §3 "Bonus", "Sweepstake box"). Pure types. */
import type { LocalizedText } from './localized-text.ts';

/** flows §3: deposit, or freespin (which requires a deposit). */
export type BonusType = 'deposit' | 'freespin';

/** flows §3: the deposit bonus terms. */
export interface DepositBonusData {
  minDeposit?: number;
  maxBonusAmount?: number;
  percent?: number;
  payoutMultiplier?: number;
  wagerMultiplier?: number;
}

/** flows §3: the free-spin bonus terms. */
export interface FreespinBonusData {
  count?: number;
  minDeposit?: number;
  maxSpinWin?: number;
  payoutMultiplier?: number;
  wagerMultiplier?: number;
  gamesContent?: Array<{ nameEn?: string; [key: string]: unknown }>;
}

/** flows §3: a bonus attachable to a deposit. */
export interface Bonus {
  id: string | number;
  type: BonusType;
  currency?: string;
  /** Expiry (date string or timestamp); expired bonuses are removed (flows §4 "Bonuses"). */
  mustAccruedBefore?: string | number;
  /** Issue #21: each text is one string or one per language (picked by domain/localized-text.ts). */
  content?: { title?: string | LocalizedText; subtitle?: string | LocalizedText };
  depositBonusData?: DepositBonusData;
  freespinBonusData?: FreespinBonusData;
}

/** flows §3: one currency's amounts of a sweepstake box (main and free). */
export interface SweepstakeBoxCurrency {
  currency?: string;
  main?: number;
  free?: number;
}

/** flows §3: a sweepstake coin pack: gold coins plus free sweep coins. */
export interface SweepstakeBox {
  boxId: string | number;
  gcAmount?: number;
  scAmount?: number;
  price?: number;
  priceCurrencyCode?: string;
  formattedPrice?: string;
  currenciesList?: SweepstakeBoxCurrency[];
  /** shell §7: the boxes list holds nested boxes. */
  boxes?: SweepstakeBox[];
}
