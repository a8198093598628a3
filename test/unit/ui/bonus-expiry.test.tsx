import { expect } from '@open-wc/testing';
import { act } from 'react';
import { BONUS_COUNTDOWN_WITHIN_MS } from '../../../src/domain/constants.ts';
import { BonusExpiry } from '../../../src/ui/bonus-expiry.tsx';
import { createFakeClock } from '../stores/fake-clock.ts';
import { render } from './render.tsx';

const HOUR_MS = 3_600_000;
const props = { countdownLabel: 'Ends in', untilText: (date: string) => `Until ${date}`, language: 'en' };

describe('BonusExpiry (issue #11)', () => {
  it('issue #11: the countdown starts under one day (86 400 000 ms) left', () => {
    expect(BONUS_COUNTDOWN_WITHIN_MS).to.equal(86_400_000);
  });

  it('issue #11: a day or more left shows the end date; under a day a live "Ends in" countdown', async () => {
    const clock = createFakeClock();
    const later = await render(<BonusExpiry expiresAt={BONUS_COUNTDOWN_WITHIN_MS + HOUR_MS} {...props} clock={clock} />);
    expect(later.host.querySelector('[role="timer"]')).to.equal(null);
    expect(later.host.textContent).to.match(/^Until Jan 2, 1970, \d{1,2}:\d{2}/);
    later.done();
    const soon = await render(<BonusExpiry expiresAt={2 * HOUR_MS} {...props} clock={clock} />);
    const timer = soon.host.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).to.equal('Ends in');
    expect(timer.textContent).to.equal('2:00:00');
    await act(async () => clock.tick(1_000));
    expect(soon.host.querySelector('[role="timer"]')?.textContent).to.equal('1:59:59');
    soon.done();
  });

  it('issue #11: on screen across the one-day mark it switches to the countdown by itself', async () => {
    const clock = createFakeClock();
    const r = await render(<BonusExpiry expiresAt={BONUS_COUNTDOWN_WITHIN_MS + 5_000} {...props} clock={clock} />);
    expect(r.host.querySelector('[role="timer"]')).to.equal(null);
    await act(async () => clock.tick(5_001));
    // 1 ms under a day: whole seconds round up (formatCountdown), as every countdown does.
    expect(r.host.querySelector('[role="timer"]')?.textContent).to.equal('24:00:00');
    r.done();
  });

  it('issue #11: a bonus without an end shows nothing', async () => {
    const r = await render(<BonusExpiry expiresAt={null} {...props} />);
    expect(r.host.textContent).to.equal('');
    r.done();
  });
});
