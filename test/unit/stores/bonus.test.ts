import { expect } from '@open-wc/testing';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import { $bonus, activeBonus, bonusForDeposit, chooseBonus, cryptoBonusOffered, setBonusEnabled, startBonuses, toggleCryptoBonus } from '../../../src/stores/bonus.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { createFakeClock } from './fake-clock.ts';
import type { FakeClock } from './fake-clock.ts';

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
    stop = startBonuses({ clock, now: () => T0 + clock.now() });
  };
  beforeEach(() => {
    resetConfig();
    clock = createFakeClock();
  });
  afterEach(() => stop?.());

  it('BONUS-05, BONUS-20 (decision): the handshake list without expired bonuses; the handshake bonusId is active', () => {
    applyHandshake({ bonusList: [bonus(1), bonus(2, -5), bonus(3)], bonusId: 3 });
    start();
    expect($bonus.get().list.map((b) => b.id)).to.deep.equal([1, 3]);
    expect($bonus.get().activeId).to.equal(3);
  });

  it('BONUS-05: without a bonusId the first is active; the player may choose another', () => {
    applyHandshake({ bonusList: [bonus(1), bonus(2)] });
    start();
    expect(activeBonus()?.id).to.equal(1);
    chooseBonus(2);
    expect(activeBonus()?.id).to.equal(2);
  });

  it('BONUS-10, BONUS-11: the 1 s check removes a bonus the moment it expires, and its neighbour becomes active', () => {
    applyHandshake({ bonusList: [bonus(1), bonus(2, 3), bonus(3)], bonusId: 2 });
    start();
    clock.tick(2000);
    expect($bonus.get().activeId).to.equal(2);
    clock.tick(1000);
    expect($bonus.get().list.map((b) => b.id)).to.deep.equal([1, 3]);
    expect($bonus.get().activeId).to.equal(3);
  });

  it('HOST-22, BONUS-20 (decision): an updated host list replaces the bonuses; the active one is kept while listed', () => {
    applyHandshake({ bonusList: [bonus(1), bonus(2)] });
    start();
    chooseBonus(2);
    applyHandshake({ bonusList: [bonus(2), bonus(4)] });
    expect($bonus.get().list.map((b) => b.id)).to.deep.equal([2, 4]);
    expect($bonus.get().activeId).to.equal(2);
  });

  it('BONUS-06, BONUS-08, BONUS-12: on by default, activated from the minimum; the switch turns it off', () => {
    applyHandshake({ bonusList: [bonus(1)] });
    start();
    expect($bonus.get().enabled).to.equal(true);
    expect(bonusForDeposit(visa, 19)).to.deep.equal({ isActivatedBonus: false });
    expect(bonusForDeposit(visa, 20)).to.deep.equal({ isActivatedBonus: true, bonusId: 1 });
    setBonusEnabled(false);
    expect(bonusForDeposit(visa, 500)).to.deep.equal({ isActivatedBonus: false });
  });

  it('BONUS-09: a restricted method sends no bonus', () => {
    applyHandshake({ bonusList: [bonus(1)] });
    start();
    expect(bonusForDeposit({ name: 'yamoney_rub', text: { en: 'YooMoney' } }, 500)).to.deep.equal({ isActivatedBonus: false });
  });

  it('BONUS-13, BONUS-14, BONUS-15 (decision): the crypto bonus choice starts on; offered for abTestGroup group_b with isCryptoBonusAvailable', () => {
    start();
    expect($bonus.get().cryptoSelected).to.equal(true);
    toggleCryptoBonus();
    expect($bonus.get().cryptoSelected).to.equal(false);
    expect(cryptoBonusOffered()).to.equal(false);
    applyHandshake({ experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    expect(cryptoBonusOffered()).to.equal(true);
  });

  it('a stopped session forgets its bonuses and its timer', () => {
    applyHandshake({ bonusList: [bonus(1, 3)] });
    start();
    stop();
    expect($bonus.get().list).to.deep.equal([]);
    expect(clock.pending()).to.equal(0);
  });
});

describe('bonus store: the deposit currency', () => {
  let stop: () => void;
  afterEach(() => stop?.());

  it('LIST-15 (decision): the active bonus applies to the deposit currency, else the first listed one that does', () => {
    resetConfig();
    applyHandshake({ bonusList: [{ id: 11, type: 'deposit', currency: 'USD' }, { id: 12, type: 'deposit', currency: 'RUB' }, { id: 13, type: 'deposit' }] });
    stop = startBonuses();
    expect(activeBonus('USD')?.id).to.equal(11);
    expect(activeBonus('RUB')?.id).to.equal(12);
    expect(activeBonus('EUR')?.id, 'no currency named: applies to any').to.equal(13);
  });
});
