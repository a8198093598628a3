// The shared requisites part (src/ui/requisite-list.tsx) every invoice page copies from.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { RequisiteList } from '../../../src/ui/requisite-list.tsx';
import type { Requisite } from '../../../src/ui/requisite-list.tsx';
import uiParts from '../../../styles/ui-parts.css';
import { render } from './render.tsx';
import { flush } from '../flush.ts';

const items: Requisite[] = [
  { name: 'card', label: 'Card number', value: '4276380012345678', display: '4276 3800 1234 5678', copyable: true, emphasis: true },
  { name: 'bank', label: 'Bank', value: 'Sberbank', copyable: false },
  { name: 'phone', label: 'Phone number', value: '', copyable: true },
];

describe('RequisiteList', () => {
  afterEach(() => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('UNI-01: labels and values as a description list; a copy button, named after its row, only where copyable and not empty', async () => {
    const r = await render(<RequisiteList items={items} copyLabel={(label) => `Copy ${label}`} copiedLabel="Copied" />);
    const terms = [...r.host.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...r.host.querySelectorAll('.cashier-requisites__text')].map((v) => v.textContent);
    expect(terms).to.deep.equal(['Card number', 'Bank', 'Phone number']);
    expect(values).to.deep.equal(['4276 3800 1234 5678', 'Sberbank', '']);
    const buttons = [...r.host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).to.deep.equal(['Copy Card number']);
    expect(r.host.querySelector('.cashier-requisites__text')!.getAttribute('dir'), 'payment data reads left to right').to.equal('ltr');
    r.done();
  });

  it('copies the value, not its grouped display, and announces it', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    const r = await render(<RequisiteList items={items} copyLabel={(label) => `Copy ${label}`} copiedLabel="Copied" />);
    await act(async () => r.host.querySelector('button')!.click());
    await flush();
    expect(written).to.deep.equal(['4276380012345678']);
    expect(r.host.querySelector('[role="status"]')!.textContent).to.equal('Copied');
    r.done();
  });

  it('issue #21: an IBAN reads in groups of 4 on every invoice, and its copy is the raw value', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    const iban: Requisite = { name: 'iban', label: 'IBAN', value: 'TR330006100519786457841326', copyable: true };
    const r = await render(<RequisiteList items={[iban]} copyLabel={(label) => `Copy ${label}`} copiedLabel="Copied" />);
    expect(r.host.querySelector('.cashier-requisites__text')!.textContent).to.equal('TR33 0006 1005 1978 6457 8413 26');
    await act(async () => r.host.querySelector('button')!.click());
    await flush();
    expect(written).to.deep.equal(['TR330006100519786457841326']);
    r.done();
  });

  it('renders nothing for no requisites', async () => {
    const r = await render(<RequisiteList items={[]} copyLabel={(label) => label} copiedLabel="Copied" />);
    expect(r.host.innerHTML).to.equal('');
    r.done();
  });

  it('I18N-02, decision LIST-15: on an RTL page a server label in English still lines up with the page\'s side; the value stays LTR', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(uiParts);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const r = await render(
      <div dir="rtl">
        <RequisiteList items={items} copyLabel={(label) => `نسخ ${label}`} copiedLabel="تم النسخ" />
      </div>,
    );
    try {
      const label = r.host.querySelector('dt') as HTMLElement;
      expect(getComputedStyle(label).textAlign).to.equal('right');
      expect(getComputedStyle(r.host.querySelector('.cashier-requisites__text') as HTMLElement).direction).to.equal('ltr');
    } finally {
      r.done();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  });
});
