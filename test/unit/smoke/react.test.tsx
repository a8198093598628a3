import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { act } from 'react';

const $n = atom(1);
function Counter() {
  const n = useStore($n);
  return <button onClick={() => $n.set(n + 1)}>count {n}</button>;
}

describe('toolchain', () => {
  it('renders React 19 with nanostores inside the test browser', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    await act(async () => root.render(<Counter />));
    expect(host.textContent).to.equal('count 1');
    await act(async () => host.querySelector('button')!.click());
    expect(host.textContent).to.equal('count 2');
    act(() => root.unmount());
  });
});
