import { expect } from '@open-wc/testing';
import { act } from 'react';
import { QrCode } from '../../../src/ui/qr-code.tsx';
import type { QrEncoderLoader } from '../../../src/ui/qr-code.tsx';
import type { QrSymbol } from '../../../src/ui/qr-symbol.ts';
import { render } from './render.tsx';
import { flush } from '../flush.ts';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A loader the test releases by hand, to see the placeholder before the code. */
function deferredLoader(): { load: QrEncoderLoader; release(): Promise<void> } {
  let resolve!: (m: { encodeQr(value: string): QrSymbol }) => void;
  const loaded = new Promise<{ encodeQr(value: string): QrSymbol }>((r) => (resolve = r));
  return {
    load: () => loaded,
    release: async () => {
      const real = await import('../../../src/ui/qr-symbol.ts');
      await act(async () => resolve(real));
      await flush();
    },
  };
}

async function waitForSvg(host: HTMLElement): Promise<SVGSVGElement> {
  for (let i = 0; i < 100; i += 1) {
    const svg = host.querySelector('svg');
    if (svg) return svg;
    await flush(1);
  }
  throw new Error('no QR svg');
}

describe('QrCode', () => {
  it('TAP-15: once its encoder chunk is in, a new code is drawn in the first render, with no placeholder frame', async () => {
    const first = await render(<QrCode value={ADDRESS} label="QR code of the address" />);
    // The real encoder chunk: the component's own load settles inside this act.
    await act(async () => {
      await import('../../../src/ui/qr-symbol.ts');
      await flush();
    });
    expect(first.host.querySelector('svg.cashier-qr')).to.not.equal(null);
    const next = await render(<QrCode value="TXYZ9Y2khEsLJW1ChVWFMSMeRDow5KcbLS" label="QR code of the address" />);
    expect(next.host.querySelector('.cashier-qr--loading')).to.equal(null);
    expect(next.host.querySelector('svg.cashier-qr')).to.not.equal(null);
  });

  it('CRYPTO-06, UNI-03: a busy placeholder of the same size first, then the code as an image with its name', async () => {
    const loader = deferredLoader();
    const r = await render(<QrCode value={ADDRESS} label="QR code of the address" size={180} loadEncoder={loader.load} />);
    const placeholder = r.host.querySelector<HTMLElement>('.cashier-qr--loading')!;
    expect(placeholder.getAttribute('role')).to.equal('img');
    expect(placeholder.getAttribute('aria-busy')).to.equal('true');
    expect(placeholder.getAttribute('aria-label')).to.equal('QR code of the address');
    expect(placeholder.getBoundingClientRect().width).to.equal(180);
    expect(placeholder.getBoundingClientRect().height).to.equal(180);
    await loader.release();
    const svg = r.host.querySelector('svg')!;
    expect(r.host.querySelector('.cashier-qr--loading')).to.equal(null);
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('QR code of the address');
    expect(svg.getAttribute('width')).to.equal('180');
    // Version 3 at level M for a 34-character address: 29 modules plus a 4-module quiet zone each side.
    expect(svg.getAttribute('viewBox')).to.equal('0 0 37 37');
    const d = svg.querySelector('path')!.getAttribute('d')!;
    // The top-left finder pattern: a dark run of 7 at the first row inside the quiet zone.
    expect(d.startsWith('M4 4h7v1h-7z')).to.equal(true);
    expect(d.length).to.be.greaterThan(200);
    r.done();
  });

  it('CRYPTO-06: loads the real encoder lazily by default', async () => {
    const r = await render(<QrCode value="https://pay.example/invoice/42" label="Pay link QR code" />);
    const svg = await waitForSvg(r.host);
    expect(svg.getAttribute('width')).to.equal('200');
    expect(svg.querySelector('path')?.getAttribute('d')).to.match(/^M4 4h7v1h-7z/);
    r.done();
  });

  it('keeps qrcode out of the module that renders it: the encoder is only import()ed', async () => {
    // The module as the test server serves it (transformed, imports resolved).
    const served = await (await fetch(new URL('../../../src/ui/qr-code.tsx', import.meta.url))).text();
    const source = served.replace(/\/\/# sourceMappingURL=.*$/m, '');
    const imports = [...source.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]);
    expect(imports.filter((spec) => /qrcode|qr-symbol/.test(spec!))).to.deep.equal([]);
    expect(/import\(\s*["']\.\/qr-symbol\.ts["']\s*\)/.test(source)).to.equal(true);
  });

  it('shows the value as plain left-to-right text when the encoder cannot load', async () => {
    const r = await render(<QrCode value={ADDRESS} label="QR" loadEncoder={() => Promise.reject(new Error('chunk failed'))} />);
    await flush();
    const fallback = r.host.querySelector('.cashier-qr-fallback')!;
    expect(fallback.textContent).to.equal(ADDRESS);
    expect(fallback.getAttribute('dir')).to.equal('ltr');
    expect(r.host.querySelector('svg')).to.equal(null);
    r.done();
  });

  it('shows the value as text when it is too long for a QR code', async () => {
    const long = 'x'.repeat(3_000);
    const r = await render(<QrCode value={long} label="QR" />);
    for (let i = 0; i < 100 && !r.host.querySelector('.cashier-qr-fallback'); i += 1) await flush(1);
    expect(r.host.querySelector('.cashier-qr-fallback')?.textContent).to.equal(long);
    r.done();
  });

  it('a new value shows the placeholder, never the previous code; an empty value renders nothing', async () => {
    const r = await render(<QrCode value={ADDRESS} label="QR" />);
    const first = (await waitForSvg(r.host)).querySelector('path')!.getAttribute('d');
    const loader = deferredLoader();
    await r.rerender(<QrCode value="bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" label="QR" loadEncoder={loader.load} />);
    expect(r.host.querySelector('svg')).to.equal(null);
    expect(r.host.querySelector('.cashier-qr--loading')).to.not.equal(null);
    await loader.release();
    expect(r.host.querySelector('path')!.getAttribute('d')).to.not.equal(first);
    await r.rerender(<QrCode value="" label="QR" />);
    expect(r.host.innerHTML).to.equal('');
    r.done();
  });

  it('draws one rectangle per horizontal run of dark modules, shifted by the margin', async () => {
    const { darkModulesPath } = await import('../../../src/ui/qr-symbol.ts');
    const grid = ['XX.', '.XX', 'X.X'];
    const path = darkModulesPath(3, (row, col) => grid[row]![col] === 'X', 4);
    expect(path).to.equal('M4 4h2v1h-2zM5 5h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
    expect(darkModulesPath(2, () => false)).to.equal('');
  });
});
