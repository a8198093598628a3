import { expect } from '@open-wc/testing';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import { $bonus, activeBonus, bonusForDeposit, chooseBonus, cryptoBonusOffered, setBonusEnabled, startBonuses, toggleCryptoBonus } from '../../../src/stores/bonus.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { createFakeClock } from './fake-clock.ts';
import type { FakeClock } from './fake-clock.ts';
import { testScope } from '../scope.ts';

const visa: PaymentMethod = { name: 'visa', cardViewType: 1, text: { en: 'Visa' } };
const T0 = Date.UTC(2026, 10, 24, 12);
const bonus = (id: number, expiresInS?: number) => ({
  id,
  type: 'deposit',
  depositBonusData: { minDeposit: 20, maxBonusAmount: 100, percent: 100 },
  ...(expiresInS === undefined ? {} : { mustAccruedBefore: new Date(T0 + expiresInS * 1000).toISOString() }),
});

describe('bonus store', () => {
  let clock: FakeClock;
  let stop: () => void;
  const start = () => {
    stop = startBonuses(testScope(), { clock, now: () => T0 + clock.now() });
  };
  beforeEach(() => {
    clock = createFakeClock();
  });
  afterEach(() => stop?.());

  it('BONUS-05, BONUS-20 (decision): the handshake list without expired bonuses; the handshake bonusId is active', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1), bonus(2, -5), bonus(3)], bonusId: 3 });
    start();
    expect($bonus(testScope()).get().list.map((b) => b.id)).to.deep.equal([1, 3]);
    expect($bonus(testScope()).get().activeId).to.equal(3);
  });

  it('BONUS-05: without a bonusId the first is active; the player may choose another', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1), bonus(2)] });
    start();
    expect(activeBonus(testScope())?.id).to.equal(1);
    chooseBonus(testScope(), 2);
    expect(activeBonus(testScope())?.id).to.equal(2);
  });

  it('BONUS-10, BONUS-11: the 1 s check removes a bonus the moment it expires, and its neighbour becomes active', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1), bonus(2, 3), bonus(3)], bonusId: 2 });
    start();
    clock.tick(2000);
    expect($bonus(testScope()).get().activeId).to.equal(2);
    clock.tick(1000);
    expect($bonus(testScope()).get().list.map((b) => b.id)).to.deep.equal([1, 3]);
    expect($bonus(testScope()).get().activeId).to.equal(3);
  });

  it('HOST-22, BONUS-20 (decision): an updated host list replaces the bonuses; the active one is kept while listed', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1), bonus(2)] });
    start();
    chooseBonus(testScope(), 2);
    applyHandshake(testScope(), { bonusList: [bonus(2), bonus(4)] });
    expect($bonus(testScope()).get().list.map((b) => b.id)).to.deep.equal([2, 4]);
    expect($bonus(testScope()).get().activeId).to.equal(2);
  });

  it('BONUS-06, BONUS-08, BONUS-12: on by default, activated from the minimum; the switch turns it off', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1)] });
    start();
    expect($bonus(testScope()).get().enabled).to.equal(true);
    expect(bonusForDeposit(testScope(), visa, 19)).to.deep.equal({ isActivatedBonus: false });
    expect(bonusForDeposit(testScope(), visa, 20)).to.deep.equal({ isActivatedBonus: true, bonusId: 1 });
    setBonusEnabled(testScope(), false);
    expect(bonusForDeposit(testScope(), visa, 500)).to.deep.equal({ isActivatedBonus: false });
  });

  it('BONUS-09: a restricted method sends no bonus', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1)] });
    start();
    expect(bonusForDeposit(testScope(), { name: 'yamoney_rub', text: { en: 'YooMoney' } }, 500)).to.deep.equal({ isActivatedBonus: false });
  });

  it('BONUS-13, BONUS-14, BONUS-15 (decision): the crypto bonus choice starts on; offered for abTestGroup group_b with isCryptoBonusAvailable', () => {
    start();
    expect($bonus(testScope()).get().cryptoSelected).to.equal(true);
    toggleCryptoBonus(testScope());
    expect($bonus(testScope()).get().cryptoSelected).to.equal(false);
    expect(cryptoBonusOffered(testScope())).to.equal(false);
    applyHandshake(testScope(), { experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    expect(cryptoBonusOffered(testScope())).to.equal(true);
  });

  it('a stopped session forgets its bonuses and its timer', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1, 3)] });
    start();
    stop();
    expect($bonus(testScope()).get().list).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });
});

describe('bonus store: the deposit currency', () => {
  let stop: () => void;
  afterEach(() => stop?.());

  it('LIST-15 (decision): the active bonus applies to the deposit currency, else the first listed one that does', () => {
    resetConfig(testScope());
    applyHandshake(testScope(), { bonusList: [{ id: 11, type: 'deposit', currency: 'USD' }, { id: 12, type: 'deposit', currency: 'RUB' }, { id: 13, type: 'deposit' }] });
    stop = startBonuses(testScope());
    expect(activeBonus(testScope(), 'USD')?.id).to.equal(11);
    expect(activeBonus(testScope(), 'RUB')?.id).to.equal(12);
    expect(activeBonus(testScope(), 'EUR')?.id, 'no currency named: applies to any').to.equal(13);
  });

  it('CRIT-03 (decision): before its store starts, an amount page finds the host list without expired bonuses and the handshake bonusId applied', () => {
    applyHandshake(testScope(), { bonusList: [bonus(1), bonus(2, -5), bonus(3)], bonusId: 3 });
    expect($bonus(testScope()).get().list.map((b) => b.id)).to.deep.equal([1, 3]);
    expect(bonusForDeposit(testScope(), visa, 50)).to.deep.equal({ isActivatedBonus: true, bonusId: 3 });
    const stop = startBonuses(testScope());
    expect(activeBonus(testScope())?.id, 'the start keeps it').to.equal(3);
    stop();
  });
});
