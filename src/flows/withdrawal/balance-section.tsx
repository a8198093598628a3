/**
 * The withdrawable balance, first on the withdrawal list (issue #15: "the withdrawable balance
 * before the amount"; WD-02, decision WD-08). When both accounts hold something to withdraw the
 * player picks the account (a radio group); otherwise the one account that has money is shown and used.
 */
import { useId } from 'react';
import type { WithdrawalAccountType } from '../../domain/withdrawal.ts';
import type { WithdrawalAccountBalance } from '../../transport/call-types.ts';
import { useT } from '../../i18n/react.tsx';
import { releaseRadioGroup } from '../../ui/radio-release.ts';
import { ACCOUNT_KEY } from './texts.ts';
import { withdrawableAccounts } from './model.ts';

export interface BalanceSectionProps {
  accounts: readonly WithdrawalAccountBalance[];
  currency: string;
  chosen: WithdrawalAccountType;
  onChoose(account: WithdrawalAccountType): void;
}

export function BalanceSection({ accounts, currency, chosen, onChoose }: BalanceSectionProps) {
  const { t, formatAmount } = useT();
  const titleId = useId();
  const usable = withdrawableAccounts(accounts);
  const available = (a: WithdrawalAccountBalance) => t('wallet.balance.available', { amount: formatAmount(a.withdrawable, currency) });
  return (
    <section className="cashier-wd-balance" aria-labelledby={titleId}>
      <h2 className="cashier-section-title" id={titleId}>
        {t('wallet.balance.title')}
      </h2>
      {usable.length === 0 ? (
        <p className="cashier-wd-balance__none">{t('wallet.balance.none')}</p>
      ) : usable.length === 1 ? (
        <p className="cashier-wd-balance__one" data-account={usable[0]!.accountType}>
          <span className="cashier-wd-balance__account">{t(ACCOUNT_KEY[usable[0]!.accountType])}</span>
          <span className="cashier-wd-balance__amount">{available(usable[0]!)}</span>
        </p>
      ) : (
        <fieldset className="cashier-wd-accounts">
          <legend className="cashier-wd-accounts__legend">{t('wallet.account.choose')}</legend>
          {usable.map((a) => (
            <label key={a.accountType} className="cashier-wd-accounts__option" data-account={a.accountType}>
              <input ref={releaseRadioGroup} type="radio" name="cashier-wd-account" value={a.accountType} checked={a.accountType === chosen} onChange={() => onChoose(a.accountType)} />
              <span className="cashier-wd-balance__account">{t(ACCOUNT_KEY[a.accountType])}</span>
              <span className="cashier-wd-balance__amount">{available(a)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
