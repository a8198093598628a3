import { expect } from '@open-wc/testing';
import { act } from 'react';
import { Snackbar } from '../../../src/ui/snackbar.tsx';
import { HeaderBar } from '../../../src/ui/header-bar.tsx';
import { ChoiceList } from '../../../src/ui/choice-list.tsx';
import { Spinner } from '../../../src/ui/spinner.tsx';
import { Button } from '../../../src/ui/button.tsx';
import { StatusPanel } from '../../../src/ui/status-panel.tsx';
import { STYLESHEETS } from '../../../src/app/stylesheets.ts';
import { render } from './render.tsx';


describe('ui parts', () => {
  it('ERR-06: Snackbar is an alert with its title, message and a dismiss button', async () => {
    let dismissed = 0;
    const r = await render(<Snackbar title="Error" message="Declined" dismissLabel="Dismiss" onDismiss={() => dismissed++} />);
    const alert = r.host.querySelector('[role="alert"]');
    expect(alert?.getAttribute('part')).to.equal('snackbar');
    expect(alert?.querySelector('.cashier-snackbar__title')?.textContent).to.equal('Error');
    expect(alert?.querySelector('.cashier-snackbar__message')?.textContent).to.equal('Declined');
    const button = alert?.querySelector('button');
    expect(button?.getAttribute('aria-label')).to.equal('Dismiss');
    await act(async () => button!.click());
    expect(dismissed).to.equal(1);
    r.done();
  });

  it('ROUTE-31, ROUTE-32: HeaderBar shows back or title, and close only when given; part=header', async () => {
    let backs = 0;
    const withBack = await render(<HeaderBar title="Deposit" back={{ label: 'Back', onBack: () => backs++ }} close={{ label: 'Close', onClose: () => {} }} />);
    expect(withBack.host.querySelector('header')?.getAttribute('part')).to.equal('header');
    expect(withBack.host.querySelector('h1')).to.equal(null);
    await act(async () => withBack.host.querySelector<HTMLButtonElement>('[aria-label="Back"]')!.click());
    expect(backs).to.equal(1);
    withBack.done();
    const titled = await render(<HeaderBar title="Deposit method" />);
    expect(titled.host.querySelector('h1')?.textContent).to.equal('Deposit method');
    expect(titled.host.querySelectorAll('button').length).to.equal(0);
    titled.done();
  });

  it('LIST-13: ChoiceList renders buttons, marks the chosen one, reports the id', async () => {
    const picked: string[] = [];
    const r = await render(
      <ChoiceList label="Region" items={[{ id: 'BR', label: 'Brazil' }, { id: 'DE', label: 'Germany', hint: 'DE' }]} selectedId="DE" onChoose={(id) => picked.push(id)} />,
    );
    const buttons = [...r.host.querySelectorAll('button')];
    expect(buttons.map((b) => b.type)).to.deep.equal(['button', 'button']);
    expect(buttons.map((b) => b.getAttribute('aria-current'))).to.deep.equal([null, 'true']);
    await act(async () => buttons[0]!.click());
    expect(picked).to.deep.equal(['BR']);
    r.done();
  });

  it('ROUTE-31: Button never submits by default; Spinner has a status role with its label', async () => {
    const r = await render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button>Go</Button>
        <Spinner label="Loading…" />
        <StatusPanel icon={null} title="T" hint="H" />
      </form>,
    );
    expect(r.host.querySelector('button')?.type).to.equal('button');
    expect(r.host.querySelector('[role="status"]')?.textContent).to.equal('Loading…');
    expect(r.host.querySelector('.cashier-status__title')?.textContent).to.equal('T');
    r.done();
  });

  it('CONST-06, CONST-07, I18N-02, HOST-06: stylesheets parse, define both themes and the breakpoints, use logical properties', () => {
    expect(STYLESHEETS.length).to.equal(5);
    const all = STYLESHEETS.join('\n');
    for (const css of STYLESHEETS) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      expect(sheet.cssRules.length).to.be.greaterThan(0);
    }
    expect(all).to.contain(":host([data-theme='dark'])");
    for (const bp of ['small', 'medium', 'large']) expect(all).to.contain(`[data-breakpoint='${bp}']`);
    expect(all).to.contain("[dir='rtl'] .cashier-icon--directional");
    // Physical left/right would break RTL (I18N-02).
    expect(/(margin|padding)-(left|right)|[^-]\b(left|right):/.test(all)).to.equal(false);
    expect(all).to.contain('--cashier-touch: 44px');
  });
});
