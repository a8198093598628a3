import { expect } from '@open-wc/testing';
import { act } from 'react';
import { Countdown } from '../../../src/ui/countdown.tsx';
import { createFakeClock } from '../stores/fake-clock.ts';
import type { FakeClock } from '../stores/fake-clock.ts';
import { render } from './render.tsx';

const timeOf = (host: HTMLElement) => host.querySelector('[role="timer"]')?.textContent;

describe('Countdown', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = createFakeClock();
  });

  it('CONST-09, UNI-07, P2P-29: a silent role=timer that ticks each second and expires once at zero', async () => {
    let expired = 0;
    const r = await render(<Countdown endsAt={3_000} label="Time left to pay" onExpire={() => expired++} clock={clock} />);
    const timer = r.host.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).to.equal('Time left to pay');
    expect(timer.getAttribute('aria-live')).to.equal('off');
    expect(timer.textContent).to.equal('00:03');
    await act(async () => clock.tick(999));
    expect(timeOf(r.host)).to.equal('00:03');
    await act(async () => clock.tick(1));
    expect(timeOf(r.host)).to.equal('00:02');
    await act(async () => clock.tick(1_000));
    expect(timeOf(r.host)).to.equal('00:01');
    expect(expired).to.equal(0);
    await act(async () => clock.tick(1_000));
    expect(timeOf(r.host)).to.equal('00:00');
    expect(expired).to.equal(1);
    expect(clock.pending()).to.equal(0);
    await act(async () => clock.tick(60_000));
    expect(timeOf(r.host)).to.equal('00:00');
    expect(expired).to.equal(1);
    r.done();
  });

  it('CONST-09: the first tick comes when the shown second changes, then every 1000 ms', async () => {
    const r = await render(<Countdown endsAt={5_300} label="Time left" clock={clock} />);
    expect(timeOf(r.host)).to.equal('00:06');
    await act(async () => clock.tick(300));
    expect(timeOf(r.host)).to.equal('00:05');
    await act(async () => clock.tick(1_000));
    expect(timeOf(r.host)).to.equal('00:04');
    r.done();
  });

  it('UNI-09, P2P-20: an end already past expires right after mount and announces the expired text', async () => {
    clock.tick(10_000);
    let expired = 0;
    const r = await render(<Countdown endsAt={4_000} label="Time left" expiredLabel="Time is up" onExpire={() => expired++} clock={clock} />);
    expect(timeOf(r.host)).to.equal('00:00');
    expect(expired).to.equal(1);
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('Time is up');
    expect(r.host.querySelector('.cashier-countdown--expired')).to.not.equal(null);
    r.done();
  });

  it('UNI-07: the polite region is empty while running and says the expired text once time is up', async () => {
    const r = await render(<Countdown endsAt={1_000} label="Time left" expiredLabel="Time is up" clock={clock} />);
    const status = r.host.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('');
    await act(async () => clock.tick(1_000));
    expect(status.textContent).to.equal('Time is up');
    expect(r.host.querySelector('[role="status"]')).to.equal(status);
    r.done();
  });

  it('UNI-08: h:mm:ss from one hour up (and the 600 s default lifetime as 10:00)', async () => {
    const r = await render(<Countdown endsAt={3_600_000 + 5_000} label="Time left" clock={clock} />);
    expect(timeOf(r.host)).to.equal('1:00:05');
    await r.rerender(<Countdown endsAt={600_000} label="Time left" clock={clock} />);
    expect(timeOf(r.host)).to.equal('10:00');
    r.done();
  });

  it('a new end restarts the count (and may expire again); a new callback does not restart the timers', async () => {
    let expired = 0;
    const onExpire = () => expired++;
    const r = await render(<Countdown endsAt={1_000} label="Time left" onExpire={onExpire} clock={clock} />);
    await r.rerender(<Countdown endsAt={1_000} label="Time left" onExpire={() => expired++} clock={clock} />);
    expect(clock.pending()).to.equal(1);
    await act(async () => clock.tick(1_000));
    expect(expired).to.equal(1);
    await r.rerender(<Countdown endsAt={3_000} label="Time left" onExpire={onExpire} clock={clock} />);
    expect(timeOf(r.host)).to.equal('00:02');
    await act(async () => clock.tick(2_000));
    expect(expired).to.equal(2);
    r.done();
  });

  it('clears its timer on unmount', async () => {
    let expired = 0;
    const r = await render(<Countdown endsAt={5_000} label="Time left" onExpire={() => expired++} clock={clock} />);
    expect(clock.pending()).to.equal(1);
    r.done();
    expect(clock.pending()).to.equal(0);
    clock.tick(10_000);
    expect(expired).to.equal(0);
  });

  it('an end that is not a number shows --:-- and never expires (no deposit is cancelled on garbage)', async () => {
    let expired = 0;
    const r = await render(<Countdown endsAt={Number.NaN} label="Time left" showLabel onExpire={() => expired++} clock={clock} />);
    expect(timeOf(r.host)).to.equal('--:--');
    expect(clock.pending()).to.equal(0);
    expect(expired).to.equal(0);
    // The visible label is hidden from assistive tech: the timer's own name already says it.
    expect(r.host.querySelector('.cashier-countdown__label')?.getAttribute('aria-hidden')).to.equal('true');
    r.done();
  });

  it('runs on the real clock by default', async () => {
    let expired = 0;
    const r = await render(<Countdown endsAt={Date.now() + 30} label="Time left" onExpire={() => expired++} />);
    expect(timeOf(r.host)).to.equal('00:01');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(timeOf(r.host)).to.equal('00:00');
    expect(expired).to.equal(1);
    r.done();
  });
});
