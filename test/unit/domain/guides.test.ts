// REDIR-02..04, decision REDIR-09: which video guide and which instruction slides a method has for the player.
import { expect } from '@open-wc/testing';
import { frameSandbox, instructionSlides, langCountryKey, videoEmbedKind, videoGuideUrl } from '../../../src/domain/guides.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';

const base = 'https://api.cashier.test';
const method = (extra: Partial<PaymentMethod>): PaymentMethod => ({ name: 'card', ...extra });

describe('guides (REDIR-02..04, decision REDIR-09)', () => {
  it('REDIR-04: the lang_country key is the base language, lower case, and the upper-case country', () => {
    expect(langCountryKey('pt', 'br')).to.equal('pt_BR');
    expect(langCountryKey('es-MX', 'MX')).to.equal('es_MX');
    expect(langCountryKey('hi-IN', 'IN')).to.equal('hi_IN');
    expect(langCountryKey('en', undefined)).to.equal(undefined);
    expect(langCountryKey('en', 'Narnia')).to.equal(undefined);
  });

  it('REDIR-04: video_guide_url for the player\'s lang_country wins; else the redesign key; else none', () => {
    const m = method({ video_guide_url: { ru_RU: '/sandbox/video/ru', redesign: 'https://cdn.test/all.mp4' } });
    expect(videoGuideUrl(m, { language: 'ru', country: 'RU', base })).to.equal('https://api.cashier.test/sandbox/video/ru');
    expect(videoGuideUrl(m, { language: 'en', country: 'RU', base })).to.equal('https://cdn.test/all.mp4');
    expect(videoGuideUrl(m, { language: 'ru', country: undefined, base })).to.equal('https://cdn.test/all.mp4');
    expect(videoGuideUrl(method({ video_guide_url: { ru_RU: '/v' } }), { language: 'en', country: 'US', base })).to.equal(null);
    expect(videoGuideUrl(method({}), { language: 'en', country: 'US', base })).to.equal(null);
    expect(videoGuideUrl(undefined, { language: 'en', country: 'US', base })).to.equal(null);
  });

  it('REDIR-04, DOM-35: a guide URL the link guard refuses (or that is not http) counts as no guide, and the redesign key is tried', () => {
    const ctx = { language: 'en', country: 'US', base };
    expect(videoGuideUrl(method({ video_guide_url: { en_US: 'javascript:alert(1)', redesign: '/ok' } }), ctx)).to.equal('https://api.cashier.test/ok');
    expect(videoGuideUrl(method({ video_guide_url: { en_US: 'javascript:alert(1)' } }), ctx)).to.equal(null);
    expect(videoGuideUrl(method({ video_guide_url: { en_US: 'tg://resolve?domain=x' } }), ctx)).to.equal(null);
    expect(videoGuideUrl(method({ video_guide_url: { en_US: '//evil.test/v' } }), ctx)).to.equal(null);
  });

  it('REDIR-04, decision REDIR-09: a video file plays in <video>, anything else is a player page in a frame', () => {
    expect(videoEmbedKind('https://cdn.test/guides/pix.mp4')).to.equal('video');
    expect(videoEmbedKind('https://cdn.test/guides/pix.WEBM?x=1')).to.equal('video');
    expect(videoEmbedKind('https://www.youtube-nocookie.com/embed/abc')).to.equal('frame');
    expect(videoEmbedKind('https://api.cashier.test/sandbox/video/pix')).to.equal('frame');
  });

  it('decision REDIR-09: a frame on another origin may keep its origin; one on the page\'s own origin gets an opaque one', () => {
    expect(frameSandbox('https://www.youtube-nocookie.com/embed/abc', 'https://casino.test')).to.equal('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(frameSandbox('https://casino.test/guides/1', 'https://casino.test')).to.equal('allow-scripts allow-presentation');
  });

  it('REDIR-03, decision REDIR-09: slides in the player\'s language (else English), pictures through the link guard, slides without words dropped', () => {
    const m = method({
      instruction_slides: [
        { image: '/slides/1.svg', alt: { en: 'Step one', ru: 'Шаг один' }, text: { en: '<b>One</b>', ru: '<b>Один</b>' } },
        { image: 'javascript:alert(1)', text: { en: 'Two' } },
        { image: 'https://cdn.test/3.png', text: { de: 'Drei' } },
        { text: { en: 'Four' } },
      ],
    });
    expect(instructionSlides(m, { language: 'ru', base })).to.deep.equal([
      { html: '<b>Один</b>', image: 'https://api.cashier.test/slides/1.svg', alt: 'Шаг один' },
      { html: 'Two', image: null, alt: '' },
      { html: 'Four', image: null, alt: '' },
    ]);
    expect(instructionSlides(method({}), { language: 'en', base })).to.deep.equal([]);
    expect(instructionSlides(method({ instruction_slides: 'nope' as never }), { language: 'en', base })).to.deep.equal([]);
  });
});
