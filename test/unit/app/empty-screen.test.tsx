import { expect } from '@open-wc/testing';
import { emptyQuery } from '../../../src/app/screens/empty.screen.tsx';
import { act } from 'react';
import { applyHandshake } from '../../../src/stores/config.ts';
import { buttonTexts, click, mountApp, waitFor } from './render.tsx';
import type { Mounted } from './render.tsx';
import { testScope } from '../scope.ts';
import { installMockApi, uninstallMockApi } from '../flows/helpers/mock-api.ts';

describe('empty page', () => {
  let mounted: Mounted | undefined;
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  const ready = (m: Mounted) => waitFor(() => m.host.querySelector('.cashier-status') !== null, 'empty page');

  it('ERR-14/ERR-15: says no methods for this region and hints VPN / another country / refresh', async () => {
    mounted = await mountApp('/empty');
    await ready(mounted);
    expect(mounted.host.querySelector('.cashier-status__title')?.textContent).to.equal('No payment methods available for this region');
    expect(mounted.host.querySelector('.cashier-status__hint')?.textContent).to.equal('Enable a VPN, select another country and refresh');
    expect(buttonTexts(mounted.host.querySelector('.cashier-status')!)).to.deep.equal(['Refresh', 'Change region']);
  });

  it('ERR-14: schema.meta.hideVpnHint (decision EMPTY-VPN) leaves the VPN out of the hint; the spec text stays the default', async () => {
    applyHandshake(testScope(), { schema: { meta: { hideVpnHint: true } } });
    mounted = await mountApp('/empty');
    await ready(mounted);
    expect(mounted.host.querySelector('.cashier-status__hint')?.textContent).to.equal('Select another country and refresh');
    expect(mounted.host.textContent).not.to.contain('VPN');
    await act(async () => void applyHandshake(testScope(), { schema: { meta: { hideVpnHint: false } } }));
    expect(mounted.host.querySelector('.cashier-status__hint')?.textContent).to.equal('Enable a VPN, select another country and refresh');
  });

  it('LIST-03: reads the direct and transaction query values', async () => {
    expect(emptyQuery('direct=1&transaction=withdrawal')).to.deep.equal({ direct: true, transaction: 'withdrawal' });
    expect(emptyQuery('direct=0')).to.deep.equal({ direct: false, transaction: 'deposit' });
    expect(emptyQuery('transaction=bogus')).to.deep.equal({ direct: false, transaction: 'deposit' });
    mounted = await mountApp('/empty?direct=1&transaction=withdrawal');
    await ready(mounted);
    const box = mounted.host.querySelector('[data-direct]');
    expect(box?.getAttribute('data-direct')).to.equal('true');
    expect(box?.getAttribute('data-transaction')).to.equal('withdrawal');
  });

  it('LIST-10/ERR-14: Refresh reloads the list of the query transaction with refetch', async () => {
    mounted = await mountApp('/empty?direct=1&transaction=withdrawal');
    await ready(mounted);
    await click(mounted.host.querySelector('.cashier-status button'));
    expect(mounted.history.href).to.equal('/withdrawal?refetch=1');
  });

  it('LIST-13: Change region opens /empty/region keeping the query values', async () => {
    // The region page asks for the countries: answered here, and awaited, so nothing of it is left
    // in flight when the file ends (it used to render after the last test under a loaded machine).
    const api = installMockApi();
    api.expectCall('methods-country-selector-v2').andRespond({ countries: [{ code: 'RU', name: 'Russia' }, { code: 'DE', name: 'Germany' }] });
    try {
      mounted = await mountApp('/empty?direct=1&transaction=deposit');
      await ready(mounted);
      await click(mounted.host.querySelectorAll('.cashier-status button')[1]);
      expect(mounted.history.href).to.equal('/empty/region?direct=1&transaction=deposit');
      await waitFor(() => mounted!.host.querySelectorAll('.cashier-choice__label').length === 2, 'the region page with its countries');
    } finally {
      uninstallMockApi();
    }
  });
});
