// The crypto address page's rules (issue #12 deliverable 2): networks, preselection, minimums,
// what counts as a transfer, and the crypto list's filter (LIST-08).
import { expect } from '@open-wc/testing';
import {
  addressRequestAmount,
  cryptoMinimum,
  depositAddressOf,
  networkMinimumUsd,
  networkOptions,
  networkSelectorDisabled,
  preselectedNetwork,
  transferArrived,
} from '../../../../src/flows/crypto/crypto-address.ts';
import { cryptoBonusPercent, cryptoMethodsOnly } from '../../../../src/domain/crypto-list.ts';
import { needsHelperWindow } from '../../../../src/domain/method-kinds.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';

const networksField = { name: 'network', type: 'networks' as const, values: [{ value: 'TRC20', text: 'Tron (TRC-20)' }, { value: 'ERC20', text: 'Ethereum (ERC-20)' }] };
const usdt: PaymentMethod = { name: 'usdt', category: 'crypto', network: ['TRC20', 'ERC20', 'TON'], fields: [networksField] };

describe('crypto address rules', () => {
  it('CRYPTO-02: the networks are the method\'s codes, labelled by its networks field; without codes, the field\'s options', () => {
    expect(networkOptions(usdt)).to.deep.equal([
      { value: 'TRC20', label: 'Tron (TRC-20)' },
      { value: 'ERC20', label: 'Ethereum (ERC-20)' },
      { value: 'TON', label: 'TON' },
    ]);
    expect(networkOptions({ name: 'x', fields: [networksField] }).map((o) => o.value)).to.deep.equal(['TRC20', 'ERC20']);
    expect(networkOptions({ name: 'btc', network: 'BTC' })).to.deep.equal([{ value: 'BTC', label: 'BTC' }]);
    expect(networkOptions({ name: 'y', network: ['BTC', 'BTC', ''] })).to.deep.equal([{ value: 'BTC', label: 'BTC' }]);
    expect(networkOptions({ name: 'z' })).to.deep.equal([]);
  });

  it('CRYPTO-03: the selector is disabled with fewer than two networks or while loading', () => {
    expect(networkSelectorDisabled(0, false)).to.equal(true);
    expect(networkSelectorDisabled(1, false)).to.equal(true);
    expect(networkSelectorDisabled(2, true)).to.equal(true);
    expect(networkSelectorDisabled(2, false)).to.equal(false);
  });

  it('CRYPTO-04: the option containing "trc" (any case, value or label) is preselected, else the last', () => {
    expect(preselectedNetwork([{ value: 'ERC20', label: 'ERC' }, { value: 'trc20', label: 'x' }, { value: 'BEP20', label: 'BEP' }])).to.equal('trc20');
    expect(preselectedNetwork([{ value: 'a', label: 'Tron (TRC-20)' }, { value: 'b', label: 'b' }])).to.equal('a');
    expect(preselectedNetwork([{ value: 'ERC20', label: 'E' }, { value: 'BEP20', label: 'B' }])).to.equal('BEP20');
    expect(preselectedNetwork([])).to.equal(undefined);
  });

  it('CRYPTO-17: the network minimums of flows §9, by code, label or the standard in brackets', () => {
    const min = (value: string, label = value) => networkMinimumUsd({ value, label });
    expect([min('Bitcoin'), min('Monero'), min('Bitcoin Cash'), min('ERC-20'), min('TRC-20'), min('BEP-20')]).to.deep.equal([15, 10, 10, 10, 5, 5]);
    expect([min('Litecoin'), min('Dash'), min('Doge'), min('Zcash'), min('Ripple'), min('Stellar')]).to.deep.equal([5, 5, 5, 5, 3, 3]);
    expect([min('BTC'), min('TRC20'), min('XRP'), min('DOGE', 'Dogecoin'), min('x', 'Tron (TRC-20)')]).to.deep.equal([15, 5, 3, 5, 5]);
    expect(min('TON')).to.equal(undefined);
    expect(networkMinimumUsd(undefined)).to.equal(undefined);
  });

  it('CRYPTO-18: minDepositValue wins, in the answer\'s coin; else the network minimum in USD; else none', () => {
    const trc = { value: 'TRC20', label: 'Tron (TRC-20)' };
    expect(cryptoMinimum({ minDepositValue: 0.0002, cryptoName: 'BTC' }, trc, 'USDT')).to.deep.equal({ amount: 0.0002, currency: 'BTC' });
    expect(cryptoMinimum({ minDepositValue: 7 }, trc, 'USDT')).to.deep.equal({ amount: 7, currency: 'USDT' });
    expect(cryptoMinimum({ minDepositValue: 0 }, trc, 'USDT')).to.deep.equal({ amount: 5, currency: 'USD' });
    expect(cryptoMinimum(undefined, trc, 'USDT')).to.deep.equal({ amount: 5, currency: 'USD' });
    expect(cryptoMinimum(undefined, { value: 'TON', label: 'TON' }, 'TON')).to.equal(undefined);
  });

  it('CRYPTO-01: a crypto answer\'s data gives the address (depositAddress), the minimum (minDepositValue) and its coin (cryptoName)', () => {
    const data = { depositAddress: 'TXyz123', minDepositValue: 12.5, cryptoName: 'USDT' };
    expect(depositAddressOf(data)).to.equal('TXyz123');
    expect(cryptoMinimum(data, { value: 'TRC20', label: 'Tron (TRC-20)' }, 'TRX')).to.deep.equal({ amount: 12.5, currency: 'USDT' });
  });

  it('CRYPTO-15: the address is the answer\'s depositAddress, trimmed; anything else is empty', () => {
    expect(depositAddressOf({ depositAddress: ' T9yD ' })).to.equal('T9yD');
    expect(depositAddressOf({ depositAddress: 5 as unknown as string })).to.equal('');
    expect(depositAddressOf(undefined)).to.equal('');
  });

  it('CRYPTO-14: a transfer has arrived when the data carries a txid or a final status; the creation push has neither', () => {
    expect(transferArrived({ status: 0, depositId: 1 })).to.equal(false);
    expect(transferArrived({ status: 0, txid: ' ' })).to.equal(false);
    expect(transferArrived({ status: 0, txid: 'abc' })).to.equal(true);
    expect(transferArrived({ status: 1 })).to.equal(true);
    expect(transferArrived({ status: 2 })).to.equal(true);
    expect(transferArrived(undefined)).to.equal(false);
  });

  it('decision CRYPTO-16: an address request carries the method\'s minimum limit as its amount, else 1', () => {
    expect(addressRequestAmount(5)).to.equal(5);
    expect(addressRequestAmount(0)).to.equal(1);
    expect(addressRequestAmount(Number.NaN)).to.equal(1);
  });

  it('CREATE-03..06, decision CRYPTO-16: no helper window for a crypto address (the answer is shown in the widget)', () => {
    expect(needsHelperWindow(usdt, false)).to.equal(false);
    expect(needsHelperWindow({ name: 'visa' }, false)).to.equal(true);
  });

  it('LIST-08: the crypto list keeps only crypto-category methods (any case)', () => {
    const methods: PaymentMethod[] = [usdt, { name: 'visa' }, { name: 'btc', category: 'CRYPTO' }, { name: 'skrill', category: 'ewallet' }];
    expect(cryptoMethodsOnly(methods).map((m) => m.name)).to.deep.equal(['usdt', 'btc']);
  });

  it('LIST-22: the badge percent is written the player\'s way', () => {
    expect(cryptoBonusPercent('en')).to.equal('5%');
    expect(cryptoBonusPercent('ar')).to.equal(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.05));
  });
});
