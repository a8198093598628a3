// REDIR-07, decision REDIR-08, DOM-35/36: a cash method's agents, one messenger link each, every link through the guard.
import { expect } from '@open-wc/testing';
import { agentLinks } from '../../../../src/flows/cash/cash-agents.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';

const cash = (messengers: unknown): PaymentMethod => ({ name: 'oxxo', cardViewType: 20, messengers: messengers as PaymentMethod['messengers'] });

describe('cash agents (REDIR-07, decision REDIR-08)', () => {
  it('REDIR-07: one link per agent in the server\'s order, named by the messenger\'s brand', () => {
    expect(
      agentLinks(
        cash([
          { kind: 'whatsapp', url: 'https://wa.me/5215550000001' },
          { kind: 'Telegram', url: 'tg://resolve?domain=agent' },
          { kind: 'viber', url: 'viber://chat?number=%2B593990000000' },
        ]),
      ),
    ).to.deep.equal([
      { ok: true, kind: 'whatsapp', name: 'WhatsApp', url: 'https://wa.me/5215550000001' },
      { ok: true, kind: 'Telegram', name: 'Telegram', url: 'tg://resolve?domain=agent' },
      { ok: true, kind: 'viber', name: 'Viber', url: 'viber://chat?number=%2B593990000000' },
    ]);
  });

  it('decision REDIR-08: an unknown messenger is named by its link\'s host, else by its kind', () => {
    const [web, other] = agentLinks(cash([{ kind: 'line', url: 'https://line.me/ti/p/agent' }, { kind: 'signal', url: 'mailto:agent@cash.test' }]));
    expect(web).to.include({ ok: true, name: 'line.me' });
    expect(other).to.include({ ok: true, name: 'signal' });
  });

  it('REDIR-07, DOM-35, DOM-36: a link the guard refuses is kept as rejected, with its scheme only (never the URL)', () => {
    const links = agentLinks(cash([{ kind: 'whatsapp', url: 'javascript:alert(document.cookie)' }, { kind: 'telegram', url: ' DATA:text/html,x' }, { kind: 'viber', url: '/relative' }]));
    expect(links).to.deep.equal([
      { ok: false, kind: 'whatsapp', name: 'WhatsApp', scheme: 'javascript' },
      { ok: false, kind: 'telegram', name: 'Telegram', scheme: 'data' },
      { ok: false, kind: 'viber', name: 'Viber', scheme: '' },
    ]);
    expect(JSON.stringify(links)).not.to.contain('cookie');
  });

  it('decision REDIR-08: no `messengers`, or malformed entries, give no links', () => {
    expect(agentLinks(cash(undefined))).to.deep.equal([]);
    expect(agentLinks(undefined)).to.deep.equal([]);
    expect(agentLinks(cash([null, 'x', { kind: 'whatsapp' }]))).to.deep.equal([{ ok: false, kind: 'whatsapp', name: 'WhatsApp', scheme: '' }]);
  });
});
