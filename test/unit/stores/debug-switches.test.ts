import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../src/stores/config.ts';
import {
  $effectiveTransport,
  $forceLogging,
  $transportChoice,
  $verboseLogging,
  setForceLogging,
  setTransportChoice,
} from '../../../src/stores/debug-switches.ts';
import { TAB_STORAGE_KEYS } from '../../../src/stores/tab-storage.ts';
import { testScope } from '../scope.ts';
import { createScope } from '../../../src/stores/scope.ts';
describe('stores/debug-switches', () => {
  beforeEach(() => {
    setTransportChoice(testScope(), undefined);
    setForceLogging(testScope(), 0);
    sessionStorage.clear();
  });

  it('ENT-07: the transport choice is stored in sessionStorage', () => {
    setTransportChoice(testScope(), 'http');
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.transport)).to.equal('http');
    setTransportChoice(testScope(), undefined);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.transport)).to.equal(null);
  });

  it('ENT-08: the force-logging flag is stored as 0 or 1', () => {
    setForceLogging(testScope(), 1);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.forceLogging)).to.equal('1');
    expect($forceLogging(testScope()).get()).to.equal(1);
    setForceLogging(testScope(), 0);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.forceLogging)).to.equal(null);
  });

  it('ENT-10: the stored transport wins over the handshake; without it the handshake applies', () => {
    expect($effectiveTransport(testScope()).get()).to.equal('socket');
    applyHandshake(testScope(), { transport: 'http' });
    expect($effectiveTransport(testScope()).get()).to.equal('http');
    setTransportChoice(testScope(), 'socket');
    expect($effectiveTransport(testScope()).get()).to.equal('socket');
  });

  it('ENT-10: force logging or debug mode turns verbose logging on', () => {
    expect($verboseLogging(testScope()).get()).to.equal(false);
    setForceLogging(testScope(), 1);
    expect($verboseLogging(testScope()).get()).to.equal(true);
    setForceLogging(testScope(), 0);
    applyHandshake(testScope(), { debug: true });
    expect($verboseLogging(testScope()).get()).to.equal(true);
  });

  it('ENT-07 ENT-08: a reload restores both; garbage in storage falls back to the defaults', async () => {
    sessionStorage.setItem(TAB_STORAGE_KEYS.transport, 'http');
    sessionStorage.setItem(TAB_STORAGE_KEYS.forceLogging, '1');
    let url = `/src/stores/debug-switches.ts?reload=${Date.now()}`;
    let fresh = (await import(/* @vite-ignore */ url)) as typeof import('../../../src/stores/debug-switches.ts');
    let world = createScope();
    expect(fresh.$transportChoice(world).get()).to.equal('http');
    expect(fresh.$forceLogging(world).get()).to.equal(1);

    sessionStorage.setItem(TAB_STORAGE_KEYS.transport, 'pigeon');
    sessionStorage.setItem(TAB_STORAGE_KEYS.forceLogging, 'yes');
    url = `/src/stores/debug-switches.ts?reload=${Date.now()}b`;
    fresh = (await import(/* @vite-ignore */ url)) as typeof import('../../../src/stores/debug-switches.ts');
    world = createScope();
    expect(fresh.$transportChoice(world).get()).to.equal(undefined);
    expect(fresh.$forceLogging(world).get()).to.equal(0);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.transport)).to.equal(null);
    expect($transportChoice(testScope()).get()).to.equal(undefined);
  });
});
