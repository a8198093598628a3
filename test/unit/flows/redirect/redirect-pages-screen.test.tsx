// The redirect sub-pages through the app (issue #10 deliverable 2): the redirect page's guide buttons
// (REDIR-02), the instruction carousel (REDIR-03), the video guide (REDIR-04), the eazype/pix page
// (REDIR-05/06) and the cash page (REDIR-07/08), with every link through the guard (DOM-35/36).
import { expect } from '@open-wc/testing';
import { act } from 'react';
import ar from '../../../../locales/ar.json';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import type { PendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { mountApp, recordHost, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf } from '../helpers/dom.ts';
import { visa } from '../helpers/fixtures.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const slides: PaymentMethod['instruction_slides'] = [
  { image: '/sandbox/slides/card/1.svg', alt: { en: 'The amount field' }, text: { en: 'Enter the <b>amount</b>', ar: 'أدخل <b>المبلغ</b>' } },
  { text: { en: 'Type your card number' } },
  { text: { en: 'Confirm with the code' } },
];
const guided: PaymentMethod = { ...visa, instruction_slides: slides, video_guide_url: { en_DE: '/sandbox/video/visa', redesign: '/sandbox/video/all' } };
const pix: PaymentMethod = { name: 'pix', cardViewType: 6, text: { en: 'Pix' }, amount_rules: { USD: { min: 1, max: 100 } } };
const oxxo: PaymentMethod = {
  name: 'oxxo',
  cardViewType: 20,
  text: { en: 'OXXO cash' },
  messengers: [
    { kind: 'whatsapp', url: 'https://wa.me/5215550000001' },
    { kind: 'telegram', url: 'tg://resolve?domain=agent' },
    { kind: 'whatsapp', url: 'javascript:alert(document.cookie)' },
  ],
};

const links = (scope: ParentNode): Array<{ text: string; href: string; target: string; rel: string }> =>
  [...scope.querySelectorAll('main a')].map((a) => ({
    text: a.textContent?.trim() ?? '',
    href: a.getAttribute('href') ?? '',
    target: a.getAttribute('target') ?? '',
    rel: a.getAttribute('rel') ?? '',
  }));

