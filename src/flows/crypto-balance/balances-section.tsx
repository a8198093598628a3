/**
 * "Your crypto balance" on the crypto-balance index (decision NAMES-05): one row per coin with its
 * amount, formatted for the player's language by the one formatter (`formatAmount`). Loading and a
 * failed read say so in words; the section never blocks the method list under it.
 */
import { useEffect, useId } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { $cryptoBalances, loadCryptoBalances } from './balances.ts';
import { useScope } from '../../stores/scope-context.ts';

export function BalancesSection() {
  const scope = useScope();
  const { t, formatAmount } = useT();
  const state = useStore($cryptoBalances(scope));
  const titleId = useId();
  useEffect(() => {
    void loadCryptoBalances(scope);
  }, []);
  return (
    <section className="cashier-cb-balances" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <h2 className="cashier-section-title" id={titleId}>
        {t('cb.balances.title')}
      </h2>
      {state.status === 'failed' ? (
        <p className="cashier-cb-balances__note" role="alert">
          {t('cb.balances.failed')}
        </p>
      ) : state.status === 'ok' && state.coins.length === 0 ? (
        <p className="cashier-cb-balances__note">{t('cb.balances.none')}</p>
      ) : state.status === 'ok' ? (
        <ul className="cashier-cb-balances__list" aria-labelledby={titleId}>
          {state.coins.map((coin) => (
            <li key={coin.currency} className="cashier-cb-balances__coin" data-currency={coin.currency}>
              <span className="cashier-cb-balances__amount">{formatAmount(coin.balance, coin.currency)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cashier-cb-balances__note">{t('common.loading')}</p>
      )}
    </section>
  );
}
