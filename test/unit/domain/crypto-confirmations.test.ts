import { expect } from '@open-wc/testing';
import {
  CONFIRMATION_CHAINS,
  DEFAULT_CONFIRMATION_MS,
  EXPLORER_TX_URLS,
  announcedBlocks,
  chainOf,
  confirmationTimeMs,
  confirmedBlocks,
  explorerTxUrl,
  namesTransfer,
  nextBlockInMs,
  shownBlocks,
} from '../../../src/domain/crypto-confirmations.ts';
import { isSafeLink } from '../../../src/domain/link-guard.ts';

describe('crypto confirmations (arithmetic)', () => {
  it('CRYPTO-22: blocks and interval per chain are exactly the flows §9 table', () => {
    expect(CONFIRMATION_CHAINS).to.deep.equal({
      BSC: { blocks: 16, intervalMs: 2_000 },
      Bitcoin: { blocks: 5, intervalMs: 600_000 },
      Ethereum: { blocks: 16, intervalMs: 12_000 },
      Litecoin: { blocks: 5, intervalMs: 150_000 },
      TON: { blocks: 8, intervalMs: 2_000 },
      Tron: { blocks: 20, intervalMs: 3_000 },
    });
  });

  it('CRYPTO-23: an unknown network waits the default 10 minutes; a known chain its blocks × interval', () => {
    expect(DEFAULT_CONFIRMATION_MS).to.equal(600_000);
    expect(confirmationTimeMs(undefined)).to.equal(600_000);
    expect(confirmationTimeMs('Tron')).to.equal(60_000);
    expect(confirmationTimeMs('Bitcoin')).to.equal(3_000_000);
    expect(confirmationTimeMs('Litecoin')).to.equal(750_000);
    expect(confirmationTimeMs('Ethereum')).to.equal(192_000);
    expect(confirmationTimeMs('BSC')).to.equal(32_000);
    expect(confirmationTimeMs('TON')).to.equal(16_000);
  });

  it('CRYPTO-24: blockchain names map to the chains by name, ticker or token standard, ignoring case and separators', () => {
    expect(chainOf('Tron')).to.equal('Tron');
    expect(chainOf('TRC-20')).to.equal('Tron');
    expect(chainOf('trx')).to.equal('Tron');
    expect(chainOf('BNB Smart Chain')).to.equal('BSC');
    expect(chainOf('bep_20')).to.equal('BSC');
    expect(chainOf('ERC20')).to.equal('Ethereum');
    expect(chainOf('bitcoin')).to.equal('Bitcoin');
    expect(chainOf('LTC')).to.equal('Litecoin');
    expect(chainOf('Toncoin')).to.equal('TON');
    expect(chainOf('Dogecoin')).to.equal(undefined);
    expect(chainOf('')).to.equal(undefined);
    expect(chainOf(42)).to.equal(undefined);
    expect(chainOf('constructor')).to.equal(undefined);
  });

  it('CRYPTO-19/CRYPTO-24: confirmed blocks are whole intervals elapsed, 0 before the first, capped at the limit', () => {
    expect(confirmedBlocks('Tron', 0)).to.equal(0);
    expect(confirmedBlocks('Tron', 2_999)).to.equal(0);
    expect(confirmedBlocks('Tron', 3_000)).to.equal(1);
    expect(confirmedBlocks('Tron', 59_999)).to.equal(19);
    expect(confirmedBlocks('Tron', 60_000)).to.equal(20);
    expect(confirmedBlocks('Tron', 600_000)).to.equal(20);
    expect(confirmedBlocks('Bitcoin', 1_199_999)).to.equal(1);
    expect(confirmedBlocks('Litecoin', 150_000)).to.equal(1);
    expect(confirmedBlocks('TON', -5)).to.equal(0);
    expect(confirmedBlocks('TON', Number.NaN)).to.equal(0);
  });

  it('CRYPTO-24: the backend\'s own count wins when it is ahead, never moves the count back, never passes the limit', () => {
    expect(shownBlocks('Tron', 3_000, 4)).to.equal(4);
    expect(shownBlocks('Tron', 30_000, 4)).to.equal(10);
    expect(shownBlocks('Tron', 0, '7')).to.equal(7);
    expect(shownBlocks('Tron', 0, 99)).to.equal(20);
    expect(shownBlocks('Tron', 6_000, undefined)).to.equal(2);
    expect(shownBlocks('Tron', 6_000, 'many')).to.equal(2);
    expect(shownBlocks('Tron', 6_000, -3)).to.equal(2);
  });

  it('CRYPTO-19: the next block is due at the next whole interval; none after the limit', () => {
    expect(nextBlockInMs('BSC', 0)).to.equal(2_000);
    expect(nextBlockInMs('BSC', 500)).to.equal(1_500);
    expect(nextBlockInMs('BSC', 2_000)).to.equal(2_000);
    expect(nextBlockInMs('BSC', 31_999)).to.equal(1);
    expect(nextBlockInMs('BSC', 32_000)).to.equal(null);
  });

  it('CRYPTO-24: the count is read out at each quarter of the way (rounded up), not at every block', () => {
    const heard = (required: number) => [...new Set(Array.from({ length: required + 1 }, (_, done) => announcedBlocks(done, required)))];
    expect(heard(20)).to.deep.equal([0, 5, 10, 15]);
    expect(heard(16)).to.deep.equal([0, 4, 8, 12]);
    expect(heard(8)).to.deep.equal([0, 2, 4, 6]);
    expect(heard(5)).to.deep.equal([0, 2, 3, 4]);
    expect(announcedBlocks(7, 20)).to.equal(5);
  });

  it('CRYPTO-25/CRYPTO-26: each chain\'s explorer transaction URL plus the txid, URL-encoded, and every one passes the link guard', () => {
    expect(EXPLORER_TX_URLS).to.deep.equal({
      BSC: 'https://bscscan.com/tx/',
      Bitcoin: 'https://mempool.space/tx/',
      Ethereum: 'https://etherscan.io/tx/',
      Litecoin: 'https://litecoinspace.org/tx/',
      TON: 'https://tonviewer.com/transaction/',
      Tron: 'https://tronscan.org/#/transaction/',
    });
    expect(explorerTxUrl('Tron', 'abc123')).to.equal('https://tronscan.org/#/transaction/abc123');
    expect(explorerTxUrl('Ethereum', ' 0xdead ')).to.equal('https://etherscan.io/tx/0xdead');
    expect(explorerTxUrl('TON', 'a/b+c=')).to.equal('https://tonviewer.com/transaction/a%2Fb%2Bc%3D');
    expect(explorerTxUrl('Bitcoin', '../../evil?x#y')).to.equal('https://mempool.space/tx/..%2F..%2Fevil%3Fx%23y');
    expect(explorerTxUrl(undefined, 'abc')).to.equal(undefined);
    expect(explorerTxUrl('BSC', '')).to.equal(undefined);
    expect(explorerTxUrl('BSC', 7)).to.equal(undefined);
    for (const chain of Object.keys(EXPLORER_TX_URLS) as (keyof typeof EXPLORER_TX_URLS)[]) {
      expect(isSafeLink(explorerTxUrl(chain, 'f'.repeat(64))!), chain).to.equal(true);
    }
  });

  it('ENT-22: transaction data names a transfer when it carries a blockchain or a txid', () => {
    expect(namesTransfer({ blockchain: 'Tron' })).to.equal(true);
    expect(namesTransfer({ txid: 'abc' })).to.equal(true);
    expect(namesTransfer({ blockchain: ' ', txid: '' })).to.equal(false);
    expect(namesTransfer({})).to.equal(false);
    expect(namesTransfer(undefined)).to.equal(false);
  });
});
