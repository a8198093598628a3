import { expect } from '@open-wc/testing';
import { act } from 'react';
import RegionScreen from '../../../src/app/screens/region.screen.tsx';
import { filterCountries, toCountryList } from '../../../src/app/screens/countries.ts';
import { registerScreens } from '../../../src/app/screen-registry.ts';
import { $config, applyHandshake } from '../../../src/stores/config.ts';
import { click, mountApp, waitFor } from './render.tsx';
import type { Mounted } from './render.tsx';
import { testScope } from '../scope.ts';

const ANSWER = { countries: [{ code: 'de', name: 'Deutschland' }, { code: 'RU' }, { code: 'BR' }, { code: 'TR' }, { code: 'xx1' }, { code: 'DE' }] };

/** Fake api: resolves or rejects when told, counting calls. */
function fakeLoader() {
  const calls: Array<{ resolve(v: unknown): void; reject(e: unknown): void }> = [];
  const load = () => new Promise<unknown>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const labels = (m: Mounted) => [...m.host.querySelectorAll('.cashier-choice__label')].map((e) => e.textContent);

describe('region page', () => {
  let mounted: Mounted | undefined;
  let fake: ReturnType<typeof fakeLoader>;
  let chosen: string[];

  beforeEach(() => {
    fake = fakeLoader();
    chosen = [];
    registerScreens({
      region: async () => ({ default: () => <RegionScreen loadCountries={fake.load} chooseCountry={(c) => chosen.push(c)} /> }),
    });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    registerScreens({ region: () => import('../../../src/app/screens/region.screen.tsx') });
  });

  const open = async (path: string) => {
    mounted = await mountApp('/deposit');
    await act(async () => mounted!.history.navigate(path));
    await waitFor(() => fake.calls.length === 1, 'country request');
  };

  it('LIST-14: shows a loading state, then the countries by localized name, current region first in the card', async () => {
    await open('/deposit/region');
    expect(mounted!.host.querySelector('.cashier-spinner')?.textContent).to.equal('Loading countries…');
    await act(async () => fake.calls[0]!.resolve(ANSWER));
    expect(labels(mounted!)).to.deep.equal(['Brazil', 'Germany', 'Russia', 'Türkiye']);
    expect(mounted!.host.querySelector('.cashier-region__label')?.textContent).to.equal('Your region');
    expect(mounted!.host.querySelector('.cashier-region__value')?.textContent).to.equal('Russia');
    const current = mounted!.host.querySelector('[aria-current="true"] .cashier-choice__label');
    expect(current?.textContent).to.equal('Russia');
  });

  it('LIST-14: search filters case- and accent-insensitively and says when nothing matches', async () => {
    await open('/deposit/region');
    await act(async () => fake.calls[0]!.resolve(ANSWER));
    const input = mounted!.host.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(input.placeholder).to.equal('Search country');
    await typeInto(input, 'TURK');
    expect(labels(mounted!)).to.deep.equal(['Türkiye']);
    await typeInto(input, 'br');
    expect(labels(mounted!)).to.deep.equal(['Brazil']);
    await typeInto(input, 'zzz');
    expect(labels(mounted!)).to.deep.equal([]);
    expect(mounted!.host.querySelector('.cashier-region__empty')?.textContent).to.equal('No country found');
  });

  it('LIST-13, LIST-14: choosing a country applies it and returns to the list with refetch', async () => {
    await open('/deposit/region');
    await act(async () => fake.calls[0]!.resolve(ANSWER));
    const germany = [...mounted!.host.querySelectorAll('.cashier-choice')].find((b) => b.textContent?.includes('Germany'));
    expect(germany?.tagName).to.equal('BUTTON');
    await click(germany);
    expect(chosen).to.deep.equal(['DE']);
    expect(mounted!.history.href).to.equal('/deposit?refetch=1');
  });

  it('LIST-14: from /empty/region and /withdrawal/region it returns to the matching list', async () => {
    await open('/empty/region?direct=1&transaction=withdrawal');
    await act(async () => fake.calls[0]!.resolve(ANSWER));
    await click(mounted!.host.querySelector('.cashier-choice'));
    expect(mounted!.history.href).to.equal('/withdrawal?refetch=1');
  });

  it('LIST-14: a failed load shows the error state; Refresh asks again', async () => {
    await open('/withdrawal/region');
    await act(async () => fake.calls[0]!.reject(new Error('offline')));
    expect(mounted!.host.querySelector('.cashier-status__title')?.textContent).to.equal('An error occurred');
    await click(mounted!.host.querySelector('.cashier-status button'));
    expect(fake.calls.length).to.equal(2);
    await act(async () => fake.calls[1]!.resolve({ countries: [{ code: 'BR' }] }));
    await click(mounted!.host.querySelector('.cashier-choice'));
    expect(mounted!.history.href).to.equal('/withdrawal?refetch=1');
  });

  it('LIST-14: the default choice writes paymentGeo into $config', async () => {
    registerScreens({ region: async () => ({ default: () => <RegionScreen loadCountries={fake.load} /> }) });
    await open('/deposit/region');
    await act(async () => fake.calls[0]!.resolve(ANSWER));
    const brazil = [...mounted!.host.querySelectorAll('.cashier-choice')].find((b) => b.textContent?.includes('Brazil'));
    await click(brazil);
    expect($config(testScope()).get().paymentGeo).to.equal('BR');
    applyHandshake(testScope(), { paymentGeo: 'RU' });
  });

  it('LIST-14: countries are normalised, de-duplicated and named in the user language', () => {
    const list = toCountryList(ANSWER, 'de');
    expect(list.countries.map((c) => c.code)).to.deep.equal(['BR', 'DE', 'RU', 'TR']);
    expect(list.countries.map((c) => c.name)).to.deep.equal(['Brasilien', 'Deutschland', 'Russland', 'Türkei']);
    expect(toCountryList({ countries: ['fr'], current: 'fr' }, 'en')).to.deep.equal({ countries: [{ code: 'FR', name: 'France' }], current: 'FR' });
    expect(filterCountries(list.countries, 'de').map((c) => c.code)).to.deep.equal(['DE']);
  });
});
