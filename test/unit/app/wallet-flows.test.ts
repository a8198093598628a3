// The wallet flows (sweepstake mode, withdrawal; issue #15 deliverable 7) register through a lazy
// registry: the entry knows their screen keys by name only, so the route tables and the registry
// must agree on every key.
import { expect } from '@open-wc/testing';
import { FLOWS, isWalletScreen, walletLocalePart } from '../../../src/app/flows.ts';
import { MAIN_ROUTES, SWEEP_ROUTES } from '../../../src/app/routes.ts';
import { hasScreen } from '../../../src/app/screen-registry.ts';
import { registerFlowScreens } from '../../../src/app/start.ts';
import { WALLET_FLOWS } from '../../../src/app/wallet-flows.ts';
import { testScope } from '../scope.ts';

const routeKeys = [...new Set([...MAIN_ROUTES, ...SWEEP_ROUTES].map((route) => route.screen))];
const walletKeys = Object.values(WALLET_FLOWS).flatMap((flow) => Object.keys(flow.screens));

describe('the wallet flows registry', () => {
  it('every wallet flow screen is named as a wallet screen, and every wallet screen of the route tables is one of theirs', () => {
    expect(walletKeys.filter((key) => !isWalletScreen(key))).to.deep.equal([]);
    expect(routeKeys.filter(isWalletScreen).filter((key) => !walletKeys.includes(key))).to.deep.equal([]);
  });

  it('no flow in the entry serves a wallet screen (they would load the wallet pages with the entry)', () => {
    const entryKeys = Object.values(FLOWS).flatMap((flow) => Object.keys(flow.screens));
    expect(entryKeys.filter(isWalletScreen)).to.deep.equal([]);
  });

  it('ROUTE-11, ROUTE-18, ROUTE-19: the wallet routes are built pages before their chunk is loaded', () => {
    registerFlowScreens(testScope());
    for (const key of walletKeys) expect(hasScreen(key), key).to.equal(true);
  });

  it('TAP-01: the entry asks for a wallet page\'s locale part beside the registry chunk, the same part its flow loads', () => {
    expect(Object.keys(WALLET_FLOWS.sweep.screens).map(walletLocalePart)).to.satisfy((parts: string[]) => parts.every((p) => p === 'sweep'));
    expect(Object.keys(WALLET_FLOWS.withdrawal.screens).map(walletLocalePart)).to.satisfy((parts: string[]) => parts.every((p) => p === 'wallet'));
  });
});
