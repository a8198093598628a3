// Decision SECRET-04: what the player types into a field (a card number above all) never becomes an
// attribute of the input, where the host page's scripts and CSS selectors read attributes.
import { expect } from '@open-wc/testing';
import { TextInput, type TextInputProps } from '../../../src/ui/fields/text-input.tsx';
import { render } from './render.tsx';

const props = (value: string): TextInputProps => ({
  id: 'f-card',
  name: 'cardNumber',
  value,
  hints: { inputMode: 'numeric', autoComplete: 'cc-number' },
  invalid: false,
  describedBy: 'f-card-hint',
  onInput: () => undefined,
  onFocus: () => undefined,
  onBlur: () => undefined,
});

describe('ui/fields/text-input', () => {
  it('SECRET-04: a typed card number is in the value property only, never in the value attribute, through every change', async () => {
    const r = await render(<TextInput {...props('4111 1111 1111 1111')} />);
    const input = r.host.querySelector('input')!;
    expect(input.value).to.equal('4111 1111 1111 1111');
    expect(input.hasAttribute('value')).to.equal(false);
    await r.rerender(<TextInput {...props('4111 1111 1111 111')} />);
    expect(input.value).to.equal('4111 1111 1111 111');
    expect(input.hasAttribute('value')).to.equal(false);
    expect(r.host.innerHTML).not.to.include('4111');
    r.done();
  });
});
