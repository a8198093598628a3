// REDIR-03: the instruction carousel's moves — arrow keys and swipes, mirrored in right-to-left languages.
import { expect } from '@open-wc/testing';
import { keyStep, stepSlide, SWIPE_MIN_PX, swipeStep } from '../../../../src/flows/redirect-guides/carousel.ts';

describe('instruction carousel moves (REDIR-03)', () => {
  it('REDIR-03: a step stays inside the slides (no wrap-around)', () => {
    expect(stepSlide(0, -1, 5)).to.equal(0);
    expect(stepSlide(4, 1, 5)).to.equal(4);
    expect(stepSlide(1, 1, 5)).to.equal(2);
    expect(stepSlide(0, 1, 0)).to.equal(0);
  });

  it('REDIR-03: ArrowRight is next and ArrowLeft previous left to right; mirrored right to left; Home and End jump', () => {
    expect(keyStep('ArrowRight', 'ltr', 1, 5)).to.equal(1);
    expect(keyStep('ArrowLeft', 'ltr', 1, 5)).to.equal(-1);
    expect(keyStep('ArrowLeft', 'rtl', 1, 5)).to.equal(1);
    expect(keyStep('ArrowRight', 'rtl', 1, 5)).to.equal(-1);
    expect(keyStep('Home', 'ltr', 3, 5)).to.equal(-3);
    expect(keyStep('End', 'rtl', 1, 5)).to.equal(3);
    expect(keyStep('Enter', 'ltr', 1, 5)).to.equal(0);
  });

  it(`REDIR-03: a swipe of ${SWIPE_MIN_PX} px or more towards the start shows the next slide (right to left: towards the right)`, () => {
    expect(swipeStep(-SWIPE_MIN_PX, 'ltr')).to.equal(1);
    expect(swipeStep(SWIPE_MIN_PX + 10, 'ltr')).to.equal(-1);
    expect(swipeStep(SWIPE_MIN_PX, 'rtl')).to.equal(1);
    expect(swipeStep(-80, 'rtl')).to.equal(-1);
    expect(swipeStep(SWIPE_MIN_PX - 1, 'ltr')).to.equal(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 'rtl')).to.equal(0);
  });
});
