import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { releaseRadioGroup } from '../../../src/ui/radio-release.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Choices({ name }: { name: string }) {
  return (
    <div role="radiogroup">
      {['a', 'b'].map((v) => (
        <input key={v} ref={releaseRadioGroup} type="radio" name={name} value={v} defaultChecked={v === 'a'} />
      ))}
    </div>
  );
}

describe('releaseRadioGroup (issue #24)', () => {
  it('MEM-04: a radio leaving a shadow root loses its name while still connected, so Chromium\'s radio-group table cannot keep the detached screen', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () => root.render(<Choices name="bonus" />));
    const inputs = [...shadow.querySelectorAll('input')];
    expect(inputs.map((i) => i.name)).to.deep.equal(['bonus', 'bonus']);
    // What happens at unmount, in order: both names cleared before the group leaves the tree.
    const observer = new MutationObserver(() => undefined);
    observer.observe(shadow, { subtree: true, childList: true, attributes: true, attributeFilter: ['name'] });
    act(() => root.unmount());
    const seen = observer.takeRecords().map((r) => (r.type === 'attributes' ? 'name cleared' : 'removed'));
    observer.disconnect();
    expect(inputs.map((i) => i.name)).to.deep.equal(['', '']);
    expect(seen).to.deep.equal(['name cleared', 'name cleared', 'removed']);
    host.remove();
  });

  it('MEM-04: while mounted the inputs stay one named group (arrow keys move the choice)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Choices name="kept" />));
    const [a, b] = [...host.querySelectorAll('input')];
    b!.checked = true;
    expect(a!.checked).to.equal(false);
    act(() => root.unmount());
    host.remove();
  });
});
