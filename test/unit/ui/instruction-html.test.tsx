import { expect } from '@open-wc/testing';
import { act } from 'react';
import { InstructionHtml } from '../../../src/ui/instruction-html.tsx';
import type { SanitizerLoader } from '../../../src/ui/instruction-html.tsx';
import { htmlToPlainText } from '../../../src/ui/html-text.ts';
import { render } from './render.tsx';
import { flush } from '../flush.ts';

const STEP = '<p>Open <b>your bank</b></p><script>window.__pwned = 1</script><ol><li>Pay <a href="https://bank.example/pay">here</a></li><li>Keep<br>the receipt</li></ol><img src=x onerror="window.__pwned=1">';

function deferredLoader(): { load: SanitizerLoader; release(): Promise<void> } {
  let resolve!: (m: Awaited<ReturnType<SanitizerLoader>>) => void;
  const loaded = new Promise<Awaited<ReturnType<SanitizerLoader>>>((r) => (resolve = r));
  return {
    load: () => loaded,
    release: async () => {
      const real = await import('../../../src/ui/sanitize-html.ts');
      await act(async () => resolve(real));
      await flush();
    },
  };
}

describe('InstructionHtml', () => {
  it('UNI-06: plain words while the sanitiser loads, then the sanitised markup as DOM nodes', async () => {
    const marker = window as { __pwned?: number };
    delete marker.__pwned;
    const loader = deferredLoader();
    const r = await render(<InstructionHtml html={STEP} className="step" loadSanitizer={loader.load} />);
    const plain = r.host.querySelector('.cashier-instruction--plain')!;
    expect(plain.getAttribute('aria-busy')).to.equal('true');
    expect(plain.textContent).to.equal('Open your bank\nPay here\nKeep\nthe receipt');
    expect(plain.children.length).to.equal(0);
    await loader.release();
    const rich = r.host.querySelector('.cashier-instruction')!;
    expect(rich.classList.contains('cashier-instruction--plain')).to.equal(false);
    expect(rich.classList.contains('step')).to.equal(true);
    expect(rich.hasAttribute('aria-busy')).to.equal(false);
    expect(rich.querySelectorAll('script,img').length).to.equal(0);
    expect(rich.querySelector('b')?.textContent).to.equal('your bank');
    const a = rich.querySelector('a')!;
    expect([a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]).to.deep.equal(['https://bank.example/pay', '_blank', 'noopener noreferrer']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(marker.__pwned).to.equal(undefined);
    r.done();
  });

  it('UNI-06: loads the real sanitiser lazily by default and follows a new html prop', async () => {
    const r = await render(<InstructionHtml html='<p style="color:red">Step <a href="javascript:alert(1)">one</a></p>' />);
    for (let i = 0; i < 100 && r.host.querySelector('.cashier-instruction--plain'); i += 1) await flush(1);
    expect(r.host.querySelector('.cashier-instruction')?.innerHTML).to.equal('<p>Step <a>one</a></p>');
    await r.rerender(<InstructionHtml html="<p>Step <u>two</u></p>" />);
    expect(r.host.querySelector('.cashier-instruction')?.innerHTML).to.equal('<p>Step <u>two</u></p>');
    r.done();
  });

  it('UNI-06: keeps the plain words when the sanitiser cannot load or run', async () => {
    const failed = await render(<InstructionHtml html={STEP} loadSanitizer={() => Promise.reject(new Error('offline'))} />);
    await flush();
    const plain = failed.host.querySelector('.cashier-instruction--plain')!;
    expect(plain.textContent).to.equal('Open your bank\nPay here\nKeep\nthe receipt');
    expect(plain.hasAttribute('aria-busy')).to.equal(false);
    failed.done();
    const throwing = await render(
      <InstructionHtml
        html="<p>Only <b>text</b></p>"
        loadSanitizer={async () => ({
          sanitizeInstructionHtml: () => {
            throw new Error('unsupported');
          },
        })}
      />,
    );
    await flush();
    expect(throwing.host.querySelector('.cashier-instruction--plain')?.textContent).to.equal('Only text');
    throwing.done();
  });

  it('keeps DOMPurify out of the module that renders: the sanitiser is only import()ed', async () => {
    const served = await (await fetch(new URL('../../../src/ui/instruction-html.tsx', import.meta.url))).text();
    const source = served.replace(/\/\/# sourceMappingURL=.*$/m, '');
    const imports = [...source.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]);
    expect(imports.filter((spec) => /dompurify|sanitize-html/.test(spec!))).to.deep.equal([]);
    expect(/import\(\s*["']\.\/sanitize-html\.ts["']\s*\)/.test(source)).to.equal(true);
    expect(source).to.not.contain('dangerouslySetInnerHTML');
  });

  it('plain text leaves out scripts, styles and form values, and collapses spaces', () => {
    expect(htmlToPlainText('<style>p{}</style><p>a   b</p><script>x()</script><textarea>t</textarea><div>c</div>')).to.equal('a b\nc');
    expect(htmlToPlainText('just text')).to.equal('just text');
    expect(htmlToPlainText('')).to.equal('');
  });
});
