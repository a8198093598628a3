import { expect } from '@open-wc/testing';
import { formatCountdown, nextTickDelay, remainingMs, remainingSeconds } from '../../../src/domain/countdown.ts';
import { COUNTDOWN_TICK_MS } from '../../../src/domain/constants.ts';

describe('countdown arithmetic', () => {
  it('P2P-22, UNI-08: time left is end minus now, never negative, 0 for a garbled end', () => {
    expect(remainingMs(10_000, 4_000)).to.equal(6_000);
    expect(remainingMs(10_000, 10_000)).to.equal(0);
    expect(remainingMs(10_000, 12_000)).to.equal(0);
    expect(remainingMs(Number.NaN, 0)).to.equal(0);
    expect(remainingMs(Number.POSITIVE_INFINITY, 0)).to.equal(0);
  });

  it('rounds the shown seconds up, so 00:00 appears only when time is up', () => {
    expect(remainingSeconds(1)).to.equal(1);
    expect(remainingSeconds(1_000)).to.equal(1);
    expect(remainingSeconds(1_001)).to.equal(2);
    expect(remainingSeconds(0)).to.equal(0);
    expect(remainingSeconds(-5)).to.equal(0);
  });

  it('formats mm:ss, and h:mm:ss from one hour up', () => {
    expect(formatCountdown(0)).to.equal('00:00');
    expect(formatCountdown(-3_000)).to.equal('00:00');
    expect(formatCountdown(400)).to.equal('00:01');
    expect(formatCountdown(59_000)).to.equal('00:59');
    expect(formatCountdown(600_000)).to.equal('10:00'); // UNI-08: the 600 s default lifetime
    expect(formatCountdown(3_599_000)).to.equal('59:59');
    expect(formatCountdown(3_600_000)).to.equal('1:00:00');
    expect(formatCountdown(15 * 60_000 + 4 * 3_600_000 + 7_000)).to.equal('4:15:07');
  });

  it('CONST-09: ticks every 1000 ms on the boundaries of the time left; none once it is up', () => {
    expect(COUNTDOWN_TICK_MS).to.equal(1_000);
    expect(nextTickDelay(5_300, COUNTDOWN_TICK_MS)).to.equal(300);
    expect(nextTickDelay(5_000, COUNTDOWN_TICK_MS)).to.equal(1_000);
    expect(nextTickDelay(1, COUNTDOWN_TICK_MS)).to.equal(1);
    expect(nextTickDelay(0, COUNTDOWN_TICK_MS)).to.equal(null);
  });
});
