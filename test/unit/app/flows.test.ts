// Issue #22 deliverable 4: each flow declares its routes and the methods that open its pages in its
// own index.ts; the route table and methodPath read those declarations (decisions ROOMS-01..04).
import { expect } from '@open-wc/testing';
import { ENTRY_FLOWS, FLOWS } from '../../../src/app/flows.ts';
import { routeByName } from '../../../src/app/routes.ts';
import type { RouteNode } from '../../../src/domain/flow-pages.ts';
import { WALLET_FLOWS } from '../../../src/app/wallet-flows.ts';
import { declared as sweep } from '../../../src/flows/sweep/declare.ts';
import { declared as withdrawal } from '../../../src/flows/withdrawal/declare.ts';
import { CARD_VIEW_TYPE } from '../../../src/domain/card-view-types.ts';
import { groupPath, methodPath } from '../../../src/domain/method-routes.ts';
import { cashMethod, p2pMethod, usdt } from '../flows/helpers/fixtures.ts';

/** The mode a declared route lives in: the sweepstake trees' routes are `sweep-…`. */
const modeOf = (tree = 'deposit') => (tree.startsWith('sweep-') ? 'sweep' : 'main');

describe('flow declarations (issue #22, a folder per method kind)', () => {
  it('ROUTE-21: every route a flow declares is in the table of its mode, with its meta, and shows a screen of that same flow', () => {
    for (const [name, flow] of Object.entries(FLOWS) as Array<[string, (typeof ENTRY_FLOWS)[number]]>) {
      for (const node of flow.routes ?? []) {
        const route = routeByName(node.name ?? '', modeOf(node.tree));
        expect(route?.path, `${name}: ${node.name}`).to.equal(node.path);
        expect(route?.meta.requiresSelection, `${name}: ${node.name}`).to.equal(node.requiresSelection === true);
        expect(Object.keys(flow.screens), `${name}: ${node.name}`).to.include(node.screen ?? node.name);
      }
    }
  });

  it('ROUTE-11, ROUTE-18, ROUTE-19: the wallet flows declare their routes in declare.ts (their indexes are lazy); each shows a screen of that flow', () => {
    const trees = [
      { routes: withdrawal.routes as RouteNode[], mode: 'main' as const, screens: WALLET_FLOWS.withdrawal.screens },
      { routes: [...sweep.deposit, ...sweep.withdrawal] as RouteNode[], mode: 'sweep' as const, screens: WALLET_FLOWS.sweep.screens },
    ];
    for (const { routes, mode, screens } of trees) {
      for (const node of routes) {
        expect(routeByName(node.name ?? '', mode)?.path, node.name).to.equal(node.path);
        // The withdrawal instruction is the shared slides page (decision WD-05).
        if (node.name !== 'withdrawal-redirect-instruction') expect(Object.keys(screens), node.name).to.include(node.screen ?? node.name);
      }
    }
  });

  it('LIST-17, LIST-18, LIST-19, LIST-20: a flow claims only pages it declares, and every page a tile opens on its own is claimed by one flow', () => {
    const claimed = ENTRY_FLOWS.flatMap((flow) => (flow.opens ?? []).map((claim) => claim.path));
    for (const flow of ENTRY_FLOWS) {
      const own = (flow.routes ?? []).map((node) => node.path);
      for (const claim of flow.opens ?? []) expect(own, claim.path).to.include(claim.path);
    }
    expect(claimed).to.include.members(['/deposit/cash', '/deposit/crypto', '/deposit/crypto/address', '/deposit/india', '/deposit/onramp', '/deposit/peer-to-peer', '/deposit/peer-to-peer/base']);
  });

  it('LIST-18, LIST-20: a mark outranks the code — a crypto-category method opens its address page whatever its card view type (decision ROOMS-03)', () => {
    expect(methodPath({ ...usdt, cardViewType: CARD_VIEW_TYPE.CASH }, false)).to.equal('/deposit/crypto/address');
    expect(methodPath({ ...usdt, cardViewType: CARD_VIEW_TYPE.P2P }, true)).to.equal('/deposit/crypto/address');
    expect(methodPath(cashMethod, false)).to.equal('/deposit/cash');
  });

  it('LIST-17, LIST-19: the crypto group outranks a group of p2p methods; a mixed group opens the group list', () => {
    expect(groupPath({ name: 'crypto', paymentMethods: [p2pMethod] })).to.equal('/deposit/crypto');
    expect(groupPath({ name: 'banks', paymentMethods: [p2pMethod, cashMethod] })).to.equal('/deposit/group');
    expect(groupPath({ name: 'banks', paymentMethods: [] })).to.equal('/deposit/group');
  });
});
