// The host schema's fonts (decision SSR-03 moved their registration into a lazy chunk): an element
// given a schema with fonts registers them in its document; a relative URL is never fetched.
import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/element/index.ts';
import { clearPage, create, useOutsideAct } from './element-env.ts';

const families = () => [...document.fonts].map((face) => face.family.replace(/"/g, ''));

describe('<payment-cashier> schema fonts', () => {
  useOutsideAct();
  afterEach(clearPage);

  it('SSR-03: schema fonts are registered once their chunk arrives; a relative font URL is skipped', async () => {
    const el = create();
    el.schema = {
      fonts: [
        { family: 'Cashier Test Sans', url: 'https://fonts.example/sans.woff2', weight: 400 },
        { family: 'Cashier Relative', url: '/fonts/relative.woff2' },
      ],
    };
    document.body.append(el);
    await waitUntil(() => families().includes('Cashier Test Sans'), 'the schema font registered', { timeout: 3000 });
    expect(families()).not.to.include('Cashier Relative');
  });
});
