// The payment-details alert (flows §9; CONST-11..13): nothing for 3 s, then a text every 6 s, the
// group from the host experiment `p2pDetailsAlert`: a fixed, b shuffled facts, c progress.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { DetailsAlert } from '../../../../src/flows/p2p/details-alert.tsx';
import { I18nProvider } from '../../../../src/i18n/react.tsx';
import { requireLocalePart } from '../../../../src/i18n/locale-parts.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { englishI18n } from '../../app/render.tsx';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { render } from '../../ui/render.tsx';
import { testScope } from '../../scope.ts';
import { ScopeContext } from '../../../../src/stores/scope-context.ts';
const textOf = (host: HTMLElement) => host.querySelector('[role="status"]')?.textContent ?? '';

describe('p2p payment-details alert (CONST-11..13)', () => {
  async function mount(seed = 0) {
    const clock = createFakeClock();
    const i18n = await englishI18n();
    const r = await render(
      <ScopeContext.Provider value={testScope()}>
        <I18nProvider i18n={i18n}>
          <DetailsAlert seed={seed} clock={clock} />
        </I18nProvider>
      </ScopeContext.Provider>,
    );
    // The p2p texts are a locale part (decision I18N-11): the flow's screen loader brings it.
    await act(() => requireLocalePart('p2p'));
    return { r, clock };
  }

  it('CONST-11/12: group c: empty for 3 s, then the progress messages, changing every 6 s', async () => {
    applyHandshake(testScope(), { experiments: [{ key: 'p2pDetailsAlert', group: 'c' }] });
    const { r, clock } = await mount();
    expect(textOf(r.host)).to.equal('');
    await act(async () => clock.tick(2_999));
    expect(textOf(r.host)).to.equal('');
    await act(async () => clock.tick(1));
    expect(textOf(r.host)).to.equal('Waiting for your transfer…');
    await act(async () => clock.tick(5_999));
    expect(textOf(r.host)).to.equal('Waiting for your transfer…');
    await act(async () => clock.tick(1));
    expect(textOf(r.host)).to.equal('Once you have paid, press the button below.');
    await act(async () => clock.tick(6_000));
    expect(textOf(r.host)).to.equal('Waiting for your transfer…');
    r.done();
    expect(clock.pending()).to.equal(0);
  });

  it('CONST-12/13: without the experiment, group a: one fixed text; group b starts with the fact the seed picks', async () => {
    let { r, clock } = await mount();
    await act(async () => clock.tick(3_000));
    expect(r.host.querySelector('[data-group]')?.getAttribute('data-group')).to.equal('a');
    expect(textOf(r.host)).to.equal('Check the payment details before you transfer.');
    r.done();
    applyHandshake(testScope(), { experiments: [{ key: 'p2pDetailsAlert', group: 'b' }] });
    ({ r, clock } = await mount(2));
    await act(async () => clock.tick(3_000));
    expect(textOf(r.host)).to.equal('Keep your bank receipt until the deposit is credited.');
    r.done();
  });
});
