import { expect } from '@open-wc/testing';
import { $breakpoint, $isMobile, breakpointFor, watchBreakpoint } from '../../../src/stores/breakpoint.ts';
import { createFakeClock } from './fake-clock.ts';
import { testScope } from '../scope.ts';

/** A ResizeObserver stand-in whose callback the test fires by hand. */
function fakeObserver() {
  const state = { fire: () => {}, disconnected: false };
  class FakeRO {
    constructor(cb: () => void) {
      state.fire = cb;
    }
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {
      state.disconnected = true;
    }
  }
  return { state, RO: FakeRO as unknown as typeof ResizeObserver };
}

function box(width: number): HTMLDivElement {
  const el = document.createElement('div');
  el.style.width = `${width}px`;
  document.body.append(el);
  return el;
}

describe('stores/breakpoint', () => {
  const made: HTMLElement[] = [];
  afterEach(() => made.splice(0).forEach((el) => el.remove()));

  it('CONST-06: small ≤ 767, medium 768–1024, large > 1024', () => {
    const table: Array<[number, string]> = [[0, 'small'], [767, 'small'], [767.5, 'medium'], [768, 'medium'], [1024, 'medium'], [1025, 'large'], [1920, 'large']];
    for (const [w, b] of table) expect(breakpointFor(w), String(w)).to.equal(b);
  });

  it('CONST-07: mobile is under 768 px', () => {
    const el = box(767);
    made.push(el);
    const stop = watchBreakpoint(testScope(), el, { clock: createFakeClock(), ResizeObserver: fakeObserver().RO });
    expect($isMobile(testScope()).get()).to.equal(true);
    el.style.width = '768px';
    stop();
    const stop2 = watchBreakpoint(testScope(), el, { clock: createFakeClock(), ResizeObserver: fakeObserver().RO });
    expect($isMobile(testScope()).get()).to.equal(false);
    stop2();
  });

  it('CONST-08: measures at once, then debounces resizes by 100 ms', () => {
    const clock = createFakeClock();
    const { state, RO } = fakeObserver();
    const el = box(500);
    made.push(el);
    const stop = watchBreakpoint(testScope(), el, { clock, ResizeObserver: RO });
    expect($breakpoint(testScope()).get()).to.equal('small');
    el.style.width = '900px';
    state.fire();
    clock.tick(60);
    el.style.width = '1200px';
    state.fire();
    clock.tick(99);
    expect($breakpoint(testScope()).get()).to.equal('small');
    clock.tick(1);
    expect($breakpoint(testScope()).get()).to.equal('large');
    stop();
    expect(state.disconnected).to.equal(true);
  });

  it('CONST-08: falls back to window resize without ResizeObserver', () => {
    const clock = createFakeClock();
    const el = box(1100);
    made.push(el);
    const stop = watchBreakpoint(testScope(), el, { clock, ResizeObserver: undefined });
    expect($breakpoint(testScope()).get()).to.equal('large');
    el.style.width = '800px';
    window.dispatchEvent(new Event('resize'));
    clock.tick(100);
    expect($breakpoint(testScope()).get()).to.equal('medium');
    stop();
    el.style.width = '300px';
    window.dispatchEvent(new Event('resize'));
    clock.tick(100);
    expect($breakpoint(testScope()).get()).to.equal('medium');
  });

  it('CONST-06: the real ResizeObserver drives the store', async () => {
    const el = box(1000);
    made.push(el);
    const stop = watchBreakpoint(testScope(), el);
    expect($breakpoint(testScope()).get()).to.equal('medium');
    el.style.width = '400px';
    await new Promise((r) => setTimeout(r, 250));
    expect($breakpoint(testScope()).get()).to.equal('small');
    stop();
  });
});
