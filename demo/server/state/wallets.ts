/**
 * The player's withdrawal accounts (decision WD-08): per currency a `main` and an `additional`
 * account, each made on first use worth START_ACCOUNT_USD. Sweep coins (QSC) are the sweepstake
 * balance itself: `main` is the QSC entry of sweepstake-balance-get, its withdrawable part the
 * balance less the unplayed coins (decision SWEEP-14); QSC has no additional account.
 */
import { SWEEP_COIN_CODE, decimalsOf } from '../../../src/domain/currencies.ts';
import type { WithdrawalAccountType } from '../../../src/domain/withdrawal.ts';
import { USD_RATES } from '../fixtures/sweepstake.ts';
import { START_ACCOUNT_USD } from '../fixtures/withdrawal.ts';
import type { Player } from './players.ts';

const up = (code: string): string => code.trim().toUpperCase();

/** Rounds to the currency's decimals (sums of floats drift otherwise). */
export function roundTo(value: number, currency: string): number {
  const scale = 10 ** decimalsOf(currency);
  return Math.round(value * scale) / scale;
}

function fiatAccounts(player: Player, code: string): { main: number; additional: number } {
  let accounts = player.accounts.get(code);
  if (!accounts) {
    const rate = USD_RATES[code];
    const worth = (usd: number): number => (rate ? Math.floor((usd / rate) * 10 ** decimalsOf(code)) / 10 ** decimalsOf(code) : 0);
    accounts = { main: worth(START_ACCOUNT_USD.main), additional: worth(START_ACCOUNT_USD.additional) };
    player.accounts.set(code, accounts);
  }
  return accounts;
}

function qscEntry(player: Player): { currency: string; balance: number } {
  let entry = player.balances.find((b) => b.currency === SWEEP_COIN_CODE);
  if (!entry) {
    entry = { currency: SWEEP_COIN_CODE, balance: 0 };
    player.balances.push(entry);
  }
  return entry;
}

/** What an account holds. */
export function balanceOf(player: Player, currency: string, type: WithdrawalAccountType): number {
  const code = up(currency);
  if (code === SWEEP_COIN_CODE) return type === 'main' ? qscEntry(player).balance : 0;
  return fiatAccounts(player, code)[type];
}

/** What may be withdrawn from an account now (`locked`: the insufficientBalance switch). */
export function withdrawableOf(player: Player, currency: string, type: WithdrawalAccountType, locked = false): number {
  if (locked) return 0;
  const code = up(currency);
  const balance = balanceOf(player, code, type);
  if (code === SWEEP_COIN_CODE) return Math.max(0, roundTo(balance - player.unplayed, code));
  return balance;
}

/** Adds (or with a negative amount takes) money to an account. */
export function adjust(player: Player, currency: string, type: WithdrawalAccountType, delta: number): void {
  const code = up(currency);
  if (code === SWEEP_COIN_CODE) {
    if (type !== 'main') return;
    const entry = qscEntry(player);
    entry.balance = roundTo(entry.balance + delta, code);
    return;
  }
  const accounts = fiatAccounts(player, code);
  accounts[type] = roundTo(accounts[type] + delta, code);
}
