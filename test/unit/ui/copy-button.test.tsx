import { expect } from '@open-wc/testing';
import { act } from 'react';
import { CopyButton } from '../../../src/ui/copy-button.tsx';
import { copyText } from '../../../src/ui/copy-text.ts';
import { COPY_TOOLTIP_MS } from '../../../src/domain/constants.ts';
import { createFakeClock } from '../stores/fake-clock.ts';
import type { FakeClock } from '../stores/fake-clock.ts';
import { render } from './render.tsx';
import { flush } from '../flush.ts';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Replaces navigator.clipboard (undefined = no Clipboard API) until restore(). */
function stubClipboard(clipboard: { writeText(text: string): Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}
/** Replaces document.execCommand; records what was selected in the focused field when 'copy' ran. */
function stubExecCommand(result: boolean | 'throw') {
  const copies: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (result === 'throw') throw new Error('not allowed');
      const field = document.activeElement as HTMLTextAreaElement | null;
      if (command === 'copy' && field instanceof HTMLTextAreaElement) copies.push(field.value.slice(field.selectionStart, field.selectionEnd));
      return result;
    },
  });
  return copies;
}
function restore() {
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (document as { execCommand?: unknown }).execCommand;
}

describe('CopyButton', () => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = createFakeClock();
  });
  afterEach(restore);

  it('CRYPTO-10, CONST-10: copies with the Clipboard API and says "copied" politely for 3000 ms', async () => {
    const written: string[] = [];
    stubClipboard({ writeText: async (text) => void written.push(text) });
    const copied: string[] = [];
    const r = await render(<CopyButton value={ADDRESS} label="Copy address" copiedLabel="Copied" onCopied={(v) => copied.push(v)} clock={clock} />);
    const button = r.host.querySelector('button')!;
    expect(button.getAttribute('aria-label')).to.equal('Copy address');
    expect(button.type).to.equal('button');
    const status = r.host.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('');
    await act(async () => button.click());
    await flush();
    expect(written).to.deep.equal([ADDRESS]);
    expect(copied).to.deep.equal([ADDRESS]);
    expect(status.textContent).to.equal('Copied');
    expect(button.dataset.copied).to.equal('true');
    expect(COPY_TOOLTIP_MS).to.equal(3_000);
    await act(async () => clock.tick(2_999));
    expect(status.textContent).to.equal('Copied');
    await act(async () => clock.tick(1));
    expect(status.textContent).to.equal('');
    expect(button.dataset.copied).to.equal(undefined);
    // The live region stayed the same node: only its content came and went.
    expect(r.host.querySelector('[role="status"]')).to.equal(status);
    r.done();
  });

  it('CONST-10: a second copy restarts the 3000 ms', async () => {
    stubClipboard({ writeText: async () => {} });
    const r = await render(<CopyButton value="x" label="Copy" copiedLabel="Copied" clock={clock} />);
    const button = r.host.querySelector('button')!;
    await act(async () => button.click());
    await flush();
    await act(async () => clock.tick(2_000));
    await act(async () => button.click());
    await flush();
    await act(async () => clock.tick(2_000));
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('Copied');
    await act(async () => clock.tick(1_000));
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('');
    expect(clock.pending()).to.equal(0);
    r.done();
  });

  it('CRYPTO-10: falls back to a hidden textarea and execCommand when there is no Clipboard API; focus comes back', async () => {
    stubClipboard(undefined);
    const copies = stubExecCommand(true);
    const r = await render(<CopyButton value={ADDRESS} label="Copy address" copiedLabel="Copied" clock={clock} />);
    const button = r.host.querySelector('button')!;
    button.focus();
    await act(async () => button.click());
    await flush();
    expect(copies).to.deep.equal([ADDRESS]);
    expect(r.host.querySelector('textarea')).to.equal(null);
    expect(document.activeElement).to.equal(button);
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('Copied');
    r.done();
  });

  it('CRYPTO-10: falls back when the Clipboard API refuses', async () => {
    stubClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const copies = stubExecCommand(true);
    const copied: string[] = [];
    const r = await render(<CopyButton value="4111 1111 1111 1111" label="Copy card" copiedLabel="Copied" onCopied={(v) => copied.push(v)} clock={clock} />);
    await act(async () => r.host.querySelector('button')!.click());
    await flush();
    expect(copies).to.deep.equal(['4111 1111 1111 1111']);
    expect(copied).to.deep.equal(['4111 1111 1111 1111']);
    r.done();
  });

  it('says nothing and reports the failure when neither way can copy', async () => {
    stubClipboard(undefined);
    stubExecCommand('throw');
    const failed: string[] = [];
    const copied: string[] = [];
    const r = await render(<CopyButton value="abc" label="Copy" copiedLabel="Copied" onCopied={(v) => copied.push(v)} onCopyFailed={(v) => failed.push(v)} clock={clock} />);
    await act(async () => r.host.querySelector('button')!.click());
    await flush();
    expect(failed).to.deep.equal(['abc']);
    expect(copied).to.deep.equal([]);
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('');
    expect(r.host.querySelector('textarea')).to.equal(null);
    expect(clock.pending()).to.equal(0);
    r.done();
  });

  it('with showLabel the visible text is the name (no aria-label to mismatch it); unmount clears the timer', async () => {
    stubClipboard({ writeText: async () => {} });
    const r = await render(<CopyButton value="abc" label="Copy address" copiedLabel="Copied" showLabel clock={clock} />);
    const button = r.host.querySelector('button')!;
    expect(button.hasAttribute('aria-label')).to.equal(false);
    expect(button.textContent).to.equal('Copy address');
    await act(async () => button.click());
    await flush();
    expect(clock.pending()).to.equal(1);
    r.done();
    expect(clock.pending()).to.equal(0);
  });

  it('copyText puts the fallback textarea beside the control, inside a shadow root', async () => {
    stubClipboard(undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    shadow.append(button);
    let parent: Node | null = null;
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => ((parent = shadow.activeElement?.parentNode ?? null), true),
    });
    expect(await copyText('value', button)).to.equal(true);
    expect(parent).to.equal(shadow);
    expect(shadow.querySelector('textarea')).to.equal(null);
    host.remove();
  });
});