describe('redirect sub-pages (REDIR-02..08)', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    suite.api.always('session-start', null);
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
  });

  async function open(path: string, method: PaymentMethod, ready: string, i18n?: Parameters<typeof mountApp>[1]): Promise<Mounted> {
    selectMethod(testScope(), method);
    suite.mounted = await mountApp(path, i18n);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector(ready) !== null, ready);
    return m;
  }

  describe('REDIR-02: the redirect page\'s guide buttons', () => {
    it('REDIR-02, decision REDIR-09: "Visual instruction" and "Video guide" show when the method has slides and a guide for the player', async () => {
      const m = await open('/deposit/redirect', guided, '.cashier-amount__input');
      await waitFor(() => buttonByText(m.host, 'Visual instruction') !== undefined, 'guide buttons');
      expect(buttonByText(m.host, 'Video guide')).to.not.equal(undefined);
      await clickButton(m.host, 'Visual instruction');
      await waitFor(() => m.host.querySelector('.cashier-carousel') !== null, 'instruction page');
      expect(m.history.pathname).to.equal('/deposit/redirect/instruction');
    });

    it('REDIR-02, decision REDIR-09: without slides or a guide for the player, neither button is shown', async () => {
      const m = await open('/deposit/redirect', { ...visa, video_guide_url: { ru_RU: '/sandbox/video/ru' } }, '.cashier-amount__input');
      expect(m.host.querySelector('.cashier-guide-buttons')).to.equal(null);
      expect(buttonByText(m.host, 'Video guide')).to.equal(undefined);
    });

    it('REDIR-02: "Video guide" opens the video page', async () => {
      const m = await open('/deposit/redirect', { ...visa, video_guide_url: { redesign: '/sandbox/video/all' } }, '.cashier-amount__input');
      expect(buttonByText(m.host, 'Visual instruction')).to.equal(undefined);
      await clickButton(m.host, 'Video guide');
      await waitFor(() => m.host.querySelector('.cashier-video') !== null, 'video page');
      expect(m.history.pathname).to.equal('/deposit/video-instruction');
    });
  });

  describe('REDIR-03: the instruction carousel', () => {
    const position = (m: Mounted) => textOf(m.host, '.cashier-carousel__position');
    const slideText = (m: Mounted) => textOf(m.host, '.cashier-carousel__text');
    const viewport = (m: Mounted) => m.host.querySelector('.cashier-carousel__viewport') as HTMLElement;
    const key = (m: Mounted, k: string) => act(async () => viewport(m).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
    const swipe = async (m: Mounted, from: number, to: number) => {
      await act(async () => viewport(m).dispatchEvent(new PointerEvent('pointerdown', { clientX: from, bubbles: true })));
      await act(async () => viewport(m).dispatchEvent(new PointerEvent('pointerup', { clientX: to, bubbles: true })));
    };

    it('REDIR-03: a heading, the slide\'s picture and sanitised words, and a position announced politely', async () => {
      const m = await open('/deposit/redirect/instruction', guided, '.cashier-carousel');
      expect(textOf(m.host, 'h2')).to.equal('Visual instruction');
      const image = m.host.querySelector('.cashier-carousel__image') as HTMLImageElement;
      expect(image.getAttribute('src')).to.equal(`${location.origin}/sandbox/slides/card/1.svg`);
      expect(image.alt).to.equal('The amount field');
      await waitFor(() => m.host.querySelector('.cashier-carousel__text b') !== null, 'sanitised HTML');
      expect(slideText(m)).to.equal('Enter the amount');
      const live = m.host.querySelector('.cashier-carousel__position') as HTMLElement;
      expect([live.getAttribute('role'), live.getAttribute('aria-live')]).to.deep.equal(['status', 'polite']);
      expect(position(m)).to.equal('1 of 3');
      expect(viewport(m).getAttribute('aria-label')).to.equal('1 of 3');
    });

    it('REDIR-03: Next and Previous move one slide and stop at the ends (marked aria-disabled, focus kept)', async () => {
      const m = await open('/deposit/redirect/instruction', guided, '.cashier-carousel');
      expect(buttonByText(m.host, 'Previous')?.getAttribute('aria-disabled')).to.equal('true');
      await clickButton(m.host, 'Next');
      expect(position(m)).to.equal('2 of 3');
      expect(slideText(m)).to.equal('Type your card number');
      await clickButton(m.host, 'Next');
      await clickButton(m.host, 'Next');
      expect(position(m)).to.equal('3 of 3');
      expect(buttonByText(m.host, 'Next')?.getAttribute('aria-disabled')).to.equal('true');
      await clickButton(m.host, 'Previous');
      expect(position(m)).to.equal('2 of 3');
    });

    it('REDIR-03: arrow keys, Home and End move the slides', async () => {
      const m = await open('/deposit/redirect/instruction', guided, '.cashier-carousel');
      await key(m, 'ArrowRight');
      expect(position(m)).to.equal('2 of 3');
      await key(m, 'End');
      expect(position(m)).to.equal('3 of 3');
      await key(m, 'ArrowLeft');
      expect(position(m)).to.equal('2 of 3');
      await key(m, 'Home');
      expect(position(m)).to.equal('1 of 3');
    });

    it('REDIR-03: a swipe towards the start shows the next slide, the other way the previous; a short move does nothing', async () => {
      const m = await open('/deposit/redirect/instruction', guided, '.cashier-carousel');
      await swipe(m, 300, 200);
      expect(position(m)).to.equal('2 of 3');
      await swipe(m, 200, 215);
      expect(position(m)).to.equal('2 of 3');
      await swipe(m, 100, 250);
      expect(position(m)).to.equal('1 of 3');
    });

    it('REDIR-03, I18N-02: in Arabic the arrows and swipes mirror, and the words are in Arabic', async () => {
      const arabic = await settledI18n({ locale: 'ar', notifyHost: () => {}, loadLocale: async () => ar });
      const m = await open('/deposit/redirect/instruction', guided, '.cashier-carousel', arabic);
      await key(m, 'ArrowLeft');
      expect(position(m)).to.equal('2 من 3');
      await key(m, 'ArrowRight');
      expect(position(m)).to.equal('1 من 3');
      await swipe(m, 100, 250);
      expect(position(m)).to.equal('2 من 3');
    });

    it('REDIR-03: a method without slides shows a clear state, not an empty carousel', async () => {
      const m = await open('/deposit/redirect/instruction', visa, '.cashier-guide');
      expect(textOf(m.host, 'h2')).to.equal('This method has no guide in your language');
      expect(m.host.querySelector('.cashier-carousel')).to.equal(null);
    });
  });

  describe('REDIR-04: the video guide page', () => {
    it('REDIR-04, decision REDIR-09: the player page for the lang_country key in a sandboxed frame, plus a new-tab link', async () => {
      const m = await open('/deposit/video-instruction', guided, '.cashier-video');
      expect(textOf(m.host, 'h2')).to.equal('Video guide');
      const frame = m.host.querySelector('iframe') as HTMLIFrameElement;
      expect(frame.getAttribute('src')).to.equal(`${location.origin}/sandbox/video/visa`);
      expect(frame.title).to.equal('Video guide: Visa');
      // Same origin as the page: scripts yes, its own origin no (it could lift its sandbox).
      expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-presentation');
      expect(links(m.host)).to.deep.equal([{ text: 'Open the video in a new tab', href: `${location.origin}/sandbox/video/visa`, target: '_blank', rel: 'noopener noreferrer' }]);
    });

    it('REDIR-04: the redesign key when the player\'s lang_country has none; a video file plays in <video controls>', async () => {
      const m = await open('/deposit/video-instruction', { ...visa, video_guide_url: { ru_RU: '/ru.mp4', redesign: 'https://cdn.test/guides/visa.mp4' } }, '.cashier-video');
      const video = m.host.querySelector('video') as HTMLVideoElement;
      expect(video.getAttribute('src')).to.equal('https://cdn.test/guides/visa.mp4');
      expect(video.controls).to.equal(true);
      expect(m.host.querySelector('iframe')).to.equal(null);
    });

    it('REDIR-04: no guide for the player shows a clear state', async () => {
      const m = await open('/deposit/video-instruction', visa, '.cashier-guide');
      expect(textOf(m.host, 'h2')).to.equal('This method has no guide in your language');
    });
  });

  describe('REDIR-05/06: the eazype and pix pages', () => {
    const pending = (data: Record<string, unknown>): PendingDeposit => ({
      depositId: 41,
      paymentMethod: 'pix',
      amount: 25,
      currency: 'USD',
      crypto: false,
      onramp: false,
      response: { depositId: 41, apiResponse: { depositId: 41, pageId: 'pix', data } },
    });

    it('REDIR-05: the QR code the answer carries, its code to copy, the amount; no pay link when none came', async () => {
      setPendingDeposit(testScope(), pending({ qrCode: '00020126580014br.gov.bcb.pix' }));
      const m = await open('/deposit/redirect/pix', pix, '.cashier-pay');
      expect(textOf(m.host, 'h2')).to.equal('Pix');
      expect(textOf(m.host, '.cashier-pay__amount').replace(/\s/g, ' ')).to.equal('$25.00');
      await waitFor(() => m.host.querySelector('svg.cashier-qr[role="img"]') !== null, 'QR code');
      expect(m.host.querySelector('svg.cashier-qr')?.getAttribute('aria-label')).to.equal('QR code to pay');
      expect(textOf(m.host, '.cashier-pay__code')).to.equal('00020126580014br.gov.bcb.pix');
      expect(buttonByText(m.host, 'Copy code')).to.not.equal(undefined);
      expect(links(m.host)).to.deep.equal([]);
    });

    it('REDIR-05: a pay link only: opened in a new tab, copyable, no QR code', async () => {
      setPendingDeposit(testScope(), pending({ payLink: 'https://pay.test/checkout/41' }));
      const m = await open('/deposit/redirect/eazype', { ...pix, name: 'eazype_paylink', cardViewType: 7, text: { en: 'EazyPe' } }, '.cashier-pay');
      expect(links(m.host)).to.deep.equal([{ text: 'Open the payment page', href: 'https://pay.test/checkout/41', target: '_blank', rel: 'noopener noreferrer' }]);
      expect(buttonByText(m.host, 'Copy payment link')).to.not.equal(undefined);
      expect(m.host.querySelector('.cashier-qr')).to.equal(null);
    });

    it('REDIR-05, DOM-36: a pay link the guard refuses is not shown; the player reads why and the host gets Error with the scheme only', async () => {
      const host = recordHost();
      try {
        setPendingDeposit(testScope(), pending({ qrCode: 'abc', payLink: 'javascript:alert(document.cookie)' }));
        const m = await open('/deposit/redirect/pix', pix, '.cashier-pay');
        expect(textOf(m.host, '[role="alert"]')).to.equal('The payment link is not safe to open, so it is hidden. Choose another method or contact support');
        expect(links(m.host)).to.deep.equal([]);
        const errors = host.messages.filter((msg) => msg.messageType === 'Error');
        expect(errors.map((e) => e.payload)).to.deep.equal([{ message: 'Rejected payment link', scheme: 'javascript' }]);
        expect(host.messages.filter((msg) => msg.messageType === 'onDisplayError').map((e) => e.payload), 'HOST-29 onDisplayError').to.deep.equal([
          { kind: 'alert', message: 'The payment link is not safe to open, so it is hidden. Choose another method or contact support', key: 'redirect.pay.linkRejected' },
        ]);
      } finally {
        host.stop();
      }
    });

    it('REDIR-06: "I have paid" leads to the complete page, which watches the deposit', async () => {
      setPendingDeposit(testScope(), pending({ qrCode: 'abc' }));
      const m = await open('/deposit/redirect/pix', pix, '.cashier-pay');
      await clickButton(m.host, 'I have paid');
      await waitFor(() => m.host.querySelector('.cashier-complete') !== null, 'complete page');
      expect(m.history.pathname).to.equal('/deposit/complete');
    });

    it('REDIR-05/06: reached without a deposit, the page says so and still offers "I have paid"', async () => {
      const m = await open('/deposit/redirect/pix', pix, '.cashier-pay');
      expect(textOf(m.host, 'h2')).to.equal('No payment details for this deposit');
      expect(buttonByText(m.host, 'I have paid')).to.not.equal(undefined);
    });
  });

  describe('REDIR-07/08: the cash page', () => {
    it('REDIR-07, decision REDIR-08: one messenger link per agent, opened in a new tab', async () => {
      const m = await open('/deposit/cash', { ...oxxo, messengers: oxxo.messengers!.slice(0, 2) }, '.cashier-cash');
      expect(textOf(m.host, 'h2')).to.equal('OXXO cash');
      expect(links(m.host)).to.deep.equal([
        { text: 'Write to an agent on WhatsApp', href: 'https://wa.me/5215550000001', target: '_blank', rel: 'noopener noreferrer' },
        { text: 'Write to an agent on Telegram', href: 'tg://resolve?domain=agent', target: '_blank', rel: 'noopener noreferrer' },
      ]);
      expect(m.host.querySelector('[role="alert"]')).to.equal(null);
    });

    it('REDIR-07, decision NAMES-04: each agent link shows its messenger\'s icon beside the name (decoration: alt="")', async () => {
      const m = await open('/deposit/cash', { ...oxxo, messengers: [...oxxo.messengers!.slice(0, 2), { kind: 'line', url: 'https://line.me/agent' }] }, '.cashier-cash');
      const icons = [...m.host.querySelectorAll<HTMLAnchorElement>('.cashier-cash__agents a')].map((a) => {
        const img = a.querySelector('img');
        return img ? { src: img.getAttribute('src')!.replace(/^.*?(icons\/)/, '$1'), alt: img.getAttribute('alt') } : null;
      });
      expect(icons).to.deep.equal([
        { src: 'icons/messengers/whatsapp.svg', alt: '' },
        { src: 'icons/messengers/telegram.svg', alt: '' },
        null,
      ]);
      expect(links(m.host).map((l) => l.text)).to.deep.equal(['Write to an agent on WhatsApp', 'Write to an agent on Telegram', 'Write to an agent on line.me']);
    });

    it('REDIR-07, DOM-35, DOM-36: a refused link is not shown; a clear message names the messenger and the host gets Error with the scheme only', async () => {
      const host = recordHost();
      try {
        const m = await open('/deposit/cash', oxxo, '.cashier-cash');
        expect(links(m.host).map((l) => l.href)).to.deep.equal(['https://wa.me/5215550000001', 'tg://resolve?domain=agent']);
        expect(textOf(m.host, '[role="alert"]')).to.equal('The WhatsApp link of this agent is not safe to open, so it is hidden');
        const errors = host.messages.filter((msg) => msg.messageType === 'Error');
        expect(errors.map((e) => e.payload)).to.deep.equal([{ message: 'Rejected payment link', scheme: 'javascript' }]);
        expect(JSON.stringify(host.messages)).not.to.contain('cookie');
        expect(host.messages.filter((msg) => msg.messageType === 'onDisplayError').map((e) => e.payload), 'HOST-29 onDisplayError').to.deep.equal([
          { kind: 'alert', message: 'The WhatsApp link of this agent is not safe to open, so it is hidden', key: 'redirect.cash.linkRejected' },
        ]);
      } finally {
        host.stop();
      }
    });

    it('REDIR-07: in a native web view the host opens the messenger (openExtBrowser)', async () => {
      applyHandshake(testScope(), { platform: 'android' });
      const host = recordHost();
      try {
        const m = await open('/deposit/cash', oxxo, '.cashier-cash');
        await act(async () => (m.host.querySelector('main a') as HTMLAnchorElement).click());
        expect(host.messages.filter((msg) => msg.messageType === 'openExtBrowser').map((e) => e.payload)).to.deep.equal([{ url: 'https://wa.me/5215550000001' }]);
      } finally {
        host.stop();
      }
    });

    it('REDIR-07: a cash method without agents says none is available', async () => {
      const m = await open('/deposit/cash', { ...oxxo, messengers: [] }, '.cashier-cash');
      expect(textOf(m.host, '.cashier-status__title')).to.equal('No cash agent is available right now');
      expect(links(m.host)).to.deep.equal([]);
    });
  });
});
