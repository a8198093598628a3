/**
 * The event props types/react.d.ts declares do what they say in React 19 (decision TYPES-03):
 * react-dom adds an `on<name>` function prop on a custom element as a listener of event `<name>`.
 * The element is not defined here: React's listener path does not depend on it.
 */
import { expect } from '@open-wc/testing';
import { dashedEventName } from '../../../src/domain/host-messages.ts';
import type { CashierMessage } from '../../../types/payment-cashier.d.ts';
import { render } from '../ui/render.tsx';

const loaded: CashierMessage<'Loaded'> = { messageType: 'Loaded', version: 'v1.0.486', source: 'payment-cashier' };
const fire = (el: Element, name: string) => el.dispatchEvent(new CustomEvent(name, { detail: loaded }));

describe('React 19 event props on <payment-cashier>', () => {
  it('TYPES-03: oncashier-loaded and oncashier:Loaded listen to cashier-loaded and cashier:Loaded, are not written as attributes, and stop with a new handler', async () => {
    const heard: string[] = [];
    const view = await render(
      <payment-cashier
        oncashier-loaded={(e) => heard.push(`dashed ${e.detail.version}`)}
        oncashier:Loaded={(e) => heard.push(`colon ${e.detail.messageType}`)}
      />,
    );
    const el = view.host.querySelector('payment-cashier')!;
    fire(el, 'cashier:Loaded');
    fire(el, dashedEventName('Loaded'));
    expect(heard).to.deep.equal(['colon Loaded', 'dashed v1.0.486']);
    expect(el.getAttributeNames()).to.deep.equal([]);

    await view.rerender(<payment-cashier oncashier-loaded={() => heard.push('second')} />);
    fire(el, 'cashier:Loaded');
    fire(el, 'cashier-loaded');
    expect(heard).to.deep.equal(['colon Loaded', 'dashed v1.0.486', 'second']);
    view.done();
  });
});
