import { expect } from '@open-wc/testing';
import { createI18n, startI18n } from '../../../src/i18n/i18n.ts';
import { requireLocalePart, resetLocaleParts } from '../../../src/i18n/locale-parts.ts';
import type { OutboundMessageType } from '../../../src/domain/host-messages.ts';

interface Sent {
  type: OutboundMessageType;
  payload: Record<string, unknown>;
}

const DE = { 'header.back': 'Zurück', 'error.page.title': 'Ein Fehler ist aufgetreten' };
const AR = { 'header.back': 'رجوع' };

function harness(files: Record<string, Record<string, unknown>> = {}) {
  const sent: Sent[] = [];
  const loads: string[] = [];
  return {
    sent,
    loads,
    notifyHost: (type: OutboundMessageType, payload: Record<string, unknown> = {}) => sent.push({ type, payload }),
    loadLocale: async (file: string) => {
      loads.push(file);
      const data = files[file];
      if (data === undefined) throw new Error(`no file ${file}`);
      return data;
    },
  };
}

describe('i18n instance', () => {
  it('I18N-06: English is bundled, so the default locale never calls the loader', async () => {
    const h = harness();
    const i18n = await createI18n(h);
    expect(i18n.language).to.equal('en');
    expect(i18n.t('header.back')).to.equal('Back');
    expect(i18n.t('error.page.title')).to.equal('An error occurred');
    expect(h.loads.length).to.equal(0);
    expect(h.sent.length).to.equal(0);
  });

  it('I18N-06: English is usable synchronously, so the first render needs no wait (issue #4)', () => {
    const h = harness();
    const started = startI18n({ ...h, locale: 'en-GB' });
    expect(started.readyNow).to.equal(true);
    expect(started.i18n.t('header.back')).to.equal('Back');
  });

  it('I18N-07: another language is not ready at once: English shows until its file is in', async () => {
    const h = harness({ de: DE });
    const started = startI18n({ ...h, locale: 'de-DE' });
    expect(started.readyNow).to.equal(false);
    expect(started.i18n.t('header.back')).to.equal('Back');
    await started.ready;
    expect(started.i18n.t('header.back')).to.equal('Zurück');
  });

  it('I18N-07: loads the mapped file lazily (de-DE → de) and translates with it', async () => {
    const h = harness({ de: DE });
    const i18n = await createI18n({ ...h, locale: 'de-DE' });
    expect(h.loads.join()).to.equal('de');
    expect(i18n.language).to.equal('de');
    expect(i18n.t('header.back')).to.equal('Zurück');
  });

  it('I18N-04, I18N-08: es-MX keeps its language but loads the es file', async () => {
    const h = harness({ es: { 'header.back': 'Atrás' } });
    const i18n = await createI18n({ ...h, locale: 'es-MX' });
    expect(h.loads.join()).to.equal('es');
    expect(i18n.language).to.equal('es-MX');
    expect(i18n.t('header.back')).to.equal('Atrás');
  });

  it('I18N-08: an unsupported language shows English without a fetch', async () => {
    const h = harness();
    const i18n = await createI18n({ ...h, locale: 'nl-NL' });
    expect(h.loads.length).to.equal(0);
    expect(i18n.t('header.close')).to.equal('Close');
  });

  it('I18N-09: a failed locale file is reported to the host and English is used', async () => {
    const h = harness();
    const i18n = await createI18n({ ...h, locale: 'ar' });
    expect(h.loads.join()).to.equal('ar');
    expect(h.sent.length).to.equal(1);
    expect(h.sent[0]!.type).to.equal('Error');
    expect(h.sent[0]!.payload['message']).to.equal('Locale load failed: ar');
    expect(h.sent[0]!.payload['reason']).to.equal('no file ar');
    expect(i18n.t('header.back')).to.equal('Back');
    // English text stays left-to-right even though ar was asked for.
    expect(i18n.dir).to.equal('ltr');
  });

  it('I18N-10: a key missing from the file notifies the host once and shows English', async () => {
    const h = harness({ de: DE });
    const i18n = await createI18n({ ...h, locale: 'de' });
    expect(i18n.t('header.close')).to.equal('Close');
    expect(i18n.t('header.close')).to.equal('Close');
    const missing = h.sent.filter((m) => m.payload['message'] === 'Missing translation: header.close');
    expect(missing.length).to.equal(1);
    expect(missing[0]!.type).to.equal('Error');
    expect(missing[0]!.payload['key']).to.equal('header.close');
    expect(missing[0]!.payload['language']).to.equal('de');
    expect(i18n.t('header.back')).to.equal('Zurück');
    expect(h.sent.length).to.equal(1);
  });

  it('I18N-10: a key unknown even in English is reported and shown as the key', async () => {
    const h = harness();
    const i18n = await createI18n(h);
    expect(i18n.t('no.such.key')).to.equal('no.such.key');
    expect(String(h.sent[0]?.payload['message'])).to.equal('Missing translation: no.such.key');
  });

  it('I18N-02, I18N-03: dir is rtl for ar and ltr again after switching to English', async () => {
    const h = harness({ ar: AR });
    const i18n = await createI18n({ ...h, locale: 'ar-SA' });
    expect(i18n.dir).to.equal('rtl');
    expect(i18n.t('header.back')).to.equal('رجوع');
    let changes = 0;
    i18n.subscribe?.(() => changes++);
    await i18n.changeLocale('en-GB');
    expect(i18n.dir).to.equal('ltr');
    expect(i18n.language).to.equal('en');
    expect(i18n.t('header.back')).to.equal('Back');
    expect(changes).to.equal(1);
  });

  it('I18N-07: a loaded file is cached; switching back does not fetch again', async () => {
    const h = harness({ de: DE });
    const i18n = await createI18n({ ...h, locale: 'de' });
    await i18n.changeLocale('en');
    await i18n.changeLocale('de-AT');
    expect(h.loads.join()).to.equal('de');
    expect(i18n.t('header.back')).to.equal('Zurück');
  });

  it('I18N-07: when switches overlap, the last requested language wins', async () => {
    let releaseDe: (data: Record<string, unknown>) => void = () => {};
    const sent: Sent[] = [];
    const i18n = await createI18n({
      notifyHost: (type, payload) => sent.push({ type, payload }),
      loadLocale: (file) =>
        file === 'de' ? new Promise((resolve) => (releaseDe = resolve)) : Promise.resolve({ 'header.back': 'Retour' }),
    });
    const slow = i18n.changeLocale('de');
    await i18n.changeLocale('fr');
    releaseDe(DE);
    await slow;
    expect(i18n.language).to.equal('fr');
    expect(i18n.t('header.back')).to.equal('Retour');
  });

  it('ERR-17: interpolates {{currency}} in the unavailable-currency message', async () => {
    const i18n = await createI18n(harness());
    expect(i18n.t('currency.unavailable.title', { currency: 'EUR' })).to.equal('Deposit in EUR is currently unavailable');
    expect(i18n.t('status.announce.navigated', { title: '<b>Deposit</b>' })).to.equal('<b>Deposit</b> page');
  });

  it('I18N-09: empty or non-string entries count as missing and fall back to English', async () => {
    const h = harness({ de: { 'header.back': '', 'header.close': 42 } });
    const i18n = await createI18n({ ...h, locale: 'de' });
    expect(i18n.t('header.back')).to.equal('Back');
    expect(i18n.t('header.close')).to.equal('Close');
    expect(h.sent.length).to.equal(2);
  });
});

