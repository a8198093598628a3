// i18next loads in its own chunk after the first paint; until then the widget translates from the
// same bundles. Both paths must show exactly the same text.
import { expect } from '@open-wc/testing';
import { createI18n, type EngineLoader } from '../../../src/i18n/i18n.ts';
import { createEngine } from '../../../src/i18n/i18next-engine.ts';

const DE = { 'header.back': 'Zurück', 'currency.unavailable.title': 'Einzahlung in {{currency}} ist derzeit nicht möglich' };
const loadLocale = async (file: string) => {
  if (file === 'de') return DE;
  throw new Error(`no file ${file}`);
};
const neverLoads: EngineLoader = () => new Promise(() => undefined);

/** Texts for a fixed set of keys: own, fallback to English, interpolated, unknown. */
async function sample(loadEngine: EngineLoader, waitForEngine: boolean) {
  let engineIn!: () => void;
  const ready = new Promise<void>((r) => (engineIn = r));
  const i18n = await createI18n({
    locale: 'de-DE',
    notifyHost: () => undefined,
    loadLocale,
    loadEngine: (bundles) => loadEngine(bundles).then((e) => (setTimeout(engineIn), e)),
  });
  if (waitForEngine) await ready;
  return [
    i18n.t('header.back'),
    i18n.t('error.page.title'),
    i18n.t('currency.unavailable.title', { currency: 'RUB' }),
    i18n.t('no.such.key'),
  ];
}

describe('i18n engine', () => {
  it('I18N-06: translates at once, before i18next has loaded (first paint)', async () => {
    expect(await sample(neverLoads, false)).to.deep.equal([
      'Zurück',
      'An error occurred',
      'Einzahlung in RUB ist derzeit nicht möglich',
      'no.such.key',
    ]);
  });

  it('I18N-10: i18next, once loaded, shows exactly the same texts', async () => {
    expect(await sample(createEngine, true)).to.deep.equal(await sample(neverLoads, false));
  });

  it('does not fetch i18next before loadEngineAfter settles (the first screen\'s data comes first)', async () => {
    let open!: () => void;
    const after = new Promise<void>((r) => (open = r));
    let asked = 0;
    const i18n = await createI18n({ notifyHost: () => undefined, loadLocale, loadEngineAfter: after, loadEngine: (b) => (asked++, createEngine(b)) });
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).to.equal(0);
    expect(i18n.t('header.back')).to.equal('Back');
    open();
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).to.equal(1);
  });

  it('tells its subscribers when i18next takes over, so screens re-render with it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const i18n = await createI18n({ notifyHost: () => undefined, loadLocale, loadEngine: (b) => gate.then(() => createEngine(b)) });
    let changes = 0;
    i18n.subscribe?.(() => changes++);
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(changes).to.equal(1);
    expect(i18n.t('header.back')).to.equal('Back');
  });
});
