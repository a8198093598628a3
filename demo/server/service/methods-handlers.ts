/** Method lists, limits and the region selector (shell §7 call index, flows §7). */
import { FALLBACK_CRYPTO_CURRENCY, FALLBACK_FIAT_CURRENCY } from '../../../src/domain/constants.ts';
import { isCryptoCurrency } from '../../../src/domain/currencies.ts';
import { COUNTRIES, findCountry } from '../fixtures/countries.ts';
import { DEPOSIT_METHODS, findMethod } from '../fixtures/methods.ts';
import { UNLISTED_COINS } from '../fixtures/unlisted-coins.ts';
import { WITHDRAWAL_METHODS } from '../fixtures/withdrawal.ts';
import { onrampCurrencyUnavailable, unknownMethod } from '../service-error.ts';
import { CARD_VIEW_TYPE as CV } from '../../../src/domain/card-view-types.ts';
import { buildCatalogue, type Catalogue } from './catalogue.ts';
import type { BankingService, CallContext } from './types.ts';

type MethodsHandlers = Pick<
  BankingService,
  'deposit-limits' | 'methods-payment-v5' | 'methods-payment-v3' | 'methods-country-selector-v2' | 'methods-withdrawal-v4' | 'methods-withdrawal'
>;

const up = (s: string): string => s.trim().toUpperCase();

/** The scenario's emptyMethods switch, nothing in an unlisted coin (CB-07), else the catalogue. */
function depositCatalogue(ctx: CallContext, country: string, currency: string, kind: 'fiat' | 'crypto'): Catalogue {
  if (ctx.session.scenario.emptyMethods || (kind === 'crypto' && UNLISTED_COINS.includes(up(currency)))) return { methods: [], groups: [] };
  return buildCatalogue(DEPOSIT_METHODS, { country: up(country), currency: up(currency), kind });
}

/** ERR-22: emptyMethods empties every list, emptyWithdrawalMethods only the withdrawal ones. */
const noWithdrawalMethods = (ctx: CallContext): boolean => ctx.session.scenario.emptyMethods || ctx.session.scenario.emptyWithdrawalMethods === true;

export const methodsHandlers: MethodsHandlers = {
  'deposit-limits': ({ currency, paymentMethod }) => {
    const fixture = findMethod(paymentMethod);
    if (!fixture) throw unknownMethod(paymentMethod);
    // flows §5: limits default to 0/0 when the method has no rule for the currency. Some methods
    // carry no rule in the list and are answered here only (fixtures' limitsOnRequest).
    const rule = fixture.method.amount_rules?.[up(currency)] ?? fixture.limitsOnRequest?.[up(currency)];
    // ONRAMP-07/08: no on-ramp provider sells in a currency the method has no limits for.
    if (!rule && fixture.method.cardViewType === CV.ONRAMP) throw onrampCurrencyUnavailable(currency);
    return { min: rule?.min ?? 0, max: rule?.max ?? 0 };
  },

  'methods-payment-v5': ({ country, currency }, ctx) => {
    const fiat = findCountry(country)?.currency ?? FALLBACK_FIAT_CURRENCY;
    const initCurrencies = { fiat, crypto: FALLBACK_CRYPTO_CURRENCY };
    // flows §2: "only a direct-geo flag" — no list at all.
    if (ctx.session.scenario.directGeo) return { directGeo: true, methods: [] };
    return { ...depositCatalogue(ctx, country, currency.code, currency.type), initCurrencies, geoSelectorEnabled: true };
  },

  'methods-payment-v3': ({ country, currency }, ctx) => {
    if (ctx.session.scenario.directGeo) return { directGeo: true, methods: [] };
    return depositCatalogue(ctx, country, currency, isCryptoCurrency(currency) ? 'crypto' : 'fiat');
  },

  'methods-country-selector-v2': (_payload, ctx) => {
    const lang = ctx.session.player.user.lang ?? 'en';
    return {
      countries: COUNTRIES.map((c) => ({ code: c.code, name: c.name[lang] ?? c.name.en ?? c.code })),
      current: ctx.session.player.user.paymentGeo,
      enabled: true,
    };
  },

  'methods-withdrawal-v4': ({ currency }, ctx) => {
    if (noWithdrawalMethods(ctx)) return { methods: [], groups: [] };
    const code = up(currency);
    return buildCatalogue(WITHDRAWAL_METHODS, { currency: code, kind: isCryptoCurrency(code) ? 'crypto' : 'fiat' });
  },

  'methods-withdrawal': ({ country, currency }, ctx) => {
    if (noWithdrawalMethods(ctx)) return { methods: [], groups: [] };
    const code = up(currency);
    return buildCatalogue(WITHDRAWAL_METHODS, { country: up(country), currency: code, kind: isCryptoCurrency(code) ? 'crypto' : 'fiat' });
  },
};