describe('locale parts (decision I18N-11)', () => {
  afterEach(() => resetLocaleParts());
  const P2P_EN = { 'p2p.cancel': 'Cancel' };
  const P2P_DE = { 'p2p.cancel': 'Abbrechen' };

  it('I18N-11: nothing of a part loads until a flow asks; then the shown language and English load it, and the app re-renders', async () => {
    const h = harness({ de: DE, 'p2p/de': P2P_DE, 'p2p/en': P2P_EN });
    const i18n = await createI18n({ ...h, locale: 'de' });
    let renders = 0;
    const leave = i18n.subscribe!(() => renders++);
    expect(h.loads).to.deep.equal(['de']);
    await requireLocalePart('p2p');
    expect([...h.loads].sort()).to.deep.equal(['de', 'p2p/de', 'p2p/en']);
    expect(i18n.t('p2p.cancel')).to.equal('Abbrechen');
    expect(renders).to.be.greaterThan(0);
    await requireLocalePart('p2p');
    expect(h.loads.length, 'once').to.equal(3);
    leave();
  });

  it('I18N-11: a language switch brings the wanted parts along before it shows', async () => {
    const h = harness({ de: DE, ar: AR, 'p2p/de': P2P_DE, 'p2p/en': P2P_EN, 'p2p/ar': { 'p2p.cancel': 'إلغاء' } });
    const i18n = await createI18n({ ...h, locale: 'de' });
    const leave = i18n.subscribe!(() => undefined);
    await requireLocalePart('p2p');
    await i18n.changeLocale('ar');
    expect(i18n.t('p2p.cancel')).to.equal('إلغاء');
    expect(h.loads).to.include('p2p/ar');
    leave();
  });

  it('I18N-11, I18N-10: a part that fails to load is reported, and its English shows', async () => {
    const h = harness({ de: DE, 'p2p/en': P2P_EN });
    const i18n = await createI18n({ ...h, locale: 'de' });
    const leave = i18n.subscribe!(() => undefined);
    await requireLocalePart('p2p');
    expect(h.sent.some((s) => s.type === 'Error' && String(s.payload.locale) === 'p2p/de')).to.equal(true);
    expect(i18n.t('p2p.cancel')).to.equal('Cancel');
    expect(i18n.t('header.back')).to.equal('Zurück');
    leave();
  });

  it('I18N-11: a part asked for before anything listens (a lazy first screen renders before the app subscribes) is in when the request settles', async () => {
    const h = harness({ de: DE, 'p2p/de': P2P_DE, 'p2p/en': P2P_EN });
    const i18n = await createI18n({ ...h, locale: 'de' });
    await requireLocalePart('p2p');
    expect(i18n.t('p2p.cancel')).to.equal('Abbrechen');
  });
});
