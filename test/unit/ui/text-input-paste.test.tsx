// A dynamic field reads a paste whole (decision INPUT-02): the browser would strip its line breaks
// before the store saw them; a paste of no text (an image) stays the browser's.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { TextInput } from '../../../src/ui/fields/text-input.tsx';
import { render } from './render.tsx';

async function paste(input: HTMLInputElement, text: string): Promise<ClipboardEvent> {
  const data = new DataTransfer();
  if (text) data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  await act(async () => input.dispatchEvent(event));
  return event;
}

describe('ui/text-input paste', () => {
  it('INPUT-02: a paste is handed on whole, line break included, in place of the selection', async () => {
    const typed: string[] = [];
    const hints = { inputMode: 'text', autoComplete: 'name' } as const;
    const r = await render(
      <TextInput id="f" name="holder" value="Mr X" hints={hints} invalid={false} describedBy="" onInput={(raw) => typed.push(raw)} onFocus={() => {}} onBlur={() => {}} />,
    );
    const input = r.host.querySelector('input')!;
    input.setSelectionRange(3, 4);
    const event = await paste(input, 'Ivan\nPetrov');
    expect(event.defaultPrevented).to.equal(true);
    expect(typed).to.deep.equal(['Mr Ivan\nPetrov']);
    const image = await paste(input, '');
    expect(image.defaultPrevented, 'no text: the browser handles it').to.equal(false);
    expect(typed).to.have.length(1);
    r.done();
  });
});
