/**
 * Payment method group keys (shell §3, flows §3; LIST-27..29). Keys the spec gives verbatim are
 * marked; the rest are our choice (decision LIST-29 in docs/decisions.md), spelled in the
 * spec's dominant `<what>-grouped` kebab-case style.
 */
export const GROUP_KEYS = Object.freeze({
  // LIST-27: given by the spec.
  CARD_METHOD: 'card_method',
  CRYPTO: 'crypto',
  CASH_METHODS: 'cash_methods',
  BANK_TRANSFER_NIGERIA: 'bank_transfer_nigeria',
  COLOMBIAN_BANKS: 'colombian_banks',
  E_MONEY: 'e-money',
  INDIAN_METHODS: 'indian-methods-grouped',
  NIGERIA_CARDS: 'nigeria-cards-grouped',
  ONLINE_INDONESIAN_BANKS: 'online-indonesian-banks-grouped',
  ONLINE_MALAYSIAN_BANKS: 'online-malaysian-banks-grouped',
  ONLINE_THAILAND_BANKS: 'online-thailand-banks-grouped',
  SBP_TRANSGRAN: 'sbp-transgran-grouped',
  // LIST-28 / LIST-29: named by the spec without a key; keys are our decision.
  KYRGYZSTAN_CASH: 'kyrgyzstan-cash-grouped',
  KYRGYZSTAN_P2P: 'kyrgyzstan-p2p-grouped',
  UKRAINE_CASH: 'ukraine-cash-grouped',
  UKRAINE_P2P: 'ukraine-p2p-grouped',
  ME2ME: 'me2me-grouped',
  ECUADOR_CASH: 'ecuador-cash-grouped',
  INDONESIA_VIRTUAL_ACCOUNT: 'indonesia-virtual-account-grouped',
  DANA: 'dana-grouped',
  GIFT_CARDS: 'gift-cards-grouped',
  ONLINE_ECUADOR_BANKS: 'online-ecuador-banks-grouped',
} as const);

export type GroupKey = (typeof GROUP_KEYS)[keyof typeof GROUP_KEYS];

const ALL_KEYS: ReadonlySet<string> = new Set(Object.values(GROUP_KEYS));

/** True for a known group key (exact match; server keys are case-sensitive). */
export function isGroupKey(value: unknown): value is GroupKey {
  return typeof value === 'string' && ALL_KEYS.has(value);
}

/**
 * LIST-28 and decision NAMES-01: the groups the widget names itself, each by a locale key, never by
 * an English literal (test/scripts/no-english-names.test.mjs). The key wins over the server's
 * label, so the Kyrgyz and Ukrainian cash groups read "Cash" beside their "Transfer to card" p2p
 * groups in every language. Groups missing here keep their server label.
 */
export const GROUP_NAME_KEYS: Readonly<Partial<Record<GroupKey, string>>> = Object.freeze({
  [GROUP_KEYS.CASH_METHODS]: 'list.group.cash',
  [GROUP_KEYS.KYRGYZSTAN_CASH]: 'list.group.cash',
  [GROUP_KEYS.UKRAINE_CASH]: 'list.group.cash',
  [GROUP_KEYS.ECUADOR_CASH]: 'list.group.cash',
  [GROUP_KEYS.KYRGYZSTAN_P2P]: 'list.group.transferToCard',
  [GROUP_KEYS.UKRAINE_P2P]: 'list.group.transferToCard',
  [GROUP_KEYS.ME2ME]: 'list.group.withdrawalToCard',
});
