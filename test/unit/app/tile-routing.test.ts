// Issue #10 deliverable 1 (first part): no tile leads to an empty page. A tile whose own page is not
// built yet opens the redirect page (a group: the group list), and moves to its own page the day
// that page registers its screen. This test lists which kinds still fall back: update it as pages land.
import { expect } from '@open-wc/testing';
import { registerFlowScreens } from '../../../src/app/start.ts';
import { resolvePath } from '../../../src/app/routes.ts';
import { hasScreen } from '../../../src/app/screen-registry.ts';
import { CARD_VIEW_TYPE } from '../../../src/domain/card-view-types.ts';
import { groupPath, methodPath } from '../../../src/domain/method-routes.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { hasPage } from '../../../src/stores/pages.ts';
import { banks, cashMethod, indiaMethod, indiaWallet, onrampMethod, p2pMethod, usdt, visa } from '../flows/helpers/fixtures.ts';
import { testScope } from '../scope.ts';

/** The screen a path shows, after redirects. */
function screenAt(path: string): string {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const r = resolvePath(at, 'main');
    if (r.kind === 'route') return r.route.screen;
    at = r.to;
  }
  throw new Error(`${path} does not resolve`);
}

describe('tiles lead to built pages (issue #10)', () => {
  beforeEach(() => registerFlowScreens(testScope()));

  it('LIST-18, LIST-19, LIST-20: every card view type code, unknown codes, crypto and every group kind open a page that has a screen', () => {
    const codes = [...Object.values(CARD_VIEW_TYPE), 99];
    const methods: PaymentMethod[] = [...codes.map((code) => ({ ...visa, cardViewType: code })), usdt];
    for (const method of methods) {
      for (const inGroup of [false, true]) {
        const path = methodPath(method, inGroup, hasPage.bind(null, testScope()));
        expect(hasScreen(screenAt(path)), `${method.name}/${String(method.cardViewType)} → ${path}`).to.equal(true);
      }
    }
    for (const group of [banks, { name: 'crypto', paymentMethods: [usdt] }, { name: 'kyrgyzstan-p2p-grouped', paymentMethods: [p2pMethod] }]) {
      const path = groupPath(group, hasPage.bind(null, testScope()));
      expect(hasScreen(screenAt(path)), `${group.name} → ${path}`).to.equal(true);
    }
  });

  it('LIST-19: every kind with a page of its own now opens it (issue #13 built the last: p2p and India)', () => {
    const fallBack = [indiaMethod, p2pMethod, onrampMethod, cashMethod, usdt].filter((m) => methodPath(m, false, hasPage.bind(null, testScope())) === '/deposit/redirect');
    expect(fallBack.map((m) => m.name)).to.deep.equal([]);
  });

  it('LIST-18, INDIA-04: an India tile that needs preparation opens the India page, also inside a group; an India wallet app opens the redirect page', () => {
    expect(methodPath(indiaMethod, false, hasPage.bind(null, testScope()))).to.equal('/deposit/india');
    expect(methodPath(indiaMethod, true, hasPage.bind(null, testScope()))).to.equal('/deposit/india');
    expect(hasScreen(screenAt('/deposit/india/invoice'))).to.equal(true);
    expect(methodPath(indiaWallet, false, hasPage.bind(null, testScope()))).to.equal('/deposit/redirect');
    expect(methodPath(indiaWallet, true, hasPage.bind(null, testScope()))).to.equal('/deposit/group/redirect');
  });

  it('CREATE-25, H2H-01: the host-to-host page has a screen, so requisites no longer fall back to the complete page', () => {
    expect(hasPage(testScope(), '/deposit/host-to-host')).to.equal(true);
    expect(hasScreen(screenAt('/deposit/host-to-host'))).to.equal(true);
  });

  it('LIST-19, ONRAMP-03: an on-ramp tile (card view type 13) opens the on-ramp page, also inside a group', () => {
    expect(methodPath(onrampMethod, false, hasPage.bind(null, testScope()))).to.equal('/deposit/onramp');
    expect(methodPath(onrampMethod, true, hasPage.bind(null, testScope()))).to.equal('/deposit/onramp');
    expect(hasScreen(screenAt('/deposit/onramp/offer-list'))).to.equal(true);
  });

  it('LIST-18, REDIR-07: a cash tile (card view type 20) opens the cash page, also inside a group', () => {
    expect(methodPath(cashMethod, false, hasPage.bind(null, testScope()))).to.equal('/deposit/cash');
    expect(methodPath(cashMethod, true, hasPage.bind(null, testScope()))).to.equal('/deposit/cash');
  });

  it('LIST-18, CREATE-24/25: eazype (7) and pix (6) tiles open the redirect page; their own pages follow deposit-create', () => {
    for (const code of [CARD_VIEW_TYPE.EAZYPE, CARD_VIEW_TYPE.PIX]) {
      expect(methodPath({ ...visa, cardViewType: code }, false, hasPage.bind(null, testScope()))).to.equal('/deposit/redirect');
      expect(methodPath({ ...visa, cardViewType: code }, true, hasPage.bind(null, testScope()))).to.equal('/deposit/group/redirect');
    }
    for (const path of ['/deposit/redirect/eazype', '/deposit/redirect/pix', '/deposit/redirect/instruction', '/deposit/video-instruction', '/cryptobalance/deposit/video-instruction']) {
      expect(hasScreen(screenAt(path)), path).to.equal(true);
    }
  });

  it('LIST-20, issue #12: a crypto tile opens the crypto address page, in a group too', () => {
    expect(methodPath(usdt, false, hasPage.bind(null, testScope()))).to.equal('/deposit/crypto/address');
    expect(methodPath(usdt, true, hasPage.bind(null, testScope()))).to.equal('/deposit/crypto/address');
  });

  it('LIST-19: the crypto group opens the crypto list; an all-p2p group the peer-to-peer list (issue #13)', () => {
    expect(groupPath({ name: 'crypto', paymentMethods: [usdt] }, hasPage.bind(null, testScope()))).to.equal('/deposit/crypto');
    expect(groupPath({ name: 'kyrgyzstan-p2p-grouped', paymentMethods: [p2pMethod] }, hasPage.bind(null, testScope()))).to.equal('/deposit/peer-to-peer');
  });

  it('P2P-07, decision P2P-09: a p2p tile opens its base page, also inside a group', () => {
    expect(methodPath(p2pMethod, false, hasPage.bind(null, testScope()))).to.equal('/deposit/peer-to-peer/base');
    expect(methodPath(p2pMethod, true, hasPage.bind(null, testScope()))).to.equal('/deposit/peer-to-peer/base');
    for (const path of ['/deposit/peer-to-peer', '/deposit/peer-to-peer/base', '/deposit/peer-to-peer/invoice']) expect(hasScreen(screenAt(path)), path).to.equal(true);
  });
});
